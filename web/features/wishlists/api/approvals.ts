import type {
	ApprovalsResponse,
	CommentResponse,
	CommentsResponse,
	Decision,
	SendForApprovalResponse,
} from "@core/contracts/approvals";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch, type Reply } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import { wishlistKeys } from "./keys";

/**
 * A company shortlist's approvals and comments (issue 29, docs/approvals.md). Keyed under the
 * user-scoped "wishlists" root, so a sign-out drops them with the lists.
 */
export const approvalKeys = {
	approvals: (id: string) => [...wishlistKeys.detail(id), "approvals"] as const,
	comments: (id: string, photoId: string) => [...wishlistKeys.detail(id), "comments", photoId] as const,
};

/** The production activity feeds (web/features/approvals keys them so): stale after any team action. */
const ACTIVITY_ROOT = ["wishlists", "production-activity"] as const;

export function getApprovals(id: string, signal?: AbortSignal): Promise<ApprovalsResponse> {
	return apiFetch<Reply<typeof ApprovalsResponse>>(apiPaths.wishlistApprovals(id), { signal });
}

export function approvalsQueryOptions(id: string) {
	return queryOptions({
		queryKey: approvalKeys.approvals(id),
		queryFn: ({ signal }) => getApprovals(id, signal),
		retry: false,
	});
}

export const useApprovals = (id: string) => useQuery(approvalsQueryOptions(id));

export function useDecide(id: string) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (decisions: Decision[]) =>
			apiFetch<Reply<typeof ApprovalsResponse>>(apiPaths.wishlistApprovals(id), {
				method: "POST",
				body: { decisions },
			}),
		onSuccess: (data) => {
			queryClient.setQueryData(approvalKeys.approvals(id), data);
			return queryClient.invalidateQueries({ queryKey: ACTIVITY_ROOT });
		},
	});
}

export function useSendForApproval(id: string) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (photoIds?: string[]) =>
			apiFetch<Reply<typeof SendForApprovalResponse>>(apiPaths.wishlistSendForApproval(id), {
				method: "POST",
				body: photoIds ? { photo_ids: photoIds } : {},
			}),
		onSuccess: () =>
			Promise.all([
				queryClient.invalidateQueries({ queryKey: approvalKeys.approvals(id) }),
				queryClient.invalidateQueries({ queryKey: ACTIVITY_ROOT }),
			]),
	});
}

export function useComments(id: string, photoId: string, enabled: boolean) {
	return useQuery({
		queryKey: approvalKeys.comments(id, photoId),
		queryFn: ({ signal }) =>
			apiFetch<Reply<typeof CommentsResponse>>(apiPaths.wishlistItemComments(id, photoId), { signal }),
		enabled,
	});
}

export function useAddComment(id: string, photoId: string) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (body: string) =>
			apiFetch<Reply<typeof CommentResponse>>(apiPaths.wishlistItemComments(id, photoId), {
				method: "POST",
				body: { body },
			}),
		onSuccess: () =>
			Promise.all([
				queryClient.invalidateQueries({ queryKey: approvalKeys.comments(id, photoId) }),
				queryClient.invalidateQueries({ queryKey: approvalKeys.approvals(id) }),
				queryClient.invalidateQueries({ queryKey: ACTIVITY_ROOT }),
			]),
	});
}
