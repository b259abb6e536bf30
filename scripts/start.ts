import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** `npm start`: build the web app when it is missing or older than its sources, then serve. */
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

const sourcesTime = Math.max(newestMtime(path.join(root, "web")), newestMtime(path.join(root, "core")));
if (!existsSync(builtIndex) || statSync(builtIndex).mtimeMs < sourcesTime) {
	console.log("Building the web app…");
	const build = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { cwd: root, stdio: "inherit" });
	if (build.status !== 0) process.exit(build.status ?? 1);
}
await import("../server/main");
