/** The admin screens' API endpoints: apart from apiPaths, so they stay out of the first download. */
export const adminApiPaths = {
	adminAuthConsolidation: "/api/admin/auth-consolidation",
	adminCompanies: "/api/admin/companies",
	adminCompany: (id: string) => `/api/admin/companies/${encodeURIComponent(id)}`,
	adminCompanyLogo: (id: string) => `/api/admin/companies/${encodeURIComponent(id)}/logo`,
	/** The photo page's Admin tab (admins only): figures, the polled click queue, the issue flags. */
	adminPhotoInsights: (id: string) => `/api/admin/photos/${encodeURIComponent(id)}/insights`,
	adminPhotoClickQueue: (id: string) => `/api/admin/photos/${encodeURIComponent(id)}/click-queue`,
	adminPhotoFlags: (id: string) => `/api/admin/photos/${encodeURIComponent(id)}/flags`,
	adminOrders: "/api/admin/orders",
	adminOrder: (id: string) => `/api/admin/orders/${encodeURIComponent(id)}`,
	/** mark_paid, cancel or refund (core/orders.ts ORDER_ACTIONS). */
	/** The order's studio rider: GET the PDF, POST accept or decline. */
	adminOrderRiderPdf: (id: string) => `/api/admin/orders/${encodeURIComponent(id)}/rider.pdf`,
	adminOrderRider: (id: string, decision: "accept" | "decline") =>
		`/api/admin/orders/${encodeURIComponent(id)}/rider/${decision}`,
	adminOrderAction: (id: string, action: string) =>
		`/api/admin/orders/${encodeURIComponent(id)}/${encodeURIComponent(action)}`,
	/** The admin search configuration screen: synonyms, search and click analytics, the click queue. */
	adminSynonyms: "/api/admin/synonyms",
	adminSynonym: (id: string) => `/api/admin/synonyms/${encodeURIComponent(id)}`,
	adminSearchAnalytics: "/api/admin/search-analytics",
	adminClickAnalytics: "/api/admin/click-analytics",
	adminClickQueue: "/api/admin/click-analytics/queue",
	/** The catalogue (issue 9): photos, uploads, CSV metadata, status, suggestions, families, banners. */
	adminPhotos: "/api/admin/photos",
	adminPhoto: (id: string) => `/api/admin/photos/${encodeURIComponent(id)}`,
	adminPhotoUploads: "/api/admin/photos/uploads",
	adminPhotoStatus: "/api/admin/photos/status",
	adminMetadataImport: "/api/admin/photos/metadata-import",
	adminTaxonomySuggest: "/api/admin/taxonomy/suggest",
	adminFamilies: "/api/admin/families",
	adminFamily: (id: string) => `/api/admin/families/${encodeURIComponent(id)}`,
	adminFamilyPortrait: (id: string) => `/api/admin/families/${encodeURIComponent(id)}/portrait`,
	adminBanners: "/api/admin/banners",
	adminBanner: (id: string) => `/api/admin/banners/${encodeURIComponent(id)}`,
	adminBannerPreview: "/api/admin/banners/preview",
	/** The home page's studio logos (issue 24): add, edit, upload or remove an image, reorder, delete. */
	adminStudioLogos: "/api/admin/studio-logos",
	adminStudioLogo: (id: string) => `/api/admin/studio-logos/${encodeURIComponent(id)}`,
	adminStudioLogoImage: (id: string) => `/api/admin/studio-logos/${encodeURIComponent(id)}/image`,
	adminStudioLogoOrder: "/api/admin/studio-logos/order",
	/** Faces and people (issue 9, scope 4). */
	adminFacePhotos: "/api/admin/faces/photos",
	adminPhotoFaces: (photoId: string) => `/api/admin/photos/${encodeURIComponent(photoId)}/faces`,
	adminFace: (id: string) => `/api/admin/faces/${encodeURIComponent(id)}`,
	adminPersons: "/api/admin/persons",
	adminPerson: (id: string) => `/api/admin/persons/${encodeURIComponent(id)}`,
	adminPersonAliases: "/api/admin/person-aliases",
	adminPersonAlias: (personId: string, aliasId: string) =>
		`/api/admin/person-aliases/${encodeURIComponent(personId)}/${encodeURIComponent(aliasId)}`,
	/** Events and collections (issue 9, scope 5). */
	adminEvents: "/api/admin/events",
	adminEvent: (id: string) => `/api/admin/events/${encodeURIComponent(id)}`,
	adminEventMerge: (id: string) => `/api/admin/events/${encodeURIComponent(id)}/merge`,
	adminEventPhotos: (id: string) => `/api/admin/events/${encodeURIComponent(id)}/photos`,
	adminCollections: "/api/admin/collections",
	adminCollection: (id: string) => `/api/admin/collections/${encodeURIComponent(id)}`,
	adminCollectionPhotos: (id: string) => `/api/admin/collections/${encodeURIComponent(id)}/photos`,
	/** Mail that has not gone out, and "Retry now" (issue 24). */
	adminMail: "/api/admin/mail",
	adminMailRetry: (id: string) => `/api/admin/mail/${encodeURIComponent(id)}/retry`,
	/** The clearance ledger (issue 26): releases, rights, history. */
	adminReleases: "/api/admin/releases",
	adminReleaseAction: (id: string, action: "verify" | "reject" | "revoke") =>
		`/api/admin/releases/${encodeURIComponent(id)}/${action}`,
	adminPhotoClearance: (photoId: string) => `/api/admin/photos/${encodeURIComponent(photoId)}/clearance`,
	adminPhotoRights: (photoId: string) => `/api/admin/photos/${encodeURIComponent(photoId)}/rights`,
	adminPhotoRightsVerify: (photoId: string) =>
		`/api/admin/photos/${encodeURIComponent(photoId)}/rights/verify`,
	adminPhotoLedger: (photoId: string) => `/api/admin/photos/${encodeURIComponent(photoId)}/ledger`,
	/** Applications and invitations to become a family (issue 27). */
	adminFamilyApplications: "/api/admin/family-applications",
	adminFamilyApplicationAction: (id: string, action: "approve" | "decline") =>
		`/api/admin/family-applications/${encodeURIComponent(id)}/${action}`,
	adminFamilyInvitations: "/api/admin/family-invitations",
} as const;
