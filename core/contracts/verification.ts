import { z } from "zod";
import { LICENCE_STANDINGS, normaliseVerifyCode, VERIFY_TEXT } from "../licence-verification";
import { LICENSE_TYPES } from "../license";

/**
 * GET /api/verify/:code (docs/verification.md): public, for anyone holding a certificate. It
 * shows that licences are genuine and whether they still hold, never the buyer's contact nor
 * what was paid.
 */

/** A code as printed; typed in lower case or with dashes it still reads. */
export const VerifyCodeParams = z.object({
	code: z.string().transform((value, ctx) => {
		const code = normaliseVerifyCode(value);
		if (code === null) {
			ctx.addIssue({ code: "custom", message: VERIFY_TEXT.badCode });
			return z.NEVER;
		}
		return code;
	}),
});

export const VerifiedLicence = z.object({
	/** 'SSD-000042-03'. */
	licence_number: z.string(),
	photo: z.object({ photoid: z.number().int(), title: z.string(), thumbnail_url: z.string().nullable() }),
	license_type: z.enum(LICENSE_TYPES),
	/** The family (storefront) that grants the licence; the seller for the archive's own photos. */
	licensor: z.string(),
	standing: z.enum(LICENCE_STANDINGS),
	/** The standing in words: 'Valid', 'Refunded — no longer valid' ... */
	standing_label: z.string(),
	/** When the licence began (the order was paid), or null when it never did. */
	licensed_at: z.string().nullable(),
	/** When it ended (refunded), or null. */
	ended_at: z.string().nullable(),
	/** Issue 30: the licence's name with its exclusive term, 'Hero usage, exclusive for 12 months'. */
	licence_name: z.string().optional(),
	/** Issue 30: an exclusive licence's term and dates, an upgrade's earlier licence, a later upgrade. */
	notes: z.array(z.string()).optional(),
});
export type VerifiedLicence = z.infer<typeof VerifiedLicence>;

export const VerifyResponse = z.object({
	/** `licence`: the code of one licence; `certificate`: the code of a certificate, listing all its licences. */
	kind: z.enum(["licence", "certificate"]),
	/** The order's reference the certificate carries, 'SSD-000042'. */
	reference: z.string(),
	production: z.object({ name: z.string(), company: z.string().nullable() }),
	/** When the order was placed. */
	ordered_at: z.string(),
	/** Who issues the licences (SELLER_NAME). */
	issuer: z.string(),
	licences: z.array(VerifiedLicence),
});
export type VerifyResponse = z.infer<typeof VerifyResponse>;
