import { renderBackground } from "./brand-assets";
import type { MediaStorage } from "./storage";

export const BACKGROUND_COUNT = 6;

/** Draws the home-page backgrounds once; later starts find them on disk. */
export async function ensureBrandAssets(storage: MediaStorage): Promise<void> {
	const jobs: Promise<unknown>[] = [];
	for (let i = 1; i <= BACKGROUND_COUNT; i++) {
		const key = `backgrounds/${i}.jpg`;
		if (!(await storage.existsPublic(key)))
			jobs.push(renderBackground(i).then((buf) => storage.putPublic(key, buf)));
	}
	await Promise.all(jobs);
}

export async function listBackgrounds(storage: MediaStorage): Promise<string[]> {
	const keys = await storage.listPublic("backgrounds");
	return keys.filter((k) => /\.(jpe?g|webp|png)$/.test(k)).map((k) => storage.publicUrl(k));
}
