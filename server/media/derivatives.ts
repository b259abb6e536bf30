import { PREVIEW_LONG_SIDE, THUMBNAIL_LONG_SIDE } from "@core/responsive-images";
import sharp, { type OutputInfo } from "sharp";

export const WATERMARK_TEXT = "SET DRESSING PREVIEW";

export interface Derivatives {
	/** WebP, long side 400 px, no watermark: grid cards are too small to be worth stealing. */
	thumbnail: Buffer;
	/** WebP, long side 1200 px, watermarked: large enough to judge a photo, not to use it. */
	preview: Buffer;
	/** The original's real pixel size and byte size, for the catalogue row. */
	width: number;
	height: number;
	fileSize: number;
	/** The most common colour, as #rrggbb (the catalogue's dominant_color). */
	dominantColor: string;
}

/**
 * Rendered watermarks (raw RGBA) by preview size. The catalogue uses a handful of sizes, so
 * this stays small; it is bounded anyway in case originals come in many shapes.
 */
const watermarkCache = new Map<string, Promise<Buffer>>();
const WATERMARK_CACHE_LIMIT = 32;

function watermarkSvg(width: number, height: number): string {
	const size = Math.max(14, Math.round(Math.max(width, height) * 0.032));
	const diagonal = Math.ceil(Math.hypot(width, height));
	const stepX = Math.round(size * (WATERMARK_TEXT.length * 0.92 + 3));
	const stepY = Math.round(size * 4.2);
	const rows: string[] = [];
	// Text laid out on a grid covering the rotated diagonal, offset every other row like bricks.
	for (let row = 0, y = -diagonal / 2; y < diagonal / 2 + stepY; row++, y += stepY) {
		for (let x = -diagonal / 2 - (row % 2) * (stepX / 2); x < diagonal / 2 + stepX; x += stepX) {
			rows.push(`<text x="${Math.round(x)}" y="${Math.round(y)}">${WATERMARK_TEXT}</text>`);
		}
	}
	// White fill with a thin dark outline stays readable on both sky and shadow.
	return [
		`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">`,
		`<g transform="translate(${width / 2},${height / 2}) rotate(-30)" font-family="sans-serif" font-weight="bold" font-size="${size}" letter-spacing="${Math.round(size * 0.12)}"`,
		` fill="#ffffff" fill-opacity="0.34" stroke="#000000" stroke-opacity="0.18" stroke-width="${Math.max(1, size / 28).toFixed(1)}">`,
		rows.join(""),
		"</g></svg>",
	].join("");
}

function watermark(width: number, height: number): Promise<Buffer> {
	const key = `${width}x${height}`;
	const cached = watermarkCache.get(key);
	if (cached) return cached;
	if (watermarkCache.size >= WATERMARK_CACHE_LIMIT) {
		const oldest = watermarkCache.keys().next().value;
		if (oldest !== undefined) watermarkCache.delete(oldest);
	}
	const rendered = sharp(Buffer.from(watermarkSvg(width, height)))
		.ensureAlpha()
		.raw()
		.toBuffer();
	// A failed render must not poison the cache for every later preview of that size.
	rendered.catch(() => watermarkCache.delete(key));
	watermarkCache.set(key, rendered);
	return rendered;
}

/**
 * Blends an RGBA watermark over RGB pixels in place. A JavaScript loop that skips the fully
 * transparent majority of pixels measured ~4x faster than libvips' float composite here.
 */
function blendWatermark(pixels: Buffer, channels: number, mark: Buffer): void {
	const count = Math.min(pixels.length / channels, mark.length / 4);
	for (let i = 0; i < count; i++) {
		const alpha = mark[i * 4 + 3] as number;
		if (alpha === 0) continue;
		for (let c = 0; c < 3 && c < channels; c++) {
			const at = i * channels + c;
			const v = pixels[at] as number;
			pixels[at] = v + (((mark[i * 4 + c] as number) - v) * alpha) / 255;
		}
	}
}

/** The AVIF twin of a WebP derivative: the same key or URL with `.avif` for `.webp`. */
export function avifVariant(webp: string): string {
	if (!webp.endsWith(".webp")) throw new Error(`avifVariant: not a WebP derivative: ${webp}`);
	return `${webp.slice(0, -".webp".length)}.avif`;
}

export interface DerivativeOptions {
	/** Also encode AVIF twins of the thumbnail and the preview (about 0.3 s more per photo). */
	avif?: boolean;
	/** Refuse originals above this many pixels (sharp's decompression-bomb guard). */
	limitInputPixels?: number;
}

export interface AvifDerivatives {
	thumbnailAvif: Buffer;
	previewAvif: Buffer;
}

const hex = (n: number) =>
	Math.max(0, Math.min(255, Math.round(n)))
		.toString(16)
		.padStart(2, "0");

/**
 * Makes the grid thumbnail and the watermarked detail preview of an original, decoding the
 * original only once (at preview size) and encoding the derivatives in parallel. A truncated
 * original is refused rather than saved with a grey band where its missing end was.
 */
export async function makeDerivatives(
	original: Buffer,
	options: DerivativeOptions & { avif: true },
): Promise<Derivatives & AvifDerivatives>;
export async function makeDerivatives(original: Buffer, options?: DerivativeOptions): Promise<Derivatives>;
export async function makeDerivatives(
	original: Buffer,
	options: DerivativeOptions = {},
): Promise<Derivatives & Partial<AvifDerivatives>> {
	const input = {
		failOn: "truncated",
		...(options.limitInputPixels ? { limitInputPixels: options.limitInputPixels } : {}),
	} as const;
	const meta = await sharp(original, input).metadata();
	// Width and height as displayed, i.e. after any EXIF rotation.
	const { width, height } = meta.autoOrient;
	if (!width || !height) throw new Error("makeDerivatives: the original has no pixel size");
	const base = await sharp(original, { ...input, autoOrient: true })
		.resize(PREVIEW_LONG_SIDE, PREVIEW_LONG_SIDE, { fit: "inside", withoutEnlargement: true })
		.removeAlpha()
		.toColourspace("srgb")
		.raw()
		.toBuffer({ resolveWithObject: true });
	const raw = { raw: { width: base.info.width, height: base.info.height, channels: base.info.channels } };
	// The thumbnail is made on another thread while the watermark is blended into the pixels, so
	// it gets its own copy of them.
	const clean = Buffer.from(base.data);
	const small = sharp(clean, raw)
		.resize(THUMBNAIL_LONG_SIDE, THUMBNAIL_LONG_SIDE, { fit: "inside", withoutEnlargement: true })
		.raw()
		.toBuffer({ resolveWithObject: true });
	// The colour from the thumbnail's pixels: the same most common colour as the preview's, for a
	// ninth of the work (stats() also measures entropy and sharpness; on the preview it was a
	// third of all the time a photo's derivatives took).
	const dominant = small
		.then(({ data, info }) =>
			sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).stats(),
		)
		.then(({ dominant: { r, g, b } }) => `#${hex(r)}${hex(g)}${hex(b)}`);
	const encode = async (
		pixels: Promise<{ data: Buffer; info: OutputInfo }>,
		webpQuality: number,
		effort: number,
	) => {
		const { data, info } = await pixels;
		const from = () =>
			sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
		return Promise.all([
			from().webp({ quality: webpQuality, effort }).toBuffer(),
			options.avif ? from().avif({ quality: 50, effort: 2 }).toBuffer() : undefined,
		]);
	};
	const marked = watermark(base.info.width, base.info.height).then((mark) => {
		blendWatermark(base.data, base.info.channels, mark);
		return { data: base.data, info: base.info };
	});
	// Effort 2 is about 3x faster than the default 4 on grainy pictures, for ~10% more bytes.
	const [[thumbnail, thumbnailAvif], [preview, previewAvif], dominantColor] = await Promise.all([
		encode(small, 72, 3),
		encode(marked, 76, 2),
		dominant,
	]);
	return {
		thumbnail,
		preview,
		width,
		height,
		fileSize: original.length,
		dominantColor,
		...(thumbnailAvif && previewAvif ? { thumbnailAvif, previewAvif } : {}),
	};
}
