import { spawn } from "node:child_process";

/** `npm run dev`: the API server with reload (tsx watch) and Vite's dev server with HMR on :5173. */
const children = [
	// The pages are Vite's here: links in mail lead there too (unless PUBLIC_URL says otherwise).
	spawn("npx", ["tsx", "watch", "--clear-screen=false", "server/main.ts"], {
		stdio: "inherit",
		env: { PUBLIC_URL: "http://localhost:5173", ...process.env },
	}),
	spawn("npx", ["vite"], { stdio: "inherit" }),
];
const stop = () => {
	for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children)
	child.on("exit", (code) => {
		if (code && code !== 0) {
			stop();
			process.exitCode = code;
		}
	});
