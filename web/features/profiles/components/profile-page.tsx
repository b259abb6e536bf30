import { ArrowRight, Heart, Receipt, Settings } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { useSession } from "@/api/auth/session";
import { useWishlists } from "@/api/wishlists/wishlists-query";
import { PageHeading } from "@/components/page-heading";
import { LoadErrorNotice, LoadingStatus } from "@/components/query-states";
import { buttonClasses } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { Skeleton } from "@/components/ui/skeleton";
import { type TabItem, TabList, TabPanel } from "@/components/ui/tabs";
import { WishlistRow } from "@/components/wishlist-card";
import { paths } from "@/lib/paths";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useProfile } from "../api/get-profile";
import { CompaniesTabContent } from "./companies-tab";
import { ProfileForm } from "./profile-form";

type ProfileTab = "profile" | "wishlists" | "companies";
const TABS: ReadonlyArray<TabItem<ProfileTab>> = [
	{ value: "profile", label: "Profile" },
	{ value: "wishlists", label: "Wishlists" },
	{ value: "companies", label: "Companies" },
];
const TABS_ID = "profile";

function tabFromQuery(value: string | null): ProfileTab {
	return value === "wishlists" || value === "companies" ? value : "profile";
}

function ProfileFormSkeleton() {
	return (
		<LoadingStatus label="Loading your profile…" className="space-y-5">
			<div className="grid gap-5 sm:grid-cols-2">
				<Skeleton className="h-[70px]" />
				<Skeleton className="h-[70px]" />
			</div>
			<Skeleton className="h-[70px]" />
			<Skeleton className="ml-auto h-10 w-32" />
		</LoadingStatus>
	);
}

function ProfileTabContent() {
	const { data, isPending, isError, refetch, isRefetching } = useProfile();
	if (isPending) return <ProfileFormSkeleton />;
	if (isError) {
		return (
			<LoadErrorNotice
				title="We could not load your profile."
				onRetry={() => refetch()}
				retrying={isRefetching}
			/>
		);
	}
	return (
		<div className="space-y-6">
			{data.profile?.needs_password_setup && (
				<Notice tone="warning" title="Your account has no password yet">
					Set one on your{" "}
					<Link to={paths.account} className="font-medium text-accent-700 underline underline-offset-2">
						account page
					</Link>{" "}
					to sign in with your email and password as well.
				</Notice>
			)}
			<ProfileForm profile={data.profile} />
		</div>
	);
}

/** How many wishlists the tab lists before pointing to /wishlists for the rest. */
export const PROFILE_WISHLISTS_SHOWN = 6;

function WishlistsTabBody() {
	const { data, isPending, isError, refetch, isFetching } = useWishlists();
	if (isPending) {
		return (
			<LoadingStatus label="Loading your wishlists…" className="space-y-3">
				{[0, 1, 2].map((i) => (
					<div key={i} className="flex items-center gap-3 px-2 py-2">
						<Skeleton className="size-14 rounded-md" />
						<div className="flex-1 space-y-2">
							<Skeleton className="h-4 w-1/2" />
							<Skeleton className="h-3 w-1/3" />
						</div>
					</div>
				))}
			</LoadingStatus>
		);
	}
	if (isError) {
		return (
			<LoadErrorNotice
				title="We could not load your wishlists."
				onRetry={() => refetch()}
				retrying={isFetching}
			/>
		);
	}
	const { wishlists } = data;
	if (wishlists.length === 0) {
		return (
			<div className="flex flex-col items-center rounded-xl border border-dashed border-ink-900/15 px-4 py-10 text-center">
				<span className="mb-4 flex size-12 items-center justify-center rounded-full bg-accent-50 text-accent-600">
					<Heart aria-hidden="true" className="size-6" />
				</span>
				<p className="font-semibold text-ink-900">No wishlists yet</p>
				<p className="mt-2 max-w-sm text-sm text-ink-600">
					Press the heart button on any photo to collect candidates for a production.
				</p>
				<Link to={paths.photos} className={buttonClasses({ variant: "secondary", className: "mt-5" })}>
					Browse photos
				</Link>
			</div>
		);
	}
	const shown = wishlists.slice(0, PROFILE_WISHLISTS_SHOWN);
	return (
		<>
			<ul aria-label="Your wishlists" className="-mx-2 divide-y divide-ink-900/10">
				{shown.map((wishlist) => (
					<li key={wishlist.id}>
						<WishlistRow wishlist={wishlist} />
					</li>
				))}
			</ul>
			{wishlists.length > shown.length && (
				<p className="mt-3 text-sm text-ink-600">
					{wishlists.length - shown.length} more on the wishlists page.
				</p>
			)}
		</>
	);
}

/** The wishlists tab: the newest changed wishlists, compactly, and the way to all of them. */
function WishlistsTabContent() {
	return (
		<div>
			<div className="mb-4 flex flex-wrap items-center justify-between gap-3">
				<div>
					<h2 className="text-2xl font-semibold text-ink-900">Your wishlists</h2>
					<p className="mt-1 text-sm text-ink-600">
						Candidate photos for each production, to share with your team.
					</p>
				</div>
				<Link
					to={paths.wishlists}
					className={buttonClasses({ variant: "secondary", className: "max-sm:w-full" })}
				>
					Open wishlists
					<ArrowRight aria-hidden="true" className="size-4" />
				</Link>
			</div>
			<WishlistsTabBody />
		</div>
	);
}

/**
 * /profile: the profile form, the wishlists tab (`?tab=wishlists`), the companies tab
 * (`?tab=companies`, issue 29), and the way to account settings.
 */
export function ProfilePage() {
	useDocumentTitle("Profile");
	const { user } = useSession();
	const [searchParams, setSearchParams] = useSearchParams();
	const tab = tabFromQuery(searchParams.get("tab"));

	function selectTab(next: ProfileTab) {
		setSearchParams(
			(current) => {
				const params = new URLSearchParams(current);
				if (next === "profile") params.delete("tab");
				else params.set("tab", next);
				return params;
			},
			{ replace: true },
		);
	}

	return (
		<section className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
			<PageHeading
				eyebrow="Your account"
				title="Profile"
				description={user && `Signed in as ${user.email}`}
			/>

			<div className="flex flex-wrap items-center justify-between gap-3">
				<TabList
					label="Profile sections"
					idPrefix={TABS_ID}
					items={TABS}
					value={tab}
					onChange={selectTab}
					className="w-full sm:w-auto"
				/>
				<div className="flex flex-wrap gap-2 max-sm:w-full">
					<Link
						to={paths.myPurchases}
						className={buttonClasses({ variant: "ghost", className: "max-sm:flex-1" })}
					>
						<Receipt aria-hidden="true" className="size-4" />
						My purchases
					</Link>
					<Link
						to={paths.account}
						className={buttonClasses({ variant: "ghost", className: "max-sm:flex-1" })}
					>
						<Settings aria-hidden="true" className="size-4" />
						Account settings
					</Link>
				</div>
			</div>

			<TabPanel
				idPrefix={TABS_ID}
				value={tab}
				className="mt-6 rounded-xl border border-ink-900/10 bg-cream-50 p-5 shadow-card sm:p-8"
			>
				{tab === "profile" ? (
					<ProfileTabContent />
				) : tab === "wishlists" ? (
					<WishlistsTabContent />
				) : (
					<CompaniesTabContent />
				)}
			</TabPanel>
		</section>
	);
}
