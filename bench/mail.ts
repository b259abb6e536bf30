import { rmSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { buildApp } from "../server/app";
import { openDatabase } from "../server/db/client";
import { localStorage } from "../server/media/storage";
import { startSmtpServer } from "../server/test/smtp";
import { benchConfig } from "./support";

/**
 * Issue 24, scope 2: a sign-in link request must take the same time for an address with an
 * account and one without, so the answer's timing does not tell who has an account. Over real
 * HTTP on loopback, interleaved known/unknown requests, first with the dev mailbox transport,
 * then with a real SMTP server (in this process); then how long the worker takes to drain the
 * mail those requests queued, and how long one mail takes from its request to the SMTP server;
 * last, the answers alone with no worker running ("queued": the mail stays in the queue).
 * BENCH_REQUESTS (default 200) requests of each kind per transport; every address is asked once.
 */
const N = Number(process.env.BENCH_REQUESTS ?? 200);

const { dir } = benchConfig("mail");
// PGlite by default; BENCH_DATABASE_URL names an empty scratch PostgreSQL database instead.
const database = process.env.BENCH_DATABASE_URL
	? await openDatabase({ driver: "postgres", url: process.env.BENCH_DATABASE_URL })
	: await openDatabase({ driver: "pglite", dataDir: path.join(dir, "pglite") });
await database.migrate();
// The accounts as the sign-in form finds them: rows in users (a link for one sends the link).
for (const round of ["file", "smtp", "queued"])
	await database.query(
		sql`insert into users (email, name) select ${`known-${round}-`} || g || '@bench.test', 'Known'
			from generate_series(1, ${N}) g`,
	);

function summary(times: number[]): string {
	const sorted = [...times].sort((a, b) => a - b);
	const q = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]?.toFixed(2);
	return `p50 ${q(0.5)} ms  p95 ${q(0.95)} ms  (${sorted.length})`;
}

async function linkRequest(address: string, origin: string, email: string): Promise<number> {
	const t0 = performance.now();
	const res = await fetch(`${address}/api/auth/sign-in/magic-link`, {
		method: "POST",
		headers: { "content-type": "application/json", origin },
		body: JSON.stringify({ email, callbackURL: "/profile" }),
	});
	await res.arrayBuffer();
	const ms = performance.now() - t0;
	if (!res.ok) throw new Error(`link request for ${email} answered ${res.status}`);
	return ms;
}

/** N link requests of each kind, alternating, against an app with this environment. */
async function measure(round: "file" | "smtp" | "queued", env: Record<string, string>) {
	const { dir: appDir, config } = benchConfig(`mail-${round}`, { CAPTCHA: "off", ...env });
	const app = await buildApp({ config, database, storage: localStorage(appDir) });
	const address = await app.listen({ port: 0, host: "127.0.0.1" });
	// Warm up both paths (JIT, prepared statements, the first SMTP connection).
	for (let i = 0; i < 10; i++) {
		await linkRequest(address, config.publicUrl, `warm-${round}-${i}@bench.test`);
		await linkRequest(address, config.publicUrl, `known-${round}-${N - i}@bench.test`);
	}
	const known: number[] = [];
	const unknown: number[] = [];
	for (let i = 1; i <= N - 10; i++) {
		known.push(await linkRequest(address, config.publicUrl, `known-${round}-${i}@bench.test`));
		unknown.push(await linkRequest(address, config.publicUrl, `nobody-${round}-${i}@bench.test`));
	}
	console.log(`link request, ${round.padEnd(6)}, known address    ${summary(known)}`);
	console.log(`link request, ${round.padEnd(6)}, unknown address  ${summary(unknown)}`);
	return { app, address, config, appDir };
}

const first = await measure("file", {});
await first.app.close();
rmSync(first.appDir, { recursive: true, force: true });

const smtp = await startSmtpServer();
const second = await measure("smtp", { SMTP_URL: smtp.url });

// Every answer came before its mail: how long the worker took to hand the rest to the SMTP server.
const lastAnswer = performance.now();
while (smtp.messages.length < 2 * N) await new Promise((resolve) => setTimeout(resolve, 20));
console.log(
	`queue of ${2 * N} mails drained ${((performance.now() - lastAnswer) / 1000).toFixed(1)} s after the last answer`,
);

// From the request to the mail at the SMTP server, one at a time (the worker's promptness).
const arrival: number[] = [];
for (let i = 0; i < 20; i++) {
	const email = `arrival-${i}@bench.test`;
	const t0 = performance.now();
	await linkRequest(second.address, second.config.publicUrl, email);
	await smtp.waitFor(email, /Sign-in attempt/);
	arrival.push(performance.now() - t0);
}
console.log(`request to mail at the SMTP server                 ${summary(arrival)}`);

await second.app.close();
rmSync(second.appDir, { recursive: true, force: true });

// The answer alone: no worker competes for the CPU and the database (the mail stays queued).
const third = await measure("queued", { SMTP_URL: smtp.url, MAIL_QUEUE_INTERVAL_MS: "0" });
await third.app.close();
rmSync(third.appDir, { recursive: true, force: true });

await smtp.close();
await database.close();
rmSync(dir, { recursive: true, force: true });
