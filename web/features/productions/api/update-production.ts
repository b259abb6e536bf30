import type { ProductionResponse, ProductionUpdate } from "@core/contracts/teams";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshOrganisers } from "@/api/projects/organiser-cache";
import { apiFetch } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";

export function updateProduction(id: string, body: ProductionUpdate): Promise<ProductionResponse> {
	return apiFetch<ProductionResponse>(apiPaths.production(id), { method: "PATCH", body });
}

/** Saves the details; the page, the project pickers, wishlists and the company's list show them. */
export function useUpdateProduction(id: string) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (body: ProductionUpdate) => updateProduction(id, body),
		onSuccess: () => refreshOrganisers(queryClient),
	});
}
