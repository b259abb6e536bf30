import {
	REVIEW_API,
	type ReviewDecisionInput,
	type ReviewDecisionsResponse,
	type ReviewQueueResponse,
} from "@core/contracts/review";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch, type Reply } from "@/lib/api-client";

/** Under the user-scoped root "admin": dropped on sign-out. */
export const reviewKeys = {
	all: ["admin", "review"] as const,
	queue: (page: number, family: string) => ["admin", "review", "queue", page, family] as const,
};

/** The queue changes as families send photos and other admins decide: read afresh when shown. */
export function reviewQueueQueryOptions(page: number, family: string) {
	return queryOptions({
		queryKey: reviewKeys.queue(page, family),
		queryFn: ({ signal }) =>
			apiFetch<Reply<typeof ReviewQueueResponse>>(REVIEW_API.queue, {
				query: { page: String(page), family: family || undefined },
				signal,
			}),
		staleTime: 0,
		placeholderData: keepPreviousData,
	});
}

export const useReviewQueue = (page: number, family: string) =>
	useQuery(reviewQueueQueryOptions(page, family));

/** Sends decisions, one per photo; the queue reads again after. */
export function useDecidePhotos() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (decisions: ReviewDecisionInput[]) =>
			apiFetch<Reply<typeof ReviewDecisionsResponse>>(REVIEW_API.decisions, {
				method: "POST",
				body: { decisions },
			}),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
	});
}
