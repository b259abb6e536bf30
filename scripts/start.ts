import { spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * `npm start`: builds the web app when it is missing or older than its sources, then serves.
 * The build runs beside the server's own start (loading, opening and migrating the database), not
 * before it: each takes seconds of one core, and there are two.
 */
const root = fileURLToPath(new URL("..", import.meta.url));
const builtIndex = path.join(root, "dist/web/index.html");

function newestMtime(dir: string): number {
	let newest = 0;
	for (const entry of readdirSync(dir, { withFileTypes: true })) {
		const full = path.join(dir, entry.name);
		if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
		else newest = Math.max(newest, statSync(full).mtimeMs);
	}
	return newest;
}

function buildWeb(): Promise<void> {
	console.log("Building the web app…");
	const started = Date.now();
	const build = spawn(path.join(root, "node_modules/.bin/vite"), ["build", "--logLevel", "warn"], {
		cwd: root,
		stdio: "inherit",
	});
	// A server that cannot start (a bad setting) exits at once; the build goes with it.
	const stop = () => build.kill();
	process.on("exit", stop);
	return new Promise((resolve) => {
		build.on("error", (err) => {
			console.error(`Could not run the web build: ${err.message}`);
			process.exit(1);
		});
		build.on("exit", (code) => {
			process.off("exit", stop);
			if (code !== 0) {
				console.error("The web app did not build: see the messages above.");
				process.exit(code ?? 1);
			}
			console.log(`Built the web app in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
			resolve();
		});
	});
}

const sourcesTime = Math.max(newestMtime(path.join(root, "web")), newestMtime(path.join(root, "core")));
const stale = !existsSync(builtIndex) || statSync(builtIndex).mtimeMs < sourcesTime;
const webBuild = stale ? buildWeb() : undefined;
const { serve } = await import("../server/serve");
await serve(webBuild ? { webBuild } : {});
