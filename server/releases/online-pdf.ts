import { releaseReference } from "@core/clearance";
import {
	ONLINE_RELEASE_TITLE,
	ONLINE_RELEASE_VERSION,
	onlineReleaseText,
	type SignedReleaseBody,
	signedBodyText,
} from "@core/releases";
import { sha256Hex } from "../auth/link-token";
import { statementPdf } from "../clearance/release-pdf";

const VERIFIED_BY: Record<SignedReleaseBody["verified_by"], string> = {
	session: "signed in their own account",
	email_link: "the signing link emailed to this address",
};

/**
 * The signed copy of a release given online: the release's text as the signer read it, their
 * typed name, the time, their email, how we know it was them, and the SHA-256 of the signed text
 * (the body `signedBodyText` gives). Drawn by the paper release's page (statementPdf), so both
 * kinds look alike in the admins' queue.
 */
export async function onlineReleasePdf(
	number: number,
	body: SignedReleaseBody,
): Promise<{ pdf: Buffer; text_sha256: string; document_sha256: string }> {
	const text_sha256 = sha256Hex(signedBodyText(body));
	const pdf = await statementPdf({
		reference: releaseReference(number),
		title: ONLINE_RELEASE_TITLE,
		subject: `Release of ${body.person_name}, signed online`,
		keywords: [body.relationship, "online", ONLINE_RELEASE_VERSION, text_sha256],
		date: body.signed_at.slice(0, 10),
		paragraphs: [
			...onlineReleaseText(body),
			`Signed online (${ONLINE_RELEASE_VERSION}). Fingerprint of the signed text, SHA-256: ${text_sha256}`,
		],
		signatures: [
			["Signed by", body.signer_name],
			["For", body.person_name],
			["Signed at", body.signed_at.replace("T", " ").replace(/\.\d+Z$/, " UTC")],
			["Email", body.signer_email],
			["Verified by", VERIFIED_BY[body.verified_by]],
		],
	});
	return { pdf, text_sha256, document_sha256: sha256Hex(pdf) };
}
