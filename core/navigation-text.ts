/** Section 8, Navigation: title and description of each guard toast. */
export const NAVIGATION_MESSAGES = {
	accessDenied: { title: "Access Denied", description: "Admin privileges required" },
	authenticationRequired: { title: "Authentication Required", description: "Please log in to continue" },
	invalidRoute: { title: "Navigation Error", description: "Invalid route path" },
} as const;
