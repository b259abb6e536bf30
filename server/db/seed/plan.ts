import { createRandom } from "@core/random";
import {
	buildEvents,
	buildFamily,
	buildPhoto,
	type EventDraft,
	type FamilyDraft,
	type ImageSpec,
	type PhotoDraft,
} from "../factories/demo";
import { type DemoLedger, planLedger } from "./ledger";
import { COLLECTIONS } from "./vocabulary";

/** A fixed clock so the same seed gives the same created_at values. */
const SEED_NOW = new Date("2026-11-01T12:00:00Z");

export type DemoParameters = {
	photos: number;
	/** The random seed: the same seed and count give the same archive. */
	seed: number;
	/** Up to this many photos each get their own image; above it, images are shared by look. */
	uniqueImageLimit: number;
};

/**
 * The whole demo archive as rows, before anything is drawn or written. Pure and deterministic:
 * a seed that resumes after a restart plans again and gets the very same rows, so it can write
 * the batches that are missing and nothing twice.
 */
export type DemoPlan = {
	families: FamilyDraft[];
	events: EventDraft[];
	drafts: PhotoDraft[];
	/** The image of each draft, by index: its own, or (large archives) one shared by its look. */
	imageKeys: string[];
	/** The drawing behind each image key. */
	images: Map<string, ImageSpec>;
	collections: { id: string; title: string; description: string; members: PhotoDraft[] }[];
	bannerId: string;
	/** Rights, people's life status and releases (issue 26), drawn from a stream of their own. */
	ledger: DemoLedger;
};

/** Above the unique-image limit, photos of the same look share one drawing (benchmark archives). */
function imageKey(photo: PhotoDraft, index: number, shared: boolean): string {
	if (!shared) return `p${String(index).padStart(6, "0")}`;
	const s = photo.image;
	const people = s.peopleCount <= 2 ? String(s.peopleCount) : s.peopleCount <= 4 ? "3-4" : "5+";
	return `${s.colorStyle}-${s.scene}-${people}-${photo.orientation}`;
}

export function planDemo({ photos, seed, uniqueImageLimit }: DemoParameters): DemoPlan {
	const r = createRandom(seed);
	const familyCount = Math.max(4, Math.min(2000, Math.round(photos / 12)));
	const families = Array.from({ length: familyCount }, (_, i) => buildFamily(r, i));
	const events = buildEvents(r);
	const drafts = Array.from({ length: photos }, (_, index) =>
		buildPhoto(r, { family: r.pick(families), events, index, now: SEED_NOW }),
	);

	const shared = photos > uniqueImageLimit;
	const images = new Map<string, ImageSpec>();
	const imageKeys = drafts.map((p, i) => {
		const key = imageKey(p, i, shared);
		const first = images.get(key);
		if (!first) images.set(key, p.image);
		else {
			// A shared drawing: the row describes the file it points at.
			p.width = first.width;
			p.height = first.height;
			p.image = first;
		}
		return key;
	});

	// Drawn from the stream after the photos, in the order the seed always drew them.
	const collections = COLLECTIONS.map((c) => ({
		title: c.title,
		description: c.description,
		members: drafts.filter((p) => p.photo_status === "live" && p.tags.includes(c.tag)).slice(0, 40),
		id: r.uuid(),
	}));
	const bannerId = r.uuid();
	return {
		families,
		events,
		drafts,
		imageKeys,
		images,
		collections,
		bannerId,
		ledger: planLedger(families, drafts, seed),
	};
}
