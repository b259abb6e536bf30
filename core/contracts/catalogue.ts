import { z } from "zod";
import { DECADES } from "../decades";
import { PHOTO_FLAGS } from "../photo-flags";
import { PHOTO_STATUSES } from "../photo-status";
import { ORIENTATION_OPTIONS } from "../search-options";
import { pagedList, pageQuery } from "./paging";
import { PhotoFlags } from "./photos";

/**
 * The admin catalogue (issue 9): getting photos in (uploads, CSV metadata, the CLI import),
 * getting them right (the photo list and editor, taxonomy suggestions), getting them live
 * (status changes), the families who own them, and the site banner.
 */

// ------------------------------------------------------------------ uploads

/** Originals an admin may upload, as the Content-Type of the raw request body. */
export const PHOTO_UPLOAD_TYPES = ["image/jpeg", "image/png", "image/webp", "image/tiff"] as const;
/** The largest original accepted, in bytes (a 600 dpi scan of a large print fits). */
export const PHOTO_UPLOAD_MAX_BYTES = 60 * 1024 * 1024;
/** The largest original accepted, in pixels (width × height). */
export const PHOTO_UPLOAD_MAX_PIXELS = 120_000_000;

export const PHOTO_UPLOAD_TEXT = {
	wrongType: "Upload JPEG, PNG, WebP or TIFF images only",
	tooLarge: `The file is larger than ${PHOTO_UPLOAD_MAX_BYTES / 1024 / 1024} MB`,
	tooManyPixels: `The image is larger than ${PHOTO_UPLOAD_MAX_PIXELS / 1_000_000} megapixels`,
	broken: "The file is not a readable image: it may be damaged or incomplete",
	noFamily: "Choose the family the photos belong to",
	unknownFamily: "That family does not exist",
} as const;

/**
 * POST /api/admin/photos/uploads?family=<uuid>&filename=<name>: one original per request, the
 * raw file as the body, so the browser can show each file's progress and a failed file costs
 * only itself. The photo is created as a draft.
 */
export const PhotoUploadQuery = z.object({
	family: z.uuid(PHOTO_UPLOAD_TEXT.noFamily),
	filename: z.string().trim().min(1, "Name the file").max(255, "The file name is too long"),
});
export type PhotoUploadQuery = z.infer<typeof PhotoUploadQuery>;

/** The price an uploaded photo starts with until an admin sets its own (background dressing, cents). */
export const PHOTO_DEFAULT_PRICE_CENTS = 4900;

/**
 * A photo's orientation from its displayed pixel size (spec section 2, the photo page layout):
 * square between 0.95 and 1.05 width/height, horizontal above, vertical below.
 */
export function photoOrientation(width: number, height: number): (typeof ORIENTATION_OPTIONS)[number] {
	const ratio = width / height;
	if (ratio > 1.05) return "horizontal";
	if (ratio < 0.95) return "vertical";
	return "square";
}

// ------------------------------------------------------------------ list

export const ADMIN_PHOTO_SORTS = [
	"created_at",
	"updated_at",
	"photoid",
	"title",
	"photo_status",
	"price_cents",
] as const;
export const ADMIN_PHOTO_PAGE_SIZES = [25, 50, 100] as const;
export const ADMIN_PHOTO_DEFAULT_PAGE_SIZE = 50;

/** GET /api/admin/photos: every photo whatever its status, one page of a sorted, filtered table. */
export const AdminPhotoListQuery = z.object({
	/** Words of the title or description, a #photoid, a file name or a family's storefront name. */
	q: z.string().trim().max(200).optional(),
	status: z.enum([...PHOTO_STATUSES, "all"]).default("all"),
	/** Only photos with this issue flag set, or with any of them set. */
	flag: z.enum([...PHOTO_FLAGS, "any"]).optional(),
	family: z.uuid().optional(),
	decade: z.enum(DECADES).optional(),
	sort: z.enum(ADMIN_PHOTO_SORTS).default("created_at"),
	dir: z.enum(["asc", "desc"]).default("desc"),
	...pageQuery(ADMIN_PHOTO_DEFAULT_PAGE_SIZE),
});
export type AdminPhotoListQuery = z.input<typeof AdminPhotoListQuery>;

export const FamilyRef = z.object({
	id: z.uuid(),
	storefront_name: z.string().nullable(),
	email: z.string(),
});
export type FamilyRef = z.infer<typeof FamilyRef>;

export const AdminPhotoRow = PhotoFlags.extend({
	id: z.uuid(),
	photoid: z.number().int(),
	title: z.string(),
	thumbnail_url: z.string().nullable(),
	photo_status: z.enum(PHOTO_STATUSES),
	family: FamilyRef,
	decade_taken: z.string().nullable(),
	price_cents: z.number().int(),
	original_filename: z.string().nullable(),
	width: z.number().int().nullable(),
	height: z.number().int().nullable(),
	featured: z.boolean(),
	created_at: z.string(),
	updated_at: z.string(),
});
export type AdminPhotoRow = z.infer<typeof AdminPhotoRow>;

export const AdminPhotoListResponse = z.object({
	photos: z.array(AdminPhotoRow),
	total: z.number().int().nonnegative(),
	page: z.number().int().min(1),
	page_size: z.number().int().min(1),
	/** Photos per status under the same search, family and flag filters (for the status tabs). */
	status_counts: z.record(z.enum(PHOTO_STATUSES), z.number().int().nonnegative()),
});
export type AdminPhotoListResponse = z.infer<typeof AdminPhotoListResponse>;

// ------------------------------------------------------------------ editor

/** Text a field may be left without: blank means "not known" and is stored as null. */
export const optionalText = (max: number) =>
	z
		.string()
		.trim()
		.max(max, `At most ${max} characters`)
		.nullable()
		.transform((value) => (value ? value : null));

/** The most values a photo's word list (tags, emotions …) holds. */
export const PHOTO_WORDS_MAX = 40;

const wordList = z
	.array(z.string().trim().min(1, "A value cannot be blank").max(60, "At most 60 characters per value"))
	.max(PHOTO_WORDS_MAX, `At most ${PHOTO_WORDS_MAX} values`)
	.transform((values) => {
		const seen = new Set<string>();
		return values.filter((value) => {
			const key = value.toLowerCase();
			if (seen.has(key)) return false;
			seen.add(key);
			return true;
		});
	});

/** Every metadata field of a photo an admin can set (spec section 3, "photo"). */
export const PhotoMetadata = z.object({
	title: z.string().trim().min(1, "Give the photo a title").max(200, "At most 200 characters"),
	description: optionalText(4000),
	/** Background-dressing price in US cents; hero usage is derived from it (core/license.ts). */
	price_cents: z
		.number()
		.int("Whole cents only")
		.min(100, "At least $1.00")
		.max(10_000_000, "At most $100,000"),
	/** The family the photo belongs to. */
	user_id: z.uuid("Choose a family"),
	orientation: z.enum(ORIENTATION_OPTIONS, "Horizontal, vertical or square").nullable(),
	people_count: z.number().int("A whole number").min(0, "Zero or more").max(500, "At most 500").nullable(),
	people_composition: optionalText(80),
	location_city: optionalText(120),
	location_state_province: optionalText(120),
	location_country: optionalText(120),
	decade_taken: z.enum(DECADES, `One of ${DECADES.join(", ")}`).nullable(),
	date_taken: z.iso.date("A date as YYYY-MM-DD").nullable(),
	tags: wordList,
	ethnicities: wordList,
	age_groups: wordList,
	emotions: wordList,
	image_style: optionalText(80),
	color_and_mood: optionalText(80),
	featured: z.boolean(),
	photoshop: z.boolean(),
	info_missing: z.boolean(),
	missing_faces: z.boolean(),
	/** The events the photo shows (ids of events). */
	event_ids: z.array(z.uuid()).max(20, "At most 20 events"),
});
export type PhotoMetadata = z.output<typeof PhotoMetadata>;

/** PATCH /api/admin/photos/:id: any subset of the metadata; a date taken must fall in its decade. */
export const PhotoMetadataUpdate = PhotoMetadata.partial()
	.strict()
	.refine((update) => Object.keys(update).length > 0, { message: "Change at least one field" });
export type PhotoMetadataUpdate = z.input<typeof PhotoMetadataUpdate>;

export const AdminPhotoDetail = AdminPhotoRow.extend({
	description: z.string().nullable(),
	preview_url: z.string().nullable(),
	file_size: z.number().int().nullable(),
	friendly_print_size: z.string().nullable(),
	dominant_color: z.string().nullable(),
	orientation: z.enum(ORIENTATION_OPTIONS).nullable(),
	people_count: z.number().int().nullable(),
	people_composition: z.string().nullable(),
	location_city: z.string().nullable(),
	location_state_province: z.string().nullable(),
	location_country: z.string().nullable(),
	date_taken: z.string().nullable(),
	tags: z.array(z.string()),
	ethnicities: z.array(z.string()),
	age_groups: z.array(z.string()),
	emotions: z.array(z.string()),
	image_style: z.string().nullable(),
	color_and_mood: z.string().nullable(),
	events: z.array(z.object({ id: z.uuid(), name: z.string() })),
	/** Faces tagged on the photo. */
	face_count: z.number().int().nonnegative(),
	/** Why it cannot go live yet (empty when it can): core/photo-status.ts publishProblems. */
	publish_problems: z.array(z.string()),
});
export type AdminPhotoDetail = z.infer<typeof AdminPhotoDetail>;
export const AdminPhotoResponse = z.object({ photo: AdminPhotoDetail });
export type AdminPhotoResponse = z.infer<typeof AdminPhotoResponse>;

/** POST /api/admin/photos/status: move many photos at once; each refused one says why. */
export const PhotoStatusChange = z.object({
	ids: z.array(z.uuid()).min(1, "Choose at least one photo").max(500, "At most 500 photos at once"),
	status: z.enum(PHOTO_STATUSES),
});
export type PhotoStatusChange = z.infer<typeof PhotoStatusChange>;
export const PhotoStatusChangeResponse = z.object({
	updated: z.array(z.uuid()),
	refused: z.array(z.object({ id: z.uuid(), photoid: z.number().int().nullable(), message: z.string() })),
});
export type PhotoStatusChangeResponse = z.infer<typeof PhotoStatusChangeResponse>;

/** Fields whose values the editor suggests from what the catalogue already uses. */
export const SUGGEST_FIELDS = [
	"tags",
	"ethnicities",
	"age_groups",
	"emotions",
	"image_style",
	"color_and_mood",
	"people_composition",
	"location_city",
	"location_state_province",
	"location_country",
] as const;
export type SuggestField = (typeof SUGGEST_FIELDS)[number];

/** GET /api/admin/taxonomy/suggest?field=tags&q=bea: values in use, commonest first. */
export const SuggestQuery = z.object({
	field: z.enum(SUGGEST_FIELDS),
	q: z.string().trim().max(60).default(""),
	limit: z.coerce.number().int().min(1).max(50).default(12),
});
export type SuggestQuery = z.input<typeof SuggestQuery>;
export const SuggestResponse = z.object({
	values: z.array(z.object({ value: z.string(), count: z.number().int().nonnegative() })),
});
export type SuggestResponse = z.infer<typeof SuggestResponse>;

// ------------------------------------------------------------------ CSV metadata

/**
 * The CSV metadata import: a header row, then one row per photo. `filename` (the uploaded
 * file's name) or `photoid` finds the photo; every other column is optional and a blank cell
 * leaves the field as it is. Lists are separated by semicolons; prices are in dollars;
 * `family` is the family's email; `events` are event names (made when new).
 */
export const CSV_KEY_COLUMNS = ["filename", "photoid"] as const;
export const CSV_FIELD_COLUMNS = [
	"title",
	"description",
	"price",
	"family",
	"orientation",
	"people_count",
	"people_composition",
	"location_city",
	"location_state_province",
	"location_country",
	"decade_taken",
	"date_taken",
	"tags",
	"ethnicities",
	"age_groups",
	"emotions",
	"image_style",
	"color_and_mood",
	"featured",
	"photoshop",
	"info_missing",
	"missing_faces",
	"events",
] as const;
export const CSV_LIST_SEPARATOR = ";";
export const CSV_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const CSV_IMPORT_MAX_ROWS = 20_000;

/** One problem in the file: its row (1 is the header) and column, when it has one. */
export const CsvProblem = z.object({
	row: z.number().int().min(1),
	column: z.string().nullable(),
	message: z.string(),
});
export type CsvProblem = z.infer<typeof CsvProblem>;

/**
 * POST /api/admin/photos/metadata-import (text/csv body; ?dry_run=true checks without saving).
 * All rows or none: any problem answers 422 with every problem in `details.problems`.
 */
export const CsvImportQuery = z.object({ dry_run: z.stringbool().default(false) });
export const CsvImportResponse = z.object({
	rows: z.number().int().nonnegative(),
	/** Photos changed (in a dry run: that would be changed). */
	updated: z.number().int().nonnegative(),
	dry_run: z.boolean(),
});
export type CsvImportResponse = z.infer<typeof CsvImportResponse>;

// ------------------------------------------------------------------ families

export const FAMILY_SORTS = ["storefront_name", "created_at", "photo_count", "revenue_cents"] as const;

export const AdminFamilyListQuery = z.object({
	q: z.string().trim().max(200).optional(),
	sort: z.enum(FAMILY_SORTS).default("storefront_name"),
	dir: z.enum(["asc", "desc"]).default("asc"),
	...pageQuery(50),
});
export type AdminFamilyListQuery = z.input<typeof AdminFamilyListQuery>;

export const AdminFamily = z.object({
	id: z.uuid(),
	email: z.string(),
	first_name: z.string().nullable(),
	storefront_name: z.string().nullable(),
	storefront_bio: z.string().nullable(),
	location: z.string().nullable(),
	portrait_url: z.string().nullable(),
	photo_count: z.number().int().nonnegative(),
	live_count: z.number().int().nonnegative(),
	sales_count: z.number().int().nonnegative(),
	revenue_cents: z.number().int().nonnegative(),
	created_at: z.string(),
});
export type AdminFamily = z.infer<typeof AdminFamily>;
export const AdminFamilyListResponse = pagedList("families", AdminFamily);
export type AdminFamilyListResponse = z.infer<typeof AdminFamilyListResponse>;

/** A family's recent sales on its page (the newest 50; totals are on the family). */
export const FamilySale = z.object({
	purchase_id: z.uuid(),
	photo_id: z.uuid(),
	photoid: z.number().int(),
	title: z.string(),
	thumbnail_url: z.string().nullable(),
	license_type: z.string(),
	price_cents: z.number().int(),
	purchase_date: z.string(),
});
export type FamilySale = z.infer<typeof FamilySale>;
export const AdminFamilyDetail = z.object({
	family: AdminFamily,
	status_counts: z.record(z.enum(PHOTO_STATUSES), z.number().int().nonnegative()),
	sales: z.array(FamilySale),
});
export type AdminFamilyDetail = z.infer<typeof AdminFamilyDetail>;
export const AdminFamilyResponse = z.object({ family: AdminFamily });

export const storefrontFields = {
	storefront_name: z
		.string()
		.trim()
		.min(2, "Storefront name must be at least 2 characters long")
		.max(100, "Storefront name must be less than 100 characters")
		.refine((name) => !/[<>"'`]/.test(name), "Storefront name contains invalid characters"),
	storefront_bio: optionalText(2000),
	location: optionalText(120),
	first_name: optionalText(80),
};

/** POST /api/admin/families: a family account (it signs in later with an email link). */
export const FamilyCreate = z
	.object({
		email: z.email("Enter the family's email address").trim().toLowerCase(),
		...storefrontFields,
		storefront_bio: storefrontFields.storefront_bio.optional(),
		location: storefrontFields.location.optional(),
		first_name: storefrontFields.first_name.optional(),
	})
	.strict();
export type FamilyCreate = z.input<typeof FamilyCreate>;
export const FamilyUpdate = z
	.object(storefrontFields)
	.partial()
	.strict()
	.refine((update) => Object.keys(update).length > 0, { message: "Change at least one field" });
export type FamilyUpdate = z.input<typeof FamilyUpdate>;

export const FAMILY_PORTRAIT_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export const FAMILY_PORTRAIT_MAX_BYTES = 10 * 1024 * 1024;

// ------------------------------------------------------------------ site banner

export const BANNER_MAX_CHARS = 5000;

export const AdminBanner = z.object({
	id: z.uuid(),
	/** Stored sanitised. */
	content: z.string(),
	is_active: z.boolean(),
	created_at: z.string(),
	updated_at: z.string(),
});
export type AdminBanner = z.infer<typeof AdminBanner>;
export const AdminBannerListResponse = z.object({ banners: z.array(AdminBanner) });
export type AdminBannerListResponse = z.infer<typeof AdminBannerListResponse>;
export const AdminBannerResponse = z.object({ banner: AdminBanner });
export type AdminBannerResponse = z.infer<typeof AdminBannerResponse>;

/** POST /api/admin/banners and PUT /api/admin/banners/:id. Activating one deactivates the rest. */
export const BannerSave = z
	.object({
		content: z
			.string()
			.trim()
			.min(1, "Write the banner's text")
			.max(BANNER_MAX_CHARS, `At most ${BANNER_MAX_CHARS} characters`),
		is_active: z.boolean().default(false),
	})
	.strict();
export type BannerSave = z.input<typeof BannerSave>;
/** POST /api/admin/banners/preview: what the banner will look like once sanitised. */
export const BannerPreviewResponse = z.object({ content: z.string() });

/** The `details` of a refused CSV import (422): every problem of the file. */
export const CsvImportProblems = z.object({ problems: z.array(CsvProblem) });
export type CsvImportProblems = z.infer<typeof CsvImportProblems>;
