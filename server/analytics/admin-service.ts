import type { ClickAnalyticsResponse, SearchAnalyticsResponse, Synonym } from "@core/contracts/analytics";
import { TRACKING_TEXT } from "@core/contracts/analytics";
import { ErrorCode } from "@core/contracts/errors";
import { SEARCH_METHODS, type SearchMethod } from "@core/search-query";
import {
	CLICK_ENTITY_TYPES,
	type ClickEntityType,
	type DayRange,
	daysInRange,
	lastDays,
	TRACKING,
	utcDay,
} from "@core/tracking";
import type { Database } from "../db/client";
import { type Executor, uniqueViolation } from "../db/executor";
import { DomainError, NotFoundError, ValidationError } from "../errors";
import {
	clickAnalyticsCount,
	clickAnalyticsRows,
	clicksPerDay,
	clicksPerEntityType,
	unprocessedClickCount,
} from "./queries/clicks";
import {
	noResultSearches,
	searchesPerDay,
	searchesPerMethod,
	searchTotals,
	topSearches,
} from "./queries/searches";
import {
	deleteSynonymRow,
	insertSynonym,
	lockSynonyms,
	pairExists,
	selectSynonyms,
	updateSynonymRow,
} from "./queries/synonyms";

// ---------------------------------------------------------------- date ranges

const DEFAULT_RANGE_DAYS = TRACKING.analyticsDefaultDays;
const MAX_RANGE_DAYS = TRACKING.analyticsMaxDays;

/**
 * Both ends inclusive, as UTC days. A missing end is today, a missing start the 30 days up to
 * the end. A start after the end or a range over 366 days is a 400.
 */
export function resolveRange(query: { from?: string; to?: string }, now: number = Date.now()): DayRange {
	const to = query.to ?? utcDay(now);
	const from = query.from ?? lastDays(DEFAULT_RANGE_DAYS, to).from;
	if (from > to) throw new ValidationError(TRACKING_TEXT.dateOrder, { from: TRACKING_TEXT.dateOrder });
	if (daysInRange({ from, to }) > MAX_RANGE_DAYS)
		throw new ValidationError(TRACKING_TEXT.rangeTooLong, { from: TRACKING_TEXT.rangeTooLong });
	return { from, to };
}

// ---------------------------------------------------------------- synonyms

const synonymExists = () =>
	new DomainError(409, ErrorCode.conflict, TRACKING_TEXT.synonymExists, {
		synonym_of: TRACKING_TEXT.synonymExists,
	});

/** The synonyms, by term; with `q`, those whose term or synonym_of contains it. */
export function listSynonyms(database: Database, q?: string): Promise<Synonym[]> {
	return selectSynonyms(database, q);
}

/**
 * The search looks synonyms up both ways, so a pair and its reverse are the same synonym. Writes
 * are serialised by a transaction lock, so two admins adding a pair and its reverse at once
 * cannot both succeed.
 */
async function assertNewPair(tx: Executor, term: string, synonymOf: string, exceptId?: string) {
	await lockSynonyms(tx);
	if (await pairExists(tx, term, synonymOf, exceptId)) throw synonymExists();
}

async function guardUnique<T>(work: () => Promise<T>): Promise<T> {
	try {
		return await work();
	} catch (err) {
		if (uniqueViolation(err) !== null) throw synonymExists();
		throw err;
	}
}

export function createSynonym(
	database: Database,
	input: { term: string; synonym_of: string },
): Promise<Synonym> {
	return guardUnique(() =>
		database.db.transaction(async (tx) => {
			await assertNewPair(tx, input.term, input.synonym_of);
			return insertSynonym(tx, input);
		}),
	);
}

export function updateSynonym(
	database: Database,
	id: string,
	input: { term: string; synonym_of: string },
): Promise<Synonym> {
	return guardUnique(() =>
		database.db.transaction(async (tx) => {
			await assertNewPair(tx, input.term, input.synonym_of, id);
			const synonym = await updateSynonymRow(tx, id, input);
			if (!synonym) throw new NotFoundError(TRACKING_TEXT.synonymNotFound);
			return synonym;
		}),
	);
}

export async function deleteSynonym(database: Database, id: string): Promise<void> {
	if (!(await deleteSynonymRow(database, id))) throw new NotFoundError(TRACKING_TEXT.synonymNotFound);
}

// ---------------------------------------------------------------- search analytics

/** The admin search analytics (spec section 2, /admin/search-analytics) over a range of UTC days. */
export async function searchAnalytics(database: Database, range: DayRange): Promise<SearchAnalyticsResponse> {
	const [sum, top, empty, overTime, perMethod] = await Promise.all([
		searchTotals(database, range),
		topSearches(database, range),
		noResultSearches(database, range),
		searchesPerDay(database, range),
		searchesPerMethod(database, range),
	]);
	return {
		...range,
		totals: {
			searches: sum?.searches ?? 0,
			unique_terms: sum?.unique_terms ?? 0,
			no_result_searches: sum?.no_results ?? 0,
			sessions: sum?.sessions ?? 0,
		},
		top_searches: top,
		no_result_searches: empty,
		over_time: overTime,
		methods: SEARCH_METHODS.map((method: SearchMethod) => ({ method, searches: perMethod.get(method) ?? 0 })),
		synonym_expanded_searches: sum?.expanded ?? 0,
	};
}

// ---------------------------------------------------------------- click analytics

export type ClickAnalyticsFilter = {
	entity_type?: ClickEntityType;
	taxonomy_type?: string;
	entity_id?: string;
	from?: string;
	to?: string;
	limit: number;
	offset: number;
};

/** The aggregator's backlog: the click events not yet folded. */
export function unprocessedClicks(database: Database): Promise<number> {
	return unprocessedClickCount(database);
}

/**
 * The admin click analytics: every click_analytics row matching the filters, most clicks first
 * (clicks inside the date range when one is given, from the daily roll-up), named as the
 * popular lists name them, with the clicks per day for the chart, the clicks per entity type in
 * the range and the aggregator's backlog.
 */
export async function clickAnalytics(
	database: Database,
	filter: ClickAnalyticsFilter,
): Promise<ClickAnalyticsResponse> {
	const ranged = filter.from !== undefined || filter.to !== undefined;
	const range = resolveRange(filter);
	// With a range: the rows clicked inside it, by their clicks there. Without: all-time totals.
	const rowsRange = ranged ? range : null;
	const [rows, total, overTime, perType, unprocessed] = await Promise.all([
		clickAnalyticsRows(database, filter, rowsRange),
		clickAnalyticsCount(database, filter, rowsRange),
		clicksPerDay(database, filter, range),
		clicksPerEntityType(database, rowsRange),
		unprocessedClickCount(database),
	]);
	return {
		rows,
		total,
		over_time: overTime,
		by_entity_type: CLICK_ENTITY_TYPES.map((entity_type) => ({
			entity_type,
			clicks: perType.get(entity_type) ?? 0,
		})),
		unprocessed,
	};
}
