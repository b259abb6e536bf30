import { createHash } from "node:crypto";
import { ErrorCode } from "@core/contracts/errors";
import type { FastifyInstance, FastifyRequest } from "fastify";
import sharp, { type Metadata, type ResizeOptions } from "sharp";
import { DomainError, ValidationError } from "../errors";

/**
 * Small images admins upload (company logos, family portraits, studio logos): taken as the raw
 * request body, read by sharp whatever the request claims, and kept only as the WebP sharp wrote.
 * A file is judged by its content: a text file named .png and sent as image/png is refused.
 */

export const NOT_AN_IMAGE = "The file is not an image we can read";
const IMAGE_FORMATS: ReadonlySet<string> = new Set(["png", "jpeg", "webp"]);
/** Refuses decompression bombs: none of these images needs anywhere near this many pixels. */
const MAX_INPUT_PIXELS = 8192 * 8192;

/** Lets a plugin's routes take any body as raw bytes (this plugin's scope only), to refuse the wrong ones in words. */
export function acceptRawImageBodies(app: FastifyInstance): void {
	app.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
}

/** The request's body when its declared type is one the route takes; 415 with `wrongType` otherwise. */
export function imageBody(request: FastifyRequest, types: readonly string[], wrongType: string): Buffer {
	const type = (request.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
	const body: unknown = request.body;
	if (!types.includes(type) || !Buffer.isBuffer(body))
		throw new DomainError(415, ErrorCode.validation, wrongType);
	return body;
}

/**
 * The upload re-encoded as WebP, turned upright and resized as `resize` says for its size;
 * anything that is not a PNG, JPEG or WebP image sharp can read is refused with NOT_AN_IMAGE.
 */
export async function uploadedImageWebp(
	image: Buffer,
	{
		resize,
		quality,
	}: { resize: (size: { width: number; height: number }) => ResizeOptions; quality: number },
): Promise<Buffer> {
	try {
		const input = sharp(image, { limitInputPixels: MAX_INPUT_PIXELS });
		const meta: Metadata = await input.metadata();
		if (!meta.format || !IMAGE_FORMATS.has(meta.format)) throw new ValidationError(NOT_AN_IMAGE);
		return await input
			.rotate()
			.resize(resize({ width: meta.width, height: meta.height }))
			.webp({ quality })
			.toBuffer();
	} catch (err) {
		if (err instanceof ValidationError) throw err;
		// sharp says why in its own words; the admin needs only to know the file is unusable.
		throw new ValidationError(NOT_AN_IMAGE);
	}
}

/** A public media key whose name changes with the content (`<folder>/<id>-<hash>.webp`): caches never show an old one. */
export function contentKey(folder: string, id: string, webp: Buffer): string {
	const hash = createHash("sha256").update(webp).digest("hex").slice(0, 12);
	return `${folder}/${id}-${hash}.webp`;
}
