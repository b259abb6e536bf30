import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/** Text assets worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|css|svg|json|txt|html)$/;
/** Below this a compressed copy saves less than the header it costs. */
const MIN_BYTES = 1024;

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every text asset of the build, at the
 * highest levels (done once, at build time); the server sends the one the browser accepts.
 */
export function precompress(): Plugin {
	let outDir = "";
	return {
		name: "precompress",
		apply: "build",
		configResolved(config) {
			outDir = config.build.outDir;
		},
		closeBundle() {
			const walk = (dir: string): string[] =>
				readdirSync(dir).flatMap((name) => {
					const file = path.join(dir, name);
					return statSync(file).isDirectory() ? walk(file) : [file];
				});
			for (const file of walk(outDir)) {
				if (!COMPRESSIBLE.test(file) || file.endsWith("index.html")) continue;
				const body = readFileSync(file);
				if (body.length < MIN_BYTES) continue;
				writeFileSync(
					`${file}.br`,
					brotliCompressSync(body, {
						params: {
							[constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
							[constants.BROTLI_PARAM_SIZE_HINT]: body.length,
						},
					}),
				);
				writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
			}
		},
	};
}
