import { readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { MediaStorage } from "../media/storage";
import type { AuthClient } from "./auth-client";

/** A picture of one colour, encoded as the format asked for. */
export const solidImage = (
	width: number,
	height: number,
	{ format = "png", colour = "#c33" }: { format?: "jpeg" | "png" | "webp"; colour?: string } = {},
) =>
	sharp({ create: { width, height, channels: 3, background: colour } })
		.toFormat(format)
		.toBuffer();

/** Sends an image (or anything posing as one) as a raw request body, as the upload routes take it. */
export const sendImage = (
	client: AuthClient,
	method: "POST" | "PUT",
	url: string,
	body: Buffer | string,
	type: string,
) => client.request({ method, url, payload: body, headers: { "content-type": type } });

/** Every file under the media and originals folders, to prove a refusal leaves nothing behind. */
export async function storedFiles(storage: MediaStorage): Promise<string[]> {
	const all: string[] = [];
	for (const root of [storage.publicDir, storage.privateDir]) {
		const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
		for (const e of entries) if (e.isFile()) all.push(path.join(e.parentPath, e.name));
	}
	return all.sort();
}
