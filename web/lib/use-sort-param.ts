import { allowedSortOrders, defaultSortOrder, resolveSortOrder, type SortOrder } from "@core/sort-order";
import { useSearchParams } from "react-router";

/**
 * The listing's sort order, kept in the URL's `sort` (shareable, survives a reload). An
 * unknown or not-allowed value falls back to the default (spec section 4, Sort order).
 */
export function useSortParam(hasQuery: boolean, inCollection = false) {
	const [searchParams, setSearchParams] = useSearchParams();
	const sort = resolveSortOrder(searchParams.get("sort"), hasQuery, inCollection);

	function setSort(next: SortOrder) {
		setSearchParams((current) => {
			const params = new URLSearchParams(current);
			if (next === defaultSortOrder(hasQuery, inCollection)) params.delete("sort");
			else params.set("sort", next);
			return params;
		});
	}

	return { sort, setSort, options: allowedSortOrders(hasQuery, inCollection) };
}
