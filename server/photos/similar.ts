import type { SimilarPhotosResponse } from "@core/contracts/photos";
import {
	rankSimilar,
	SIMILAR_CANDIDATE_LIMIT,
	SIMILAR_PAGE_SIZE,
	type SimilarityFacts,
} from "@core/similar-photos";
import type { Database } from "../db/client";
import { elementShares } from "../db/stats";
import {
	type CandidateReach,
	genericTagNames,
	liveSimilarityRow,
	type SimilarityRow,
	similarCandidates,
	synonymGroupWords,
} from "./queries";
import { photoSummaries } from "./service";

/**
 * Candidates are read through the photo's rarest tags first, adding tags until about this many
 * photos hold one of them: the common tags ('family') would bring in most of the archive only
 * to be outranked by the photos that share the rare ones. No more than this many are read.
 */
export const CANDIDATE_READ_TARGET = 1_000;

const lower = (values: readonly string[]) => [...new Set(values.map((v) => v.trim().toLowerCase()))];

/** Which synonym groups each word is in: the photo's groups, named by their synonym_of word. */
async function synonymGroups(database: Database, tags: string[]): Promise<Map<string, string[]>> {
	const rows = await synonymGroupWords(database, tags);
	const groups = new Map<string, string[]>();
	for (const { grp, word } of rows) groups.set(word, [...(groups.get(word) ?? []), grp]);
	return groups;
}

/**
 * Which photos to read candidates from: those holding one of the photo's rarest words, adding
 * words until about CANDIDATE_READ_TARGET photos. When even the
 * rarest word is that common, those holding its two rarest words (far fewer, and the likeliest
 * to score well), or two of its three rarest when that pair is too rare; with a single word, it.
 */
async function readThrough(database: Database, words: string[]): Promise<CandidateReach> {
	const stats = await elementShares(database, "photos", "tags");
	// Words the statistics do not list are rarer than every word they do.
	const share = (w: string) => stats.shares.get(w) ?? stats.rarestShare / 2;
	const byRarity = [...words].sort((a, b) => share(a) - share(b) || a.localeCompare(b));
	const reach = (w: string) => share(w) * stats.rows;
	const chosen: string[] = [];
	let total = 0;
	for (const word of byRarity) {
		if (reach(word) > CANDIDATE_READ_TARGET || total >= CANDIDATE_READ_TARGET) break;
		chosen.push(word);
		total += reach(word);
	}
	if (chosen.length > 0 || byRarity.length < 2) return { any: chosen.length > 0 ? chosen : byRarity };
	const [a = "", b = "", c] = byRarity;
	// Each pair is two posting lists for GIN to intersect: the rarest pair alone when it holds enough.
	const enough = share(a) * share(b) * stats.rows >= CANDIDATE_READ_TARGET;
	const pairs: string[][] =
		c && !enough
			? [
					[a, b],
					[a, c],
					[b, c],
				]
			: [[a, b]];
	return { pairs };
}

/**
 * Similar photos (spec section 9): live photos sharing tags or synonym groups with this one,
 * at most SIMILAR_CANDIDATE_LIMIT candidates (those sharing the most words first), scored in
 * core/similar-photos, above the minimum relevance, in pages of SIMILAR_PAGE_SIZE. Null when
 * there is no such live photo.
 */
export async function similarPhotos(
	database: Database,
	photoId: string,
	offset: number,
): Promise<SimilarPhotosResponse | null> {
	const photo = await liveSimilarityRow(database, photoId);
	if (!photo) return null;
	const tags = lower(photo.tags);
	if (tags.length === 0) return { photos: [], total: 0, offset, has_more: false };
	const groups = await synonymGroups(database, tags);
	const words = lower([...tags, ...groups.keys()]);
	const [through, generic] = await Promise.all([
		readThrough(database, words),
		genericTagNames(database, tags),
	]);
	// At most CANDIDATE_READ_TARGET photos are read; of those, the ones sharing the most words are scored.
	const candidates = await similarCandidates(
		database,
		photo.id,
		through,
		words,
		CANDIDATE_READ_TARGET,
		SIMILAR_CANDIDATE_LIMIT,
	);
	const facts = (row: SimilarityRow): SimilarityFacts & { id: string } => ({
		id: row.id,
		tags: row.tags,
		synonymGroups: lower(row.tags).flatMap((t) => groups.get(t) ?? []),
		peopleComposition: row.people_composition,
		decade: row.decade_taken,
		imageStyle: row.image_style,
		ethnicities: row.ethnicities,
	});
	const ranked = rankSimilar(facts(photo), candidates.map(facts), new Set(generic));
	const page = ranked.slice(offset, offset + SIMILAR_PAGE_SIZE);
	const relevance = new Map(page.map((r) => [r.id, r.relevance]));
	const cards = await photoSummaries(
		database,
		page.map((r) => r.id),
	);
	return {
		photos: cards.map((card) => ({ ...card, relevance: relevance.get(card.id) ?? 0 })),
		total: ranked.length,
		offset,
		has_more: offset + page.length < ranked.length,
	};
}
