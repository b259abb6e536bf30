import { z } from "zod";
import { PRINT_FRAME_IDS } from "../print-frames";

/**
 * Print-ready files of a licence (issue 30): the sizes a licensed photo prints at, a crop for
 * one of them, and a ZIP of an order's or a production's originals (and crops).
 */

export const PrintFrameField = z.enum(PRINT_FRAME_IDS, { error: "not a frame size" });

const Flag = z
	.enum(["0", "1", "true", "false"], { error: "must be 0 or 1" })
	.transform((v) => v === "1" || v === "true");

const Offset = (axis: string) =>
	z.coerce
		.number({ error: `${axis} must be a number from 0 to 1` })
		.min(0, `${axis} must be from 0 to 1`)
		.max(1, `${axis} must be from 0 to 1`)
		.default(0.5);

/** GET /api/licences/{itemId}/crop?frame=8x10&bleed=1&x=0.5&y=0.5 */
export const CropQuery = z.object({
	frame: PrintFrameField,
	bleed: Flag.default(false),
	x: Offset("x"),
	y: Offset("y"),
});
export type CropQuery = z.input<typeof CropQuery>;

/** GET /api/orders/{id}/zip and /api/productions/{id}/zip: with a frame, one centred crop per photo too. */
export const PrintZipQuery = z.object({
	frame: PrintFrameField.optional(),
	bleed: Flag.default(false),
});

export const LicenceItemParams = z.object({ itemId: z.uuid("must be a uuid") });

const Level = z.enum(["green", "amber", "red"]);

/** How one frame size fits the photo, with or without bleed. */
export const PrintFit = z.object({
	orientation: z.enum(["portrait", "landscape"]),
	/** The print in inches (bleed included), as oriented. */
	width_in: z.number(),
	height_in: z.number(),
	/** The centred crop's size in the photo's pixels. */
	crop_width: z.number().int(),
	crop_height: z.number().int(),
	dpi: z.number().int(),
	level: Level,
	sentence: z.string(),
});
export type PrintFit = z.infer<typeof PrintFit>;

export const PrintSize = z.object({
	frame: PrintFrameField,
	label: z.string(),
	kind: z.enum(["print", "mat"]),
	plain: PrintFit,
	bleed: PrintFit,
});
export type PrintSize = z.infer<typeof PrintSize>;

/** GET /api/licences/{itemId}/print */
export const PrintInfo = z.object({
	item_id: z.uuid(),
	licence_number: z.string(),
	order_id: z.uuid(),
	photo: z.object({
		id: z.uuid(),
		photoid: z.number().int(),
		title: z.string(),
		/** The original's size in pixels. */
		width: z.number().int(),
		height: z.number().int(),
		/** The watermarked preview the page draws the crop on. */
		preview_url: z.string().nullable(),
	}),
	sizes: z.array(PrintSize),
});
export type PrintInfo = z.infer<typeof PrintInfo>;

/** The print routes' URLs (the web's client and the order and production pages' links). */
export const PRINT_API = {
	info: (itemId: string) => `/api/licences/${encodeURIComponent(itemId)}/print`,
	crop: (itemId: string, query: { frame: string; bleed: boolean; x: number; y: number }) =>
		`/api/licences/${encodeURIComponent(itemId)}/crop?${new URLSearchParams({
			frame: query.frame,
			bleed: query.bleed ? "1" : "0",
			x: String(query.x),
			y: String(query.y),
		})}`,
	orderZip: (orderId: string, crops?: { frame: string; bleed: boolean }) =>
		`/api/orders/${encodeURIComponent(orderId)}/zip${zipQuery(crops)}`,
	productionZip: (projectId: string, crops?: { frame: string; bleed: boolean }) =>
		`/api/productions/${encodeURIComponent(projectId)}/zip${zipQuery(crops)}`,
};

const zipQuery = (crops?: { frame: string; bleed: boolean }) =>
	crops ? `?${new URLSearchParams({ frame: crops.frame, bleed: crops.bleed ? "1" : "0" })}` : "";
