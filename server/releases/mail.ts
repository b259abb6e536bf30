import type { ReleaseRelationship } from "@core/clearance";
import { RELEASE_REQUEST_DAYS, RELEASES_TEXT } from "@core/releases";
import type { MailMessage } from "../mail/mailer";
import { PRODUCT, renderMail } from "../mail/templates";

const ASKED: Record<ReleaseRelationship, (person: string) => string> = {
	self: (person) => `They ask you, ${person}, to sign a release for the family photos you appear in.`,
	parent_or_guardian: (person) =>
		`They ask you, as the parent or guardian of ${person}, to sign a release for the family photos ${person} appears in.`,
	estate: (person) =>
		`They ask you, for the estate of ${person}, to sign a release for the family photos ${person} appears in.`,
	heir: (person) =>
		`They ask you, as an heir of ${person}, to sign a release for the family photos ${person} appears in.`,
};

/**
 * The signing link a family sends (kind "release_request"): it names the family's storefront,
 * the person the release is for and who is asked to sign; never anyone else in the photos.
 */
export function releaseRequestMail(
	request: {
		to: string;
		storefront: string;
		person: string;
		relationship: ReleaseRelationship;
		token: string;
	},
	siteUrl: string,
): MailMessage {
	const url = `${siteUrl}/sign-release?${new URLSearchParams({ token: request.token })}`;
	const { text, html } = renderMail({
		heading: "A family asks you to sign a photo release",
		paragraphs: [
			`${request.storefront} offers its family snapshots on ${PRODUCT}, where film, television and commercial productions license them as set dressing.`,
			ASKED[request.relationship](request.person),
			'The link opens the release and the photos it covers. You need no account: read it, type your full name and tick to agree. We keep a signed copy, and productions never see the person\'s name, only a role such as "Woman, 30s".',
			`The link works once, for ${RELEASE_REQUEST_DAYS} days. If you were not expecting this, ignore this email and nothing happens.`,
		],
		action: { label: "Read and sign the release", url },
	});
	return {
		kind: "release_request",
		to: request.to,
		subject: RELEASES_TEXT.requestSubject(request.storefront),
		text,
		html,
	};
}
