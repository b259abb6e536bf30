/** Under the user-scoped root "admin": dropped on sign-out. */
export const adminCompanyKeys = {
	all: ["admin", "companies"] as const,
	list: () => ["admin", "companies", "list"] as const,
	detail: (id: string) => ["admin", "companies", "detail", id] as const,
};
