import {
	ORDER_STATUS_LABELS,
	ORDER_STATUSES,
	type OrderStatus,
	PAYMENT_METHODS,
	type PaymentMethod,
} from "@core/orders";
import type { AdminOrdersQuery } from "../api/get-orders";

/** Rows per page of the orders list (the API's default). */
export const ORDERS_PAGE_SIZE = 25;

/** The list's filters as the URL keeps them: `q`, `status`, `method`, `overdue`, `page`. */
export type OrderFilters = {
	q: string;
	status: OrderStatus | null;
	method: PaymentMethod | null;
	overdue: boolean;
	page: number;
};

export const FILTER_PARAMS = {
	q: "q",
	status: "status",
	method: "method",
	overdue: "overdue",
	page: "page",
	/** The order whose detail is open. */
	order: "order",
} as const;

/** Short names for the filter and the table; checkout's longer ones explain the terms to buyers. */
export const METHOD_SHORT_LABELS: Record<PaymentMethod, string> = { invoice: "Invoice", stripe: "Card" };

export const STATUS_FILTER_OPTIONS: ReadonlyArray<{ value: OrderStatus | ""; label: string }> = [
	{ value: "", label: "All" },
	...ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] })),
];

export const METHOD_FILTER_OPTIONS: ReadonlyArray<{ value: PaymentMethod | ""; label: string }> = [
	{ value: "", label: "All" },
	...PAYMENT_METHODS.map((method) => ({ value: method, label: METHOD_SHORT_LABELS[method] })),
];

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
	return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

/** A hand-edited or stale URL never breaks the page: an unknown value means "no filter". */
export function parseOrderFilters(params: URLSearchParams): OrderFilters {
	const page = Number(params.get(FILTER_PARAMS.page));
	return {
		q: (params.get(FILTER_PARAMS.q) ?? "").trim().slice(0, 200),
		status: oneOf(ORDER_STATUSES, params.get(FILTER_PARAMS.status)),
		method: oneOf(PAYMENT_METHODS, params.get(FILTER_PARAMS.method)),
		overdue: params.get(FILTER_PARAMS.overdue) === "true",
		page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
	};
}

export function hasActiveFilters(filters: OrderFilters): boolean {
	return filters.q !== "" || filters.status !== null || filters.method !== null || filters.overdue;
}

export function ordersQueryOf(filters: OrderFilters): AdminOrdersQuery {
	return {
		...(filters.status ? { status: filters.status } : {}),
		...(filters.method ? { payment_method: filters.method } : {}),
		...(filters.q ? { q: filters.q } : {}),
		...(filters.overdue ? { overdue: true } : {}),
		page: filters.page,
		page_size: ORDERS_PAGE_SIZE,
	};
}

/**
 * The URL's parameters with one filter changed: any change of filter starts again at page 1,
 * and the open order (if any) stays open.
 */
export function withFilter(
	current: URLSearchParams,
	name: "q" | "status" | "method" | "overdue",
	value: string | null,
): URLSearchParams {
	const params = new URLSearchParams(current);
	if (value === null || value === "") params.delete(FILTER_PARAMS[name]);
	else params.set(FILTER_PARAMS[name], value);
	params.delete(FILTER_PARAMS.page);
	return params;
}

/** The same list at another page (page 1 is the bare URL). */
export function withPage(current: URLSearchParams, page: number): URLSearchParams {
	const params = new URLSearchParams(current);
	if (page <= 1) params.delete(FILTER_PARAMS.page);
	else params.set(FILTER_PARAMS.page, String(page));
	params.delete(FILTER_PARAMS.order);
	return params;
}

/** The list as it is with one order's detail open, or closed (`id` null). */
export function withOpenOrder(current: URLSearchParams, id: string | null): URLSearchParams {
	const params = new URLSearchParams(current);
	if (id === null) params.delete(FILTER_PARAMS.order);
	else params.set(FILTER_PARAMS.order, id);
	return params;
}

/** `?a=b` or "" for none: for links that keep the page's path. */
export function searchOf(params: URLSearchParams): string {
	const qs = params.toString();
	return qs ? `?${qs}` : "";
}
