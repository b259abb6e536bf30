import { IMAGE_VARIANTS, type ImageVariantFolder, VARIANT_FILE_NAME } from "@core/responsive-images";
import sharp from "sharp";
import type { MediaStorage } from "./storage";

/** Variants being made now, by key: two requests for the same new file make it once. */
const making = new Map<string, Promise<Buffer | null>>();

/**
 * A smaller twin of a derivative (core/responsive-images.ts), made from the full-size file the
 * first time it is asked for and kept beside it; null when there is no such derivative. Made on
 * demand, every photo has its twin without a migration, uploads and the seed included.
 */
export async function imageVariant(
	storage: MediaStorage,
	folder: ImageVariantFolder,
	name: string,
): Promise<Buffer | null> {
	if (!VARIANT_FILE_NAME.test(name)) return null;
	const key = `${folder}/${name}`;
	if (await storage.existsPublic(key)) return storage.readPublic(key);
	const pending = making.get(key);
	if (pending) return pending;
	const job = (async () => {
		const { of, longSide } = IMAGE_VARIANTS[folder];
		const source = `${of}/${name}`;
		if (!(await storage.existsPublic(source))) return null;
		const data = await sharp(await storage.readPublic(source))
			.resize(longSide, longSide, { fit: "inside", withoutEnlargement: true })
			.webp({ quality: 72, effort: 3 })
			.toBuffer();
		await storage.putPublic(key, data);
		return data;
	})().finally(() => making.delete(key));
	making.set(key, job);
	return job;
}

/** The twins' keys of a derivative's key ('thumbs/x.webp'), for clean-ups. */
export function variantKeys(key: string): string[] {
	const [folder, name] = key.split("/");
	return Object.entries(IMAGE_VARIANTS)
		.filter(([, variant]) => variant.of === folder && name !== undefined)
		.map(([variantFolder]) => `${variantFolder}/${name}`);
}
