import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

/**
 * `npm run bench [-- --photos N] [-- --only name]`: every benchmark, one after another, each
 * printing its own figures. Never part of `npm test`.
 */
const root = fileURLToPath(new URL("..", import.meta.url));
const args = process.argv.slice(2);
const only = args.includes("--only") ? args[args.indexOf("--only") + 1] : undefined;
const extra = args.filter((a, i) => a !== "--only" && args[i - 1] !== "--only");

function bundleSize() {
	const dir = path.join(root, "dist/web/assets");
	let files: string[];
	try {
		files = readdirSync(dir).filter((f) => f.endsWith(".js") || f.endsWith(".css"));
	} catch {
		console.log("bundle: dist/web is missing; run `npm run build` first");
		return;
	}
	let raw = 0;
	let gz = 0;
	for (const f of files) {
		const buf = readFileSync(path.join(dir, f));
		raw += statSync(path.join(dir, f)).size;
		const z = gzipSync(buf, { level: 9 }).length;
		gz += z;
		console.log(
			`  ${f.padEnd(40)} ${(buf.length / 1024).toFixed(1).padStart(8)} KiB  gzip ${(z / 1024).toFixed(1).padStart(7)} KiB`,
		);
	}
	console.log(
		`bundle: ${files.length} files, ${(raw / 1024).toFixed(1)} KiB, gzip ${(gz / 1024).toFixed(1)} KiB`,
	);
}

let failed = 0;
const runScript = (script: string, args: string[] = []) => {
	const r = spawnSync("npx", ["tsx", script, ...args], { cwd: root, stdio: "inherit" });
	if (r.status !== 0) failed++;
};

const suites: Record<string, () => void> = {
	bundle: bundleSize,
	seed: () => runScript("bench/seed.ts", extra),
	"cold-start": () => runScript("bench/cold-start.ts"),
	api: () => runScript("bench/api.ts"),
	auth: () => runScript("bench/auth.ts"),
	mail: () => runScript("bench/mail.ts"),
	commerce: () => runScript("bench/commerce.ts"),
	"clearance-log": () => runScript("bench/clearance-log.ts"),
	tracking: () => runScript("bench/tracking.ts"),
	search: () => runScript("bench/search.ts", extra),
	similar: () => runScript("bench/similar.ts", extra),
	continuity: () => runScript("bench/continuity.ts", extra),
	images: () => runScript("bench/render-images.ts"),
	uploads: () => runScript("bench/uploads.ts"),
	zip: () => runScript("bench/zip.ts"),
	"near-duplicates": () => runScript("bench/near-duplicates.ts"),
	lighthouse: () => runScript("bench/lighthouse.ts"),
	cluster: () => runScript("bench/cluster.ts"),
	"media-storage": () => runScript("bench/media-storage.ts"),
};

for (const [name, run] of Object.entries(suites)) {
	if (only && only !== name) continue;
	console.log(`\n# ${name}`);
	run();
}

if (failed > 0) {
	console.error(`${failed} benchmark(s) failed`);
	process.exitCode = 1;
}
