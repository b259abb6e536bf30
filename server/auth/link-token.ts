import { createHash, randomBytes } from "node:crypto";

/**
 * The token of a link sent by mail (an invitation, a release to sign, a sign-up request): 32
 * random bytes, URL-safe. Only its hash is stored, so the database alone never opens a link.
 */
export const newLinkToken = (): string => randomBytes(32).toString("base64url");

/** The stored form of a link's token, also the SHA-256 (hex) of any text or bytes. */
export const sha256Hex = (data: string | Buffer): string => createHash("sha256").update(data).digest("hex");
