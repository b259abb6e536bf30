import { FAMILY_DASHBOARD_TABS, type FamilyDashboardTab, familyTabFromQuery } from "@core/family";
import { type ComponentType, lazy, Suspense } from "react";
import { useSearchParams } from "react-router";
import { useSession } from "@/api/auth/session";
import { PageHeading } from "@/components/page-heading";
import { LoadingStatus } from "@/components/query-states";
import { Skeleton } from "@/components/ui/skeleton";
import { TabList, TabPanel } from "@/components/ui/tabs";
import { useDocumentTitle } from "@/lib/use-document-title";

/**
 * /family (issue 27). A family sees its dashboard, one tab per part of its work, each loaded
 * when first opened; a member who is not a family yet sees the application instead. The page
 * lives in app/ because it puts several features' screens side by side (features never import
 * each other).
 */
const TAB_SCREENS: Record<FamilyDashboardTab, ComponentType> = {
	photos: lazy(async () => ({
		default: (await import("@/features/submissions/components/photos-tab")).PhotosTab,
	})),
	upload: lazy(async () => ({
		default: (await import("@/features/uploads/components/upload-tab")).UploadTab,
	})),
	people: lazy(async () => ({
		default: (await import("@/features/releases/components/people-tab")).PeopleTab,
	})),
	earnings: lazy(async () => ({
		default: (await import("@/features/earnings/components/earnings-tab")).EarningsTab,
	})),
	storefront: lazy(async () => ({
		default: (await import("@/features/families/components/storefront-tab")).StorefrontTab,
	})),
};

const FamilyApplication = lazy(async () => ({
	default: (await import("@/features/families/components/family-application")).FamilyApplication,
}));

const TABS_ID = "family";

function TabLoading() {
	return (
		<LoadingStatus label="Loading…" className="space-y-3">
			<Skeleton className="h-8 w-48" />
			<Skeleton className="h-40" />
		</LoadingStatus>
	);
}

export function FamilyPage() {
	const { user } = useSession();
	const [searchParams, setSearchParams] = useSearchParams();
	const tab = familyTabFromQuery(searchParams.get("tab"));
	const isFamily = user?.is_family === true;
	useDocumentTitle(isFamily ? "Your storefront" : "Become a family");

	if (!isFamily)
		return (
			<section className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
				<Suspense fallback={<TabLoading />}>
					<FamilyApplication />
				</Suspense>
			</section>
		);

	function selectTab(next: FamilyDashboardTab) {
		setSearchParams(
			(current) => {
				// The open tab keeps its own parameters (a filter, a photo opened); another tab's do not
				// carry over.
				if (familyTabFromQuery(current.get("tab")) === next) return current;
				const params = new URLSearchParams();
				if (next !== "photos") params.set("tab", next);
				return params;
			},
			{ replace: true },
		);
	}

	const Screen = TAB_SCREENS[tab];
	return (
		<section className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
			<PageHeading
				eyebrow="Your storefront"
				title="Family dashboard"
				description="Upload your snapshots, describe them, gather releases and follow what they earn."
			/>
			<TabList
				label="Family dashboard sections"
				idPrefix={TABS_ID}
				items={FAMILY_DASHBOARD_TABS}
				value={tab}
				onChange={selectTab}
				className="w-full overflow-x-auto sm:w-auto"
			/>
			<TabPanel idPrefix={TABS_ID} value={tab} className="mt-6">
				<Suspense fallback={<TabLoading />}>
					<Screen />
				</Suspense>
			</TabPanel>
		</section>
	);
}
