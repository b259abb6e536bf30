import type { DownloadLinkResponse } from "@core/contracts/orders";
import { useMutation } from "@tanstack/react-query";
import { apiFetch, type Reply } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";

/**
 * A signed link to a purchased original, valid for a few minutes (core/orders.ts
 * DOWNLOAD_LINK_SECONDS) and for the buyer's session only: asked for on each click, never ahead.
 */
export function requestDownloadLink(purchaseId: string): Promise<DownloadLinkResponse> {
	return apiFetch<Reply<typeof DownloadLinkResponse>>(apiPaths.purchaseDownloadLink(purchaseId), {
		method: "POST",
	});
}

export function useDownloadLink() {
	return useMutation({ mutationFn: requestDownloadLink });
}
