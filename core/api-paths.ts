/** API endpoints, relative to the site (Vite proxies /api to the server in development). */
export const apiPaths = {
	me: "/api/me",
	isAdmin: "/api/me/is-admin",
	/** The photos the caller licensed or ordered (issue 28): the "Licensed" and "Ordered" marks. */
	myLicences: "/api/me/licences",
	authOptions: "/api/auth-options",
	captchaChallenge: "/api/captcha/challenge",
	signInMagicLink: "/api/auth/sign-in/magic-link",
	signInEmail: "/api/auth/sign-in/email",
	/** better-auth serves the OIDC provider as a "social" provider. */
	signInSocial: "/api/auth/sign-in/social",
	requestPasswordReset: "/api/auth/request-password-reset",
	resetPassword: "/api/auth/reset-password",
	signOut: "/api/auth/sign-out",
	/** The contact form: POST a message (the captcha payload in its header). */
	contact: "/api/contact",
	profile: "/api/profile",
	account: "/api/account",
	accountPassword: "/api/account/password",
	accountSignOutOthers: "/api/account/sign-out-others",
	devMailbox: "/api/dev/mailbox",
	/** The caller's cart: GET the lines and totals, POST one photo, DELETE to clear it. */
	cart: "/api/cart",
	cartCount: "/api/cart/count",
	/** Several photos at once (a whole wishlist). */
	cartItems: "/api/cart/items",
	/** One cart line: PATCH its license, DELETE it. */
	cartItem: (id: string) => `/api/cart/items/${encodeURIComponent(id)}`,
	/** Several lines at once: PATCH their license ('Set all to hero'). */
	cartLines: "/api/cart/lines",
	/** Lines out of the cart into a wishlist: several (POST), or one. */
	cartLinesToWishlist: "/api/cart/lines/move-to-wishlist",
	cartLineToWishlist: (id: string) => `/api/cart/lines/${encodeURIComponent(id)}/move-to-wishlist`,
	/** A grid's selection (up to 100 photos, one license), with a result per photo. */
	cartBatch: "/api/cart/batch",
	companies: "/api/companies",
	company: (id: string) => `/api/companies/${encodeURIComponent(id)}`,
	/** Issue 29: a company's members, invitations and the links that join it. */
	companyInvitations: (id: string) => `/api/companies/${encodeURIComponent(id)}/invitations`,
	companyInvitation: (id: string, invitationId: string) =>
		`/api/companies/${encodeURIComponent(id)}/invitations/${encodeURIComponent(invitationId)}`,
	companyMember: (id: string, userId: string) =>
		`/api/companies/${encodeURIComponent(id)}/members/${encodeURIComponent(userId)}`,
	companySettings: (id: string) => `/api/companies/${encodeURIComponent(id)}/settings`,
	companyNotifications: (id: string) => `/api/companies/${encodeURIComponent(id)}/notifications`,
	invitation: (token: string) => `/api/invitations/${encodeURIComponent(token)}`,
	invitationAccept: (token: string) => `/api/invitations/${encodeURIComponent(token)}/accept`,
	production: (id: string) => `/api/productions/${encodeURIComponent(id)}`,
	projects: "/api/projects",
	project: (id: string) => `/api/projects/${encodeURIComponent(id)}`,
	projectUse: (id: string) => `/api/projects/${encodeURIComponent(id)}/use`,
	wishlists: "/api/wishlists",
	wishlist: (id: string) => `/api/wishlists/${encodeURIComponent(id)}`,
	wishlistItems: (id: string) => `/api/wishlists/${encodeURIComponent(id)}/items`,
	wishlistItem: (id: string, photoId: string) =>
		`/api/wishlists/${encodeURIComponent(id)}/items/${encodeURIComponent(photoId)}`,
	wishlistMembership: "/api/wishlists/membership",
	/** A grid's selection into one wishlist (up to 100 photos), with a result per photo. */
	wishlistItemsBatch: (id: string) => `/api/wishlists/${encodeURIComponent(id)}/items/batch`,
	wishlistShare: (id: string) => `/api/wishlists/${encodeURIComponent(id)}/share`,
	sharedWishlist: (code: string) => `/api/shared-wishlists/${encodeURIComponent(code)}`,
	/** A licence's or certificate's verification (docs/verification.md): public. */
	verify: (code: string) => `/api/verify/${encodeURIComponent(code)}`,
	accountIntegrity: "/api/account/integrity",
	photoCount: "/api/photos/count",
	/** What the server is still preparing (the demo archive on a first start). */
	siteStatus: "/api/status",
	readiness: "/api/ready",
	banner: "/api/banner",
	backgroundImages: "/api/background-images",
	popularPhotos: "/api/popular/photos",
	/** Tracking (issue 8): click batches and beacons, popular rows, the Trending strip. */
	trackEvents: "/api/track-events",
	popularContent: "/api/popular",
	trending: "/api/trending",
	/** The home page's "Trusted by leading studios" strip: the logos admins manage. */
	studioLogos: "/api/studio-logos",
	/** What the layout shows on every page from configuration: the social accounts. */
	site: "/api/site",
	search: "/api/search",
	/** What to try when a search finds nothing (issue 28). */
	searchSuggestions: "/api/search/suggestions",
	events: "/api/events",
	collections: "/api/collections",
	collection: (id: string) => `/api/collections/${encodeURIComponent(id)}`,
	storefront: (id: string) => `/api/storefronts/${encodeURIComponent(id)}`,
	filterOptions: "/api/filter-options",
	taxonomyName: "/api/taxonomy-name",
	/** A photo's page data, by its number or its uuid. */
	photo: (ref: string) => `/api/photos/${encodeURIComponent(ref)}`,
	similarPhotos: (id: string) => `/api/photos/${encodeURIComponent(id)}/similar`,
	similarPeople: (id: string) => `/api/photos/${encodeURIComponent(id)}/similar-people`,
	/** Issue 30: a photo's "Same people, other years" and "Same family" lists. */
	/** Issue 30: a photo's licence prices, holds and exclusivity as the caller sees them. */
	photoLicensing: (id: string) => `/api/photos/${encodeURIComponent(id)}/licensing`,
	photoContinuity: (id: string) => `/api/photos/${encodeURIComponent(id)}/continuity`,
	/** Issue 30: the families the continuity set builder may pick, and its proposal (`?family=&from=&to=`). */
	continuityFamilies: "/api/continuity/families",
	continuitySets: "/api/continuity/sets",
	/** A photo's Clearance section: its rights holder and the releases of the people shown (issue 26). */
	photoClearance: (id: string) => `/api/photos/${encodeURIComponent(id)}/clearance`,
	/** Checkout: GET what the form may offer, POST to place the order from the cart. */
	checkoutOptions: "/api/checkout/options",
	checkout: "/api/checkout",
	/** The caller's orders and one of them. */
	orders: "/api/orders",
	order: (id: string) => `/api/orders/${encodeURIComponent(id)}`,
	orderInvoicePdf: (id: string) => `/api/orders/${encodeURIComponent(id)}/invoice.pdf`,
	orderCertificatePdf: (id: string) => `/api/orders/${encodeURIComponent(id)}/certificate.pdf`,
	/** A line of the caller's order: PATCH its scene note. */
	orderItem: (id: string, itemId: string) =>
		`/api/orders/${encodeURIComponent(id)}/items/${encodeURIComponent(itemId)}`,
	/** POST the studio's rider (a PDF, the raw body). */
	orderRider: (id: string) => `/api/orders/${encodeURIComponent(id)}/rider`,
	/** A production's clearance log: JSON, and its PDF and CSV downloads. */
	projectClearance: (id: string) => `/api/projects/${encodeURIComponent(id)}/clearance`,
	projectClearancePdf: (id: string) => `/api/projects/${encodeURIComponent(id)}/clearance.pdf`,
	projectClearanceCsv: (id: string) => `/api/projects/${encodeURIComponent(id)}/clearance.csv`,
	/** The caller's licences; POST a download link for one (short-lived, signed). */
	purchases: "/api/purchases",
	purchaseDownloadLink: (id: string) => `/api/purchases/${encodeURIComponent(id)}/download-link`,
	/** Becoming a family and a family's storefront (issue 27). */
	familyApplication: "/api/family/application",
	familyInvitation: (token: string) => `/api/family/invitations/${encodeURIComponent(token)}`,
	familyInvitationAccept: "/api/family/invitations/accept",
	familyStorefront: "/api/family/storefront",
	familyStorefrontPortrait: "/api/family/storefront/portrait",
	familyStorefrontClose: "/api/family/storefront/close",
	/** Issue 29: a company shortlist's approvals, comments per photo, sending for approval. */
	wishlistApprovals: (id: string) => `/api/wishlists/${encodeURIComponent(id)}/approvals`,
	wishlistItemComments: (id: string, photoId: string) =>
		`/api/wishlists/${encodeURIComponent(id)}/items/${encodeURIComponent(photoId)}/comments`,
	wishlistSendForApproval: (id: string) => `/api/wishlists/${encodeURIComponent(id)}/send-for-approval`,
	/** Issue 29: a production's activity feed, newest first (`before` pages on). */
	productionActivity: (id: string) => `/api/productions/${encodeURIComponent(id)}/activity`,
} as const;
