import { slugify } from "@core/slug";
import { renderBackground, renderStudioLogo, STUDIO_NAMES } from "./brand-assets";
import type { MediaStorage } from "./storage";

export const BACKGROUND_COUNT = 6;

const logoKey = (name: string) => `logos/${slugify(name)}.png`;

/** Draws the home-page backgrounds and the studio logos once; later starts find them on disk. */
export async function ensureBrandAssets(storage: MediaStorage): Promise<void> {
	const jobs: Promise<unknown>[] = [];
	for (let i = 1; i <= BACKGROUND_COUNT; i++) {
		const key = `backgrounds/${i}.jpg`;
		if (!(await storage.existsPublic(key)))
			jobs.push(renderBackground(i).then((buf) => storage.putPublic(key, buf)));
	}
	for (const [i, name] of STUDIO_NAMES.entries()) {
		const key = logoKey(name);
		if (!(await storage.existsPublic(key)))
			jobs.push(renderStudioLogo(name, i).then((buf) => storage.putPublic(key, buf)));
	}
	await Promise.all(jobs);
}

export async function listBackgrounds(storage: MediaStorage): Promise<string[]> {
	const keys = await storage.listPublic("backgrounds");
	return keys.filter((k) => /\.(jpe?g|webp|png)$/.test(k)).map((k) => storage.publicUrl(k));
}

export async function listStudioLogos(storage: MediaStorage): Promise<{ name: string; url: string }[]> {
	const out: { name: string; url: string }[] = [];
	for (const name of STUDIO_NAMES) {
		const key = logoKey(name);
		if (await storage.existsPublic(key)) out.push({ name, url: storage.publicUrl(key) });
	}
	return out;
}
