import { CompanyResponse, type CompanyUpdate } from "@core/contracts/companies";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { refreshOrganisers } from "@/lib/organiser-cache";
import { apiPaths } from "@/lib/paths";

/** Renames a company; the projects that name it follow. */
export function updateCompany(id: string, update: CompanyUpdate): Promise<CompanyResponse> {
	return apiFetch(apiPaths.company(id), { method: "PATCH", body: update, schema: CompanyResponse });
}

export function useUpdateCompany() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: ({ id, update }: { id: string; update: CompanyUpdate }) => updateCompany(id, update),
		onSuccess: () => refreshOrganisers(queryClient),
	});
}
