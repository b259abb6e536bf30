import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import type { AnyTestContext as TestContext } from "./harness";

/** What the browser widget does: fetch a challenge, solve it, and give the base64 payload to send. */
export async function solveCaptcha(ctx: TestContext): Promise<string> {
	const res = await ctx.app.inject({ method: "GET", url: "/api/captcha/challenge" });
	if (res.statusCode !== 200) throw new Error(`no captcha challenge: ${res.statusCode}`);
	const challenge = res.json() as Challenge;
	const solution = await solveChallenge({ challenge, deriveKey });
	if (!solution) throw new Error("could not solve the challenge");
	return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}
