import type { CompanyResponse, CompanyUpdate } from "@core/contracts/companies";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshOrganisers } from "@/api/projects/organiser-cache";
import { apiFetch, type Reply } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";

/** Renames a company; the projects that name it follow. */
export function updateCompany(id: string, update: CompanyUpdate): Promise<CompanyResponse> {
	return apiFetch<Reply<typeof CompanyResponse>>(apiPaths.company(id), { method: "PATCH", body: update });
}

export function useUpdateCompany() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: ({ id, update }: { id: string; update: CompanyUpdate }) => updateCompany(id, update),
		onSuccess: () => refreshOrganisers(queryClient),
	});
}
