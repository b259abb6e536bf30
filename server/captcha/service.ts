import { createHmac } from "node:crypto";
import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import type { Database } from "../db/client";
import { deleteExpiredSignatures, spendSignature } from "./queries";

/**
 * Self-hosted proof-of-work captcha (ALTCHA v2). The browser spends ~0.1–0.3 s of CPU per
 * challenge; a bot sending thousands of sign-in requests spends that thousands of times.
 * Challenges are signed (no server state until solved) and expire; a solved one is recorded
 * until it expires so the same solution cannot be replayed.
 */

const ALGORITHM = "SHA-256";
/** The solver tries on average half the counter range: 20k–60k hashes is ~0.1–0.3 s in a browser. */
const COUNTER_MIN = 20_000;
const COUNTER_MAX = 60_000;
export const CHALLENGE_TTL_MS = 10 * 60 * 1000;

export type CaptchaVerdict = "ok" | "missing" | "invalid" | "expired" | "replayed";

export type Captcha = {
	readonly enabled: boolean;
	challenge(): Promise<Challenge>;
	verify(payload: string | undefined): Promise<CaptchaVerdict>;
};

type Payload = { challenge: Challenge; solution: Solution };

function decodePayload(payload: string): Payload | null {
	try {
		const parsed: unknown = JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
		if (!parsed || typeof parsed !== "object") return null;
		const { challenge, solution } = parsed as Partial<Payload>;
		if (!challenge?.parameters || typeof challenge.signature !== "string") return null;
		if (!solution || typeof solution.counter !== "number" || typeof solution.derivedKey !== "string")
			return null;
		return { challenge, solution };
	} catch {
		return null;
	}
}

export function createCaptcha(options: { enabled: boolean; secret: string; database: Database }): Captcha {
	const { database } = options;
	// Two keys derived from the app secret: one signs challenges, one signs the expected key prefix.
	const derive = (label: string) => createHmac("sha256", options.secret).update(label).digest("hex");
	const hmacSignatureSecret = derive("altcha-challenge");
	const hmacKeySignatureSecret = derive("altcha-key");

	return {
		enabled: options.enabled,
		challenge: () =>
			createChallenge({
				algorithm: ALGORITHM,
				cost: 1,
				counter: randomInt(COUNTER_MIN, COUNTER_MAX),
				deriveKey,
				hmacSignatureSecret,
				hmacKeySignatureSecret,
				expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
			}),
		async verify(payload) {
			if (!options.enabled) return "ok";
			if (!payload) return "missing";
			const decoded = decodePayload(payload);
			if (!decoded) return "invalid";
			const result = await verifySolution({
				challenge: decoded.challenge,
				solution: decoded.solution,
				deriveKey,
				hmacSignatureSecret,
				hmacKeySignatureSecret,
			}).catch(() => null);
			if (!result) return "invalid";
			if (result.expired) return "expired";
			if (!result.verified) return "invalid";
			const signature = decoded.challenge.signature ?? "";
			const expiresAt = new Date((decoded.challenge.parameters.expiresAt ?? 0) * 1000);
			// First use wins; a second insert of the same signature is a replay.
			if (!(await spendSignature(database.db, signature, expiresAt))) return "replayed";
			// Keep the table small: drop what can no longer be replayed anyway.
			if (Math.random() < 0.05) await deleteExpiredSignatures(database.db);
			return "ok";
		},
	};
}
