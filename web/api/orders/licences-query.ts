import type { MyLicence, MyLicencesResponse } from "@core/contracts/orders";
import { useQuery } from "@tanstack/react-query";
import { sessionQueryOptions } from "@/api/auth/session";
import { apiFetch, type Reply } from "@/lib/api-client";
import { firstAnswer } from "@/lib/first-answers";
import { apiPaths } from "@/lib/paths";

/** Like the cart, the marks go stale after 5 minutes (spec section 9, Caching). */
const LICENCES_STALE_MS = 5 * 60 * 1000;

/**
 * The photos the signed-in buyer or their companies licensed or ordered (issues 28, 29), for the "Licensed" and
 * "Ordered" marks on cards and photo pages and the question before adding one again. Keyed
 * under the user-scoped root "orders": dropped on sign-out, and stale again whenever the orders
 * feature refreshes its orders (an order placed, a payment made).
 */
export const licenceKeys = { mine: (userId: string) => ["orders", "licences", userId] as const };

export function getMyLicences(signal?: AbortSignal): Promise<MyLicencesResponse> {
	return apiFetch<Reply<typeof MyLicencesResponse>>(apiPaths.myLicences, { signal });
}

const EMPTY: ReadonlyMap<string, MyLicence> = new Map();

/** Module-level, so the query keeps one map per answer rather than one per render. */
const byPhoto = (reply: MyLicencesResponse): ReadonlyMap<string, MyLicence> =>
	new Map(reply.licences.map((licence) => [licence.photo_id, licence]));

/** The buyer's licences by photo id; an empty map for guests and while loading (no mark is better than a wrong one). */
export function useMyLicences(): ReadonlyMap<string, MyLicence> {
	// Who is signed in, as the page already knows it: a card never asks for the session itself
	// (the header does), so a card drawn on its own (the components page) asks the server nothing.
	const { data: session } = useQuery({ ...sessionQueryOptions(), enabled: false });
	const user = session?.user ?? null;
	const { data } = useQuery({
		queryKey: licenceKeys.mine(user?.id ?? ""),
		queryFn: ({ signal }) => getMyLicences(signal),
		initialData: () => firstAnswer<MyLicencesResponse>(apiPaths.myLicences),
		enabled: user !== null,
		staleTime: LICENCES_STALE_MS,
		select: byPhoto,
	});
	return data ?? EMPTY;
}

/** The buyer's licence of one photo, or undefined. */
export function useMyLicence(photoId: string): MyLicence | undefined {
	return useMyLicences().get(photoId);
}

/**
 * The words of a mark: "Licensed · The Crown" once paid, "Ordered" while the invoice waits; for a
 * company's order (issue 29), "Licensed by your company · The Crown" and "Ordered by your company",
 * so nobody in the company buys it twice.
 */
export function licenceMarkText(licence: MyLicence): string {
	if (licence.by_company)
		return licence.state === "licensed"
			? `Licensed by your company · ${licence.production}`
			: "Ordered by your company";
	return licence.state === "licensed" ? `Licensed · ${licence.production}` : "Ordered";
}

/** The question before adding a photo the buyer (or their company) licensed or ordered again. */
export function addAgainQuestion(licence: MyLicence): string {
	if (licence.by_company)
		return licence.state === "licensed"
			? `${licence.by_company} already licensed this photo for ${licence.production}. Add it again?`
			: `${licence.by_company} ordered this photo for ${licence.production}; its invoice awaits payment. Add it again?`;
	return licence.state === "licensed"
		? `You licensed this photo for ${licence.production}. Add it again?`
		: `You ordered this photo for ${licence.production}; its invoice awaits payment. Add it again?`;
}
