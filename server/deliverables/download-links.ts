import { createHmac, timingSafeEqual } from "node:crypto";
import type { DownloadLinkResponse } from "@core/contracts/orders";
import { DOWNLOAD_LINK_SECONDS } from "@core/orders";

/**
 * Signed links to purchased originals. The signature binds the purchase, the buyer and the
 * expiry, so a link is useless to anyone else's session, after it expires, or once edited.
 */

/** HMAC-SHA256 over `download:<purchase>:<user>:<expires>` with the server's secret, in hex. */
export function signDownload(secret: string, purchaseId: string, userId: string, expires: number): string {
	return createHmac("sha256", secret).update(`download:${purchaseId}:${userId}:${expires}`).digest("hex");
}

/** A link for the buyer, valid for DOWNLOAD_LINK_SECONDS from `now`. */
export function downloadLink(
	secret: string,
	purchaseId: string,
	userId: string,
	now = new Date(),
): DownloadLinkResponse {
	const expires = Math.floor(now.getTime() / 1000) + DOWNLOAD_LINK_SECONDS;
	const signature = signDownload(secret, purchaseId, userId, expires);
	return {
		url: `/api/downloads/${purchaseId}?expires=${expires}&signature=${signature}`,
		expires_at: new Date(expires * 1000).toISOString(),
	};
}

export type LinkCheck = "valid" | "invalid" | "expired";

/**
 * Whether a link presented by `userId` is theirs and still fresh. The signature is checked first
 * (in constant time), so an edited expiry reads as invalid, never as expired.
 */
export function checkDownload(
	secret: string,
	link: { purchaseId: string; userId: string; expires: number; signature: string },
	now = new Date(),
): LinkCheck {
	const expected = Buffer.from(signDownload(secret, link.purchaseId, link.userId, link.expires), "hex");
	const given = Buffer.from(link.signature, "hex");
	if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "invalid";
	return link.expires * 1000 <= now.getTime() ? "expired" : "valid";
}
