import { z } from "zod";
import {
	FAMILY_UPLOAD_MAX_BYTES,
	FAMILY_UPLOAD_MIN_LONG_SIDE,
	FAMILY_UPLOAD_TYPES,
	PROCESSING_STATES,
} from "../family";

/**
 * A family's uploads (issue 27, scope 3): one original per request as the raw body, checked by
 * its content before anything is kept; its derivatives are made by a background job while the
 * photo shows "Processing". Messages here are shown as they are, in the browser and the API.
 */

export const familyUploadPaths = {
	uploads: "/api/family/uploads",
	status: "/api/family/uploads/status",
} as const;

/** Uploads one family may send in an hour (a shoebox of a few hundred scans fits). */
export const FAMILY_UPLOADS_PER_HOUR = 600;
/** Photos one status request may ask about. */
export const UPLOAD_STATUS_MAX_IDS = 100;

const MB = 1024 * 1024;
const thousands = (n: number) => n.toLocaleString("en-US");

export const FAMILY_UPLOAD_TEXT = {
	wrongType: "Upload JPEG, PNG or TIFF images only",
	tooLarge: `The file is larger than ${FAMILY_UPLOAD_MAX_BYTES / MB} MB; scan or export it smaller`,
	empty: "This file is empty",
	tooSmall: (width: number, height: number) =>
		`The image is too small: photos need at least ${thousands(FAMILY_UPLOAD_MIN_LONG_SIDE)} px on the long side; this one is ${thousands(width)} × ${thousands(height)}`,
	storefrontClosed: "Your storefront is closed, so it takes no new photos",
	tooMany: "You have uploaded a lot in the last hour; wait a little and try again",
	noFilename: "Name the file",
} as const;

/** The file types the browser may pick and send (the server judges the content again). */
export const FAMILY_UPLOAD_ACCEPT = [...FAMILY_UPLOAD_TYPES, ".jpg", ".jpeg", ".png", ".tif", ".tiff"].join(
	",",
);

/** POST /api/family/uploads?filename=<name>: the file's name gives the photo its first title. */
export const FamilyUploadQuery = z.object({
	filename: z.string().trim().min(1, FAMILY_UPLOAD_TEXT.noFilename).max(255, "The file name is too long"),
});
export type FamilyUploadQuery = z.infer<typeof FamilyUploadQuery>;

export const ProcessingState = z.enum(PROCESSING_STATES);

/** The draft photo an upload made, still processing. */
export const FamilyUploadedPhoto = z.object({
	id: z.uuid(),
	photoid: z.number().int(),
	title: z.string(),
	processing_state: ProcessingState,
});
export type FamilyUploadedPhoto = z.infer<typeof FamilyUploadedPhoto>;
export const FamilyUploadResponse = z.object({ photo: FamilyUploadedPhoto });

/** GET /api/family/uploads/status?ids=a,b,c: the family's own photos among those ids. */
export const UploadStatusQuery = z.object({
	ids: z
		.string()
		.transform((value) => [
			...new Set(
				value
					.split(",")
					.map((id) => id.trim())
					.filter(Boolean),
			),
		])
		.pipe(
			z
				.array(z.uuid("Each id must be a photo's id"))
				.min(1, "Name at least one photo")
				.max(UPLOAD_STATUS_MAX_IDS, `Ask about at most ${UPLOAD_STATUS_MAX_IDS} photos at once`),
		),
});

export const UploadStatus = z.object({
	id: z.uuid(),
	processing_state: ProcessingState,
	/** Set once the derivatives exist (state 'ready'). */
	thumbnail_url: z.string().nullable(),
});
export type UploadStatus = z.infer<typeof UploadStatus>;
/** Photos that are not the caller's (or do not exist) are simply not in the list. */
export const UploadStatusResponse = z.object({ photos: z.array(UploadStatus) });
export type UploadStatusResponse = z.infer<typeof UploadStatusResponse>;
