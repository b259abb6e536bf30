/**
 * Print-ready crops of a licensed photo (issue 30): the standard frame sizes and the mat openings
 * of common frames, the crop each takes from the photo (never enlarged: the file's pixels are the
 * photo's own), and how sharp it prints (effective resolution, in dots per inch).
 */

export const MM_PER_INCH = 25.4;

/** The bleed a printer trims off every side, in inches (1/8 in). */
export const BLEED_INCHES = 0.125;

/** Effective resolution at or above this prints sharp (green). */
export const SHARP_DPI = 300;
/** At or above this (and below SHARP_DPI) it is acceptable for a background print (amber). */
export const ACCEPTABLE_DPI = 150;

export type FrameKind = "print" | "mat";

export type PrintFrame = {
	/** The query value: `?frame=8x10`. */
	id: string;
	/** What the size picker shows. */
	label: string;
	/** How a sentence names it: "8×10 in", "A4", "the 4.5×6.5 in mat opening". */
	name: string;
	kind: FrameKind;
	/** The short and long side in inches (A sizes converted from millimetres). */
	short_in: number;
	long_in: number;
};

const inches = (mm: number) => mm / MM_PER_INCH;

/**
 * Print sizes, then mat openings. A mat's opening is a quarter inch smaller than the print it
 * shows on each side, so the mat overlaps the print by 1/8 in all round (the sizes framers and
 * ready-made mats publish: a 5×7 print matted in an 8×10 frame shows 4.5×6.5 in).
 */
export const PRINT_FRAMES = [
	{ id: "4x6", label: "4×6 in", name: "4×6 in", kind: "print", short_in: 4, long_in: 6 },
	{ id: "5x7", label: "5×7 in", name: "5×7 in", kind: "print", short_in: 5, long_in: 7 },
	{ id: "8x10", label: "8×10 in", name: "8×10 in", kind: "print", short_in: 8, long_in: 10 },
	{ id: "11x14", label: "11×14 in", name: "11×14 in", kind: "print", short_in: 11, long_in: 14 },
	{
		id: "a4",
		label: "A4 (210×297 mm)",
		name: "A4",
		kind: "print",
		short_in: inches(210),
		long_in: inches(297),
	},
	{
		id: "a3",
		label: "A3 (297×420 mm)",
		name: "A3",
		kind: "print",
		short_in: inches(297),
		long_in: inches(420),
	},
	{
		id: "mat-5x7-4x6",
		label: "5×7 frame matted for 4×6: opening 3.5×5.5 in",
		name: "the 3.5×5.5 in mat opening",
		kind: "mat",
		short_in: 3.5,
		long_in: 5.5,
	},
	{
		id: "mat-8x10-5x7",
		label: "8×10 frame matted for 5×7: opening 4.5×6.5 in",
		name: "the 4.5×6.5 in mat opening",
		kind: "mat",
		short_in: 4.5,
		long_in: 6.5,
	},
	{
		id: "mat-11x14-8x10",
		label: "11×14 frame matted for 8×10: opening 7.5×9.5 in",
		name: "the 7.5×9.5 in mat opening",
		kind: "mat",
		short_in: 7.5,
		long_in: 9.5,
	},
	{
		id: "mat-16x20-11x14",
		label: "16×20 frame matted for 11×14: opening 10.5×13.5 in",
		name: "the 10.5×13.5 in mat opening",
		kind: "mat",
		short_in: 10.5,
		long_in: 13.5,
	},
] as const satisfies readonly PrintFrame[];

export type PrintFrameId = (typeof PRINT_FRAMES)[number]["id"];

export const PRINT_FRAME_IDS = PRINT_FRAMES.map((f) => f.id) as [PrintFrameId, ...PrintFrameId[]];

export function printFrame(id: PrintFrameId): PrintFrame {
	const frame = PRINT_FRAMES.find((f) => f.id === id);
	if (!frame) throw new Error(`unknown print frame ${id}`);
	return frame;
}

export type Orientation = "portrait" | "landscape";

/** Landscape for a photo wider than tall; portrait otherwise (a square photo too). */
export const orientationOf = (width: number, height: number): Orientation =>
	width > height ? "landscape" : "portrait";

export type PrintLevel = "green" | "amber" | "red";

export const levelOf = (dpi: number): PrintLevel =>
	dpi >= SHARP_DPI ? "green" : dpi >= ACCEPTABLE_DPI ? "amber" : "red";

/** The plain sentence beside each size. */
export function printSentence(frame: PrintFrame, dpi: number): string {
	switch (levelOf(dpi)) {
		case "green":
			return `Prints sharp at ${frame.name} (${dpi} dpi).`;
		case "amber":
			return `Acceptable for a background print at ${frame.name} (${dpi} dpi); close-ups may look soft.`;
		case "red":
			return `Too small for ${frame.name} (${dpi} dpi): it will look blurry; choose a smaller size.`;
	}
}

/** A place for the crop in the room the photo leaves free: 0 left (top), 1 right (bottom). */
export type CropOffset = { x: number; y: number };

export const CENTRED: CropOffset = { x: 0.5, y: 0.5 };

export type PrintCrop = {
	frame: PrintFrameId;
	orientation: Orientation;
	bleed: boolean;
	/** The print's size in inches, bleed included, as oriented. */
	width_in: number;
	height_in: number;
	/** The region of the photo, in its pixels. */
	left: number;
	top: number;
	width: number;
	height: number;
	/** Effective resolution: the lower of the two axes, whole dots per inch. */
	dpi: number;
	level: PrintLevel;
	sentence: string;
};

const clamp01 = (v: number) => (Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : 0.5);

/**
 * The crop of a W×H photo for a frame: the largest region of the frame's aspect (bleed included)
 * inside the photo, never larger than the photo (no enlargement), placed by the offset in the
 * room left over (centred by default). The frame turns to the photo's orientation.
 */
export function printCrop(
	photo: { width: number; height: number },
	frameId: PrintFrameId,
	options: { bleed?: boolean; offset?: CropOffset } = {},
): PrintCrop {
	const frame = printFrame(frameId);
	const bleed = options.bleed ?? false;
	const extra = bleed ? 2 * BLEED_INCHES : 0;
	const orientation = orientationOf(photo.width, photo.height);
	const short = frame.short_in + extra;
	const long = frame.long_in + extra;
	const [width_in, height_in] = orientation === "landscape" ? [long, short] : [short, long];
	const aspect = width_in / height_in;
	let width: number;
	let height: number;
	if (photo.width / photo.height > aspect) {
		height = photo.height;
		width = Math.min(photo.width, Math.max(1, Math.round(height * aspect)));
	} else {
		width = photo.width;
		height = Math.min(photo.height, Math.max(1, Math.round(width / aspect)));
	}
	const offset = options.offset ?? CENTRED;
	const left = Math.round(clamp01(offset.x) * (photo.width - width));
	const top = Math.round(clamp01(offset.y) * (photo.height - height));
	const dpi = Math.floor(Math.min(width / width_in, height / height_in));
	return {
		frame: frame.id as PrintFrameId,
		orientation,
		bleed,
		width_in,
		height_in,
		left,
		top,
		width,
		height,
		dpi,
		level: levelOf(dpi),
		sentence: printSentence(frame, dpi),
	};
}

/** "SSD-000042-03 8x10 bleed.jpg": the crop's file name. */
export function cropFileName(licenceNumber: string, frameId: PrintFrameId, bleed: boolean): string {
	return `${safeFileName(licenceNumber)} ${frameId}${bleed ? " bleed" : ""}.jpg`;
}

/**
 * A name safe in any file system and zip reader: no path separators, reserved or control
 * characters, no leading dots, runs of spaces made one, at most 120 characters.
 */
export function safeFileName(text: string): string {
	const cleaned = text
		// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
		.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, " ")
		.replace(/\s+/g, " ")
		.trim()
		.replace(/^\.+/, "")
		.slice(0, 120)
		.trim();
	return cleaned || "photo";
}

/** The print routes' messages. */
export const PRINT_TEXT = {
	licenceNotFound: "Licence not found",
	noLicences: "There are no paid licences to download here yet",
	originalMissing: "The original file of this photo is not available: please contact us",
	cropFailed: "The crop could not be made: please try again or contact us",
} as const;
