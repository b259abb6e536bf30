import { rmSync } from "node:fs";
import path from "node:path";
import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { buildApp } from "../server/app";
import { setUserRole } from "../server/auth/service";
import { openDatabase } from "../server/db/client";
import { localStorage } from "../server/media/storage";
import { benchConfig, signUpByLink } from "./support";

/**
 * Costs of signing in, over real HTTP on loopback: the captcha (server and solver), a password
 * sign-in (scrypt), a signed-in API call (session lookup) and an admin-guarded one.
 */
const { dir, config } = benchConfig("auth");
const database = await openDatabase({ driver: "pglite", dataDir: path.join(dir, "pglite") });
await database.migrate();
const app = await buildApp({ config, database, storage: localStorage(dir) });
const address = await app.listen({ port: 0, host: "127.0.0.1" });
const origin = config.publicUrl;

function report(label: string, times: number[]) {
	times.sort((a, b) => a - b);
	const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]?.toFixed(2);
	console.log(`${label.padEnd(50)} p50 ${q(0.5)} ms  p95 ${q(0.95)} ms  (${times.length})`);
}

async function timed(n: number, run: () => Promise<void>): Promise<number[]> {
	const times: number[] = [];
	for (let i = 0; i < n; i++) {
		const t0 = performance.now();
		await run();
		times.push(performance.now() - t0);
	}
	return times;
}

/** What the widget does: fetch a challenge and solve it; returns the payload and the solve time. */
async function solvedCaptcha(): Promise<{ payload: string; ms: number }> {
	const challenge = (await (await fetch(`${address}/api/captcha/challenge`)).json()) as Challenge;
	const t0 = performance.now();
	const solution = await solveChallenge({ challenge, deriveKey });
	const ms = performance.now() - t0;
	return { payload: Buffer.from(JSON.stringify({ challenge, solution })).toString("base64"), ms };
}

// Captcha: what a visitor's CPU spends, and what a captcha-checked request costs the server.
const solveTimes: number[] = [];
const requestTimes: number[] = [];
for (let i = 0; i < 40; i++) {
	const { payload, ms } = await solvedCaptcha();
	solveTimes.push(ms);
	const t0 = performance.now();
	const res = await fetch(`${address}/api/auth/request-password-reset`, {
		method: "POST",
		headers: { "content-type": "application/json", origin, "x-captcha-response": payload },
		body: JSON.stringify({ email: "nobody@bench.test", redirectTo: "/auth/reset-password" }),
	});
	requestTimes.push(performance.now() - t0);
	if (!res.ok) throw new Error(`captcha request failed: ${res.status}`);
}
report("captcha: solve in Node (one core)", solveTimes);
report("reset request, captcha verified (unknown email)", requestTimes);

// A member with a password, made the way the product makes one.
const email = "bench@bench.test";
const cookie = await signUpByLink(config, address, email, "Ben", {
	"x-captcha-response": (await solvedCaptcha()).payload,
});
await fetch(`${address}/api/account/password`, {
	method: "POST",
	headers: { "content-type": "application/json", origin, cookie },
	body: JSON.stringify({ new_password: "bench-password-1" }),
});

const signInTimes: number[] = [];
await timed(30, async () => {
	const captcha = (await solvedCaptcha()).payload;
	const t0 = performance.now();
	const res = await fetch(`${address}/api/auth/sign-in/email`, {
		method: "POST",
		headers: { "content-type": "application/json", origin, "x-captcha-response": captcha },
		body: JSON.stringify({ email, password: "bench-password-1" }),
	});
	if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
	signInTimes.push(performance.now() - t0);
});
report("password sign-in (captcha, scrypt, new session)", signInTimes);
report(
	"GET /api/me signed in (session + profile)",
	await timed(300, async () => {
		await (await fetch(`${address}/api/me`, { headers: { cookie } })).arrayBuffer();
	}),
);
report(
	"GET /api/me signed out",
	await timed(300, async () => {
		await (await fetch(`${address}/api/me`)).arrayBuffer();
	}),
);
await setUserRole(database, email, "admin");
report(
	"GET /api/admin/auth-consolidation (admin check)",
	await timed(300, async () => {
		await (await fetch(`${address}/api/admin/auth-consolidation`, { headers: { cookie } })).arrayBuffer();
	}),
);

await app.close();
await database.close();
rmSync(dir, { recursive: true, force: true });
