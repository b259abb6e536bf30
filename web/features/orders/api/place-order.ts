import { type CheckoutCreate, type CheckoutResponse, IDEMPOTENCY_HEADER } from "@core/contracts/orders";
import { type QueryClient, useMutation } from "@tanstack/react-query";
import { refreshCart } from "@/api/cart/cart-cache";
import { ApiError, apiFetch, type Reply } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import { refreshOrders } from "./orders-cache";

/** The checkout attempt whose answer never came: its request and the key it was sent with. */
const ATTEMPT_STORE = "ssd.checkout-attempt";

function storedAttempt(): { body: string; key: string } | null {
	try {
		const value: unknown = JSON.parse(sessionStorage.getItem(ATTEMPT_STORE) ?? "null");
		return value && typeof value === "object" && "body" in value && "key" in value
			? { body: String(value.body), key: String(value.key) }
			: null;
	} catch {
		return null;
	}
}

/**
 * The Idempotency-Key of this request: the one already sent with the same request if its answer
 * never arrived (a dropped connection, a reload), so the server hands back the order that attempt
 * placed instead of a second one; otherwise a new one. Kept for the tab (sessionStorage).
 */
function attemptKey(body: string): string {
	const stored = storedAttempt();
	if (stored?.body === body) return stored.key;
	const key = crypto.randomUUID();
	try {
		sessionStorage.setItem(ATTEMPT_STORE, JSON.stringify({ body, key }));
	} catch {
		// Storage refused (private mode): the key still covers retries within this page.
	}
	return key;
}

const forgetAttempt = () => {
	try {
		sessionStorage.removeItem(ATTEMPT_STORE);
	} catch {
		// Nothing was stored.
	}
};

/**
 * Places an order from the caller's cart. The body names no prices: the server prices the cart
 * from the database, and a total other than `expected_total_cents` is a 409 (nothing placed).
 * Sent with an Idempotency-Key; once any answer arrives the attempt is over and its key forgotten.
 */
export async function placeOrder(input: CheckoutCreate): Promise<CheckoutResponse> {
	const key = attemptKey(JSON.stringify(input));
	try {
		const placed = await apiFetch<Reply<typeof CheckoutResponse>>(apiPaths.checkout, {
			method: "POST",
			body: input,
			headers: { [IDEMPOTENCY_HEADER]: key },
		});
		forgetAttempt();
		return placed;
	} catch (error) {
		// Status 0: no answer, so the order may exist; the next try must send the same key.
		if (error instanceof ApiError && error.status !== 0) forgetAttempt();
		throw error;
	}
}

/**
 * The caches are refreshed by the page once it has moved on (`refreshAfterOrder`), not here:
 * a cart emptied by the order would otherwise show checkout's empty state for a moment.
 */
export function usePlaceOrder() {
	return useMutation({ mutationFn: placeOrder });
}

/** After an order: the cart and the header badge, and the buyer's orders and next prefill. */
export async function refreshAfterOrder(queryClient: QueryClient): Promise<void> {
	await Promise.all([refreshCart(queryClient), refreshOrders(queryClient)]);
}
