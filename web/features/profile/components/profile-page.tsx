import { ArrowRight, Heart, Settings } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { PageHeading } from "@/components/page-heading";
import { LoadErrorNotice, LoadingStatus } from "@/components/query-states";
import { buttonClasses } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { Skeleton } from "@/components/ui/skeleton";
import { type TabItem, TabList, TabPanel } from "@/components/ui/tabs";
import { paths } from "@/lib/paths";
import { useSession } from "@/lib/session";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useProfile } from "../api/get-profile";
import { ProfileForm } from "./profile-form";

type ProfileTab = "profile" | "wishlists";
const TABS: ReadonlyArray<TabItem<ProfileTab>> = [
	{ value: "profile", label: "Profile" },
	{ value: "wishlists", label: "Wishlists" },
];
const TABS_ID = "profile";

function tabFromQuery(value: string | null): ProfileTab {
	return value === "wishlists" ? "wishlists" : "profile";
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

/** The wishlists tab; its lists arrive with the wishlists feature, this points to them meanwhile. */
function WishlistsTabContent() {
	return (
		<div className="flex flex-col items-center rounded-xl border border-dashed border-ink-900/15 px-4 py-12 text-center">
			<span className="mb-4 flex size-12 items-center justify-center rounded-full bg-accent-50 text-accent-600">
				<Heart aria-hidden="true" className="size-6" />
			</span>
			<h2 className="text-2xl font-semibold text-ink-900">Your wishlists</h2>
			<p className="mt-2 max-w-sm text-ink-600">
				Collect candidate photos for each production and share them with your team.
			</p>
			<Link to={paths.wishlists} className={buttonClasses({ className: "mt-6" })}>
				Open wishlists
				<ArrowRight aria-hidden="true" className="size-4" />
			</Link>
		</div>
	);
}

/** /profile: the profile form, the wishlists tab (`?tab=wishlists`), and the way to account settings. */
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
				<Link to={paths.account} className={buttonClasses({ variant: "ghost", className: "max-sm:w-full" })}>
					<Settings aria-hidden="true" className="size-4" />
					Account settings
				</Link>
			</div>

			<TabPanel
				idPrefix={TABS_ID}
				value={tab}
				className="mt-6 rounded-xl border border-ink-900/10 bg-cream-50 p-5 shadow-card sm:p-8"
			>
				{tab === "profile" ? <ProfileTabContent /> : <WishlistsTabContent />}
			</TabPanel>
		</section>
	);
}
