import { z } from "zod";
import { LICENSE_TYPES } from "../license";
import { LOG_STATUSES } from "../paperwork";
import { ClearancePerson } from "./clearance";

/**
 * A production's clearance log (issue 26, item 5): one row per licence its paid orders hold,
 * with the ledger's lines as they stand now. GET /api/projects/:id/clearance (and .pdf, .csv).
 */

/** Who holds the copyright of a photo, as paperwork names them. */
export const LogRights = z.object({
	holder_name: z.string(),
	/** The storefront of the family the photo belongs to. */
	storefront: z.string().nullable(),
	chain_of_title: z.string(),
	verified: z.boolean(),
});

export const ClearanceLogRow = z.object({
	/** 1, 2, 3 … in the log's order (by order, then photo number). */
	item_number: z.number().int().positive(),
	order_item_id: z.uuid(),
	photo: z.object({ id: z.uuid(), photoid: z.number().int(), title: z.string() }),
	description: z.string().nullable(),
	rights: LogRights.nullable(),
	/** Each person shown, by a role (never a name), with the release cited. */
	people: z.array(ClearancePerson),
	license_type: z.enum(LICENSE_TYPES),
	/** What the licence covers (core/licence-terms.ts LICENCE_SCOPE). */
	scope: z.string(),
	scene_note: z.string().nullable(),
	order: z.object({ id: z.uuid(), reference: z.string(), placed_at: z.string(), paid_at: z.string() }),
	/** The day (YYYY-MM-DD) an admin accepted the order's studio rider, or null. */
	rider_accepted_on: z.string().nullable(),
	/** Whether the photo is still cleared for the use licensed (core/paperwork.ts logStatus). */
	status: z.enum(LOG_STATUSES),
	status_label: z.string(),
});
export type ClearanceLogRow = z.infer<typeof ClearanceLogRow>;

export const ClearanceLogResponse = z.object({
	project: z.object({ id: z.uuid(), name: z.string(), company: z.string().nullable() }),
	generated_at: z.string(),
	rows: z.array(ClearanceLogRow),
});
export type ClearanceLogResponse = z.infer<typeof ClearanceLogResponse>;
