import { z } from "zod";

/**
 * The paging every paged list shares: `page` from 1 and a `page_size` with its own default and
 * ceiling, read from a query string.
 */
export function pageQuery(defaultSize: number, maxSize = 200) {
	return {
		page: z.coerce.number().int().min(1).default(1),
		page_size: z.coerce.number().int().min(1).max(maxSize).default(defaultSize),
	};
}

/** The fields beside the rows of a paged answer: how many there are in all, and which page this is. */
export const pageFields = {
	total: z.number().int().nonnegative(),
	page: z.number().int().min(1),
	page_size: z.number().int().min(1),
};

/** A paged answer: the rows under `key`, and the page fields. */
export function pagedList<K extends string, T extends z.ZodType>(key: K, row: T) {
	return z.object({ [key]: z.array(row), ...pageFields } as { [P in K]: z.ZodArray<T> } & typeof pageFields);
}
