import type { GuideEntry } from "./guide-layout";

/** The sections of /admin/components, in page order: the primitives, then the shared pieces. */
export const COMPONENT_SECTIONS = {
	button: { id: "button", title: "Button" },
	field: { id: "field", title: "Text field" },
	select: { id: "select", title: "Select" },
	dialog: { id: "dialog", title: "Dialog" },
	tabs: { id: "tabs", title: "Tabs" },
	notice: { id: "notice", title: "Notice" },
	skeleton: { id: "skeleton", title: "Skeleton" },
	spinner: { id: "spinner", title: "Spinner" },
	statusPill: { id: "status-pill", title: "Status pill" },
	pageHeading: { id: "page-heading", title: "Page heading" },
	emptyPanel: { id: "empty-panel", title: "Empty panel" },
	queryStates: { id: "query-states", title: "Query states" },
	photoCard: { id: "photo-card", title: "Photo card" },
	breadcrumb: { id: "breadcrumb", title: "Breadcrumb" },
	pageNav: { id: "page-nav", title: "Page navigation" },
	searchInput: { id: "search-input", title: "Search input" },
} as const satisfies Record<string, GuideEntry>;
