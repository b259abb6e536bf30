import type { ProfileResponse, ProfileUpdate } from "@core/contracts/profiles";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sessionQueryKey } from "@/api/auth/session";
import { apiFetch, type Reply } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import { profileQueryKey } from "./get-profile";

/** Upserts the profile: only the given fields change. */
export function updateProfile(update: ProfileUpdate): Promise<ProfileResponse> {
	return apiFetch<Reply<typeof ProfileResponse>>(apiPaths.profile, { method: "PUT", body: update });
}

/** The saved profile replaces the cached one; the session is read again for the header's first name. */
export function useUpdateProfile() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: updateProfile,
		onSuccess: (saved) => {
			queryClient.setQueryData(profileQueryKey, saved);
			void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
		},
	});
}
