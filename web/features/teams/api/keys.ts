/**
 * A workspace lives under the user-scoped root "companies" (web/api/auth/session.ts drops it on
 * sign-out; refreshOrganisers marks it stale with the company lists). An invitation link is
 * public: keyed by its token.
 */
export const teamKeys = {
	workspace: (id: string) => ["companies", "workspace", id] as const,
	invitation: (token: string) => ["team-invitation", token] as const,
};
