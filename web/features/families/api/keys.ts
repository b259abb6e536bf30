/**
 * The member's and family's own family queries. The root "family" should be among the session's
 * user-scoped roots (web/api/auth/session.ts) so it is dropped on sign-out.
 */
export const familyKeys = {
	all: ["family"] as const,
	application: ["family", "application"] as const,
	storefront: ["family", "storefront"] as const,
	/** An invitation is public (anyone with the link): keyed by its token. */
	invitation: (token: string) => ["family-invitation", token] as const,
};
