import { z } from "zod";

/**
 * What the site says about itself that is not the catalogue: the studios shown on the home page
 * ("Trusted by leading studios", managed by admins) and the product's social accounts (set by
 * configuration). Nothing here is invented by the code: what is not set is not shown.
 */

// ------------------------------------------------------------------ studio logos

export const STUDIO_LOGO_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export const STUDIO_LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const STUDIO_NAME_MAX = 80;
export const STUDIO_LINK_MAX = 2000;
/** More than the strip could ever show; bounds the reorder request. */
export const STUDIO_LOGOS_MAX = 200;

export const STUDIO_LOGO_TEXT = {
	nameRequired: "Enter the studio's name",
	nameTooLong: `At most ${STUDIO_NAME_MAX} characters`,
	linkInvalid: "Enter a web address that starts with http:// or https://",
	linkTooLong: `At most ${STUDIO_LINK_MAX} characters`,
	wrongType: "Upload the logo as a PNG, JPEG or WebP image",
	orderMismatch: "Send every studio logo once, in the new order",
} as const;

/**
 * A web page address for a link visitors follow: http or https with a real host name, written
 * the way browsers write it. Anything else (javascript:, data:, mailto:, a bare word) is refused.
 */
const webLink = z
	.string()
	.trim()
	.max(STUDIO_LINK_MAX, STUDIO_LOGO_TEXT.linkTooLong)
	.pipe(
		z.url({
			protocol: /^https?$/,
			hostname: z.regexes.domain,
			normalize: true,
			error: STUDIO_LOGO_TEXT.linkInvalid,
		}),
	);

/** The public strip's logo: only studios with an uploaded image are listed. */
export const StudioLogo = z.object({
	id: z.uuid(),
	name: z.string(),
	/** The studio's site, opened from the strip; null: the logo is not a link. */
	link_url: z.string().nullable(),
	logo_url: z.string(),
});
export type StudioLogo = z.infer<typeof StudioLogo>;
export const StudioLogosResponse = z.object({ logos: z.array(StudioLogo) });
export type StudioLogosResponse = z.infer<typeof StudioLogosResponse>;

export const AdminStudioLogo = z.object({
	id: z.uuid(),
	name: z.string(),
	link_url: z.string().nullable(),
	/** Null until an image is uploaded; the strip leaves such a studio out. */
	logo_url: z.string().nullable(),
	/** 0 first: the order of the strip before its shuffle, and of the admin list. */
	position: z.number().int(),
	/** Put there by the demo seed: invented, and labelled "Demo content" on the admin screen. */
	is_demo: z.boolean(),
	created_at: z.string(),
	updated_at: z.string(),
});
export type AdminStudioLogo = z.infer<typeof AdminStudioLogo>;
export const AdminStudioLogoListResponse = z.object({ logos: z.array(AdminStudioLogo) });
export type AdminStudioLogoListResponse = z.infer<typeof AdminStudioLogoListResponse>;
export const AdminStudioLogoResponse = z.object({ logo: AdminStudioLogo });
export type AdminStudioLogoResponse = z.infer<typeof AdminStudioLogoResponse>;

/** POST /api/admin/studio-logos and PUT /api/admin/studio-logos/:id. A blank link is no link. */
export const StudioLogoSave = z
	.object({
		name: z
			.string(STUDIO_LOGO_TEXT.nameRequired)
			.trim()
			.min(1, STUDIO_LOGO_TEXT.nameRequired)
			.max(STUDIO_NAME_MAX, STUDIO_LOGO_TEXT.nameTooLong),
		link_url: z.preprocess(
			(value) => (typeof value === "string" && value.trim() === "" ? null : value),
			webLink.nullable().default(null),
		),
	})
	.strict();
export type StudioLogoSave = z.input<typeof StudioLogoSave>;

/** PUT /api/admin/studio-logos/order: every logo's id once, first shown first. */
export const StudioLogoOrder = z.object({ ids: z.array(z.uuid()).max(STUDIO_LOGOS_MAX) }).strict();
export type StudioLogoOrder = z.infer<typeof StudioLogoOrder>;

// ------------------------------------------------------------------ social links

/** The networks the footer has an icon for, in the order it shows them. */
export const SOCIAL_NETWORKS = ["Instagram", "Facebook", "LinkedIn", "YouTube"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const SocialLink = z.object({ network: z.enum(SOCIAL_NETWORKS), url: z.string() });
export type SocialLink = z.infer<typeof SocialLink>;

/** GET /api/site: the site's configured facts the layout shows on every page. */
export const SiteResponse = z.object({
	/** Only the accounts configured (SOCIAL_*_URL); none configured, none shown. */
	social_links: z.array(SocialLink),
});
export type SiteResponse = z.infer<typeof SiteResponse>;
