import { type CompanyCreate, CompanySaveResponse } from "@core/contracts/companies";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import { refreshOrganisers } from "./keys";

/** Finds the caller's company of that name (any case) or creates it; `created` says which. */
export function createCompany(input: CompanyCreate): Promise<CompanySaveResponse> {
	return apiFetch(apiPaths.companies, { method: "POST", body: input, schema: CompanySaveResponse });
}

export function useCreateCompany() {
	const queryClient = useQueryClient();
	return useMutation({ mutationFn: createCompany, onSuccess: () => refreshOrganisers(queryClient) });
}
