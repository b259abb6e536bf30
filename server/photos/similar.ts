import type { SimilarPhotosResponse } from "@core/contracts/photos";
import {
	rankSimilar,
	SIMILAR_CANDIDATE_LIMIT,
	SIMILAR_PAGE_SIZE,
	type SimilarityFacts,
} from "@core/similar-photos";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { sqlArray } from "../db/sql";
import { elementShares } from "../db/stats";
import { photoSummaries } from "./service";

/**
 * Candidates are read through the photo's rarest tags first, adding tags until about this many
 * photos hold one of them: the common tags ('family') would bring in most of the archive only
 * to be outranked by the photos that share the rare ones. No more than this many are read.
 */
export const CANDIDATE_READ_TARGET = 1_000;

type FactsRow = {
	id: string;
	tags: string[];
	people_composition: string | null;
	decade_taken: string | null;
	image_style: string | null;
	ethnicities: string[];
};

const lower = (values: readonly string[]) => [...new Set(values.map((v) => v.trim().toLowerCase()))];

/** Which synonym groups each word is in: the photo's groups, named by their synonym_of word. */
async function synonymGroups(database: Database, tags: string[]): Promise<Map<string, string[]>> {
	const rows = await database.query<{ grp: string; word: string }>(sql`
		with g as (
			select distinct lower(synonym_of) as grp from synonyms
			where lower(term) = any(${sqlArray(tags)}::text[]) or lower(synonym_of) = any(${sqlArray(tags)}::text[])
		)
		select g.grp, g.grp as word from g
		union select g.grp, lower(s.term) from g join synonyms s on lower(s.synonym_of) = g.grp`);
	const groups = new Map<string, string[]>();
	for (const { grp, word } of rows) groups.set(word, [...(groups.get(word) ?? []), grp]);
	return groups;
}

/**
 * Which photos to read candidates from, as a condition on p.tags: those holding one of the
 * photo's rarest words, adding words until about CANDIDATE_READ_TARGET photos. When even the
 * rarest word is that common, those holding its two rarest words (far fewer, and the likeliest
 * to score well), or two of its three rarest when that pair is too rare; with a single word, it.
 */
async function readThrough(database: Database, words: string[]): Promise<SQL> {
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
	if (chosen.length > 0 || byRarity.length < 2) {
		const through = chosen.length > 0 ? chosen : byRarity;
		return sql`p.tags && ${sqlArray(through)}::text[]`;
	}
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
	return sql`(${sql.join(
		pairs.map((pair) => sql`p.tags @> ${sqlArray(pair)}::text[]`),
		sql` or `,
	)})`;
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
	const [photo] = await database.query<FactsRow>(sql`
		select id, tags, people_composition, decade_taken, image_style, ethnicities
		from photos where id = ${photoId} and photo_status = 'live'`);
	if (!photo) return null;
	const tags = lower(photo.tags);
	if (tags.length === 0) return { photos: [], total: 0, offset, has_more: false };
	const groups = await synonymGroups(database, tags);
	const words = lower([...tags, ...groups.keys()]);
	const [through, genericRows] = await Promise.all([
		readThrough(database, words),
		database.query<{ name: string }>(
			sql`select lower(name) as name from tags where is_generic and lower(name) = any(${sqlArray(tags)}::text[])`,
		),
	]);
	// At most CANDIDATE_READ_TARGET photos are read, in the order the table holds them: each is a
	// random read of the heap (about 50 µs when it is not cached), and sorting them first would
	// read every match. Of those, the ones sharing the most words are scored.
	const candidates = await database.query<FactsRow>(sql`
		select c.id, c.tags, c.people_composition, c.decade_taken, c.image_style, c.ethnicities
		from (
			select p.id, p.tags, p.people_composition, p.decade_taken, p.image_style, p.ethnicities, p.created_at
			from photos p
			where p.photo_status = 'live' and p.id <> ${photo.id} and ${through}
			limit ${CANDIDATE_READ_TARGET}
		) c
		order by (select count(*) from unnest(c.tags) t where lower(t) = any(${sqlArray(words)}::text[])) desc,
			c.created_at desc nulls last, c.id
		limit ${SIMILAR_CANDIDATE_LIMIT}`);
	const facts = (row: FactsRow): SimilarityFacts & { id: string } => ({
		id: row.id,
		tags: row.tags,
		synonymGroups: lower(row.tags).flatMap((t) => groups.get(t) ?? []),
		peopleComposition: row.people_composition,
		decade: row.decade_taken,
		imageStyle: row.image_style,
		ethnicities: row.ethnicities,
	});
	const ranked = rankSimilar(facts(photo), candidates.map(facts), new Set(genericRows.map((r) => r.name)));
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
