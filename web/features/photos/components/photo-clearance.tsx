import { RELEASE_RELATIONSHIP_LABELS } from "@core/clearance";
import type { ClearancePerson, PhotoClearanceResponse } from "@core/contracts/clearance";
import type { PhotoDetail } from "@core/contracts/photos";
import { useId } from "react";
import { Link } from "react-router";
import { ClearanceBadge } from "@/components/clearance-badge";
import { LoadErrorNotice, LoadingStatus } from "@/components/query-states";
import { RenderWhenNear } from "@/components/render-when-near";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate } from "@/lib/date-format";
import { userUrl } from "@/lib/paths";
import { usePhotoClearance } from "../api/get-photo-clearance";

export const CLEARANCE_TEXT = {
	heading: "Clearance",
	loading: "Loading the photo's clearance…",
	error: "We could not load this photo's clearance.",
	nobody: "No people are shown in this photo.",
	noRelease: "No verified release yet",
	notIdentifiable: "Not identifiable: no release needed",
	rightsVerified: "rights verified",
	rightsUnverified: "rights not yet verified",
	pendingOnSale: "On sale for background use while its releases are completed.",
	heroNeeds: "Hero use needs:",
} as const;

const SCOPE_TEXT = { background: "background use", hero: "hero use" } as const;

function PersonLine({ person }: { person: ClearancePerson }) {
	const release = person.release;
	return (
		<li className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 py-2">
			<span className="font-medium text-ink-900">{person.role}</span>
			<span className="text-sm text-ink-700">
				{release ? (
					<>
						{RELEASE_RELATIONSHIP_LABELS[release.relationship]},{" "}
						{formatDate(`${release.signed_on}T12:00:00Z`)} · {SCOPE_TEXT[release.scope]} ·{" "}
						<span className="font-mono">{release.reference}</span>
					</>
				) : person.identifiable ? (
					CLEARANCE_TEXT.noRelease
				) : (
					CLEARANCE_TEXT.notIdentifiable
				)}
			</span>
		</li>
	);
}

function ClearanceBody({ info }: { info: PhotoClearanceResponse }) {
	return (
		<>
			<p className="mt-2 text-sm text-ink-700">
				Rights held by{" "}
				<Link to={userUrl(info.rights.holder_user_id)} className="font-medium text-accent-700 underline">
					{info.rights.holder_storefront ?? "the family"}
				</Link>
				, {info.rights.verified ? CLEARANCE_TEXT.rightsVerified : CLEARANCE_TEXT.rightsUnverified}.
			</p>
			{info.people.length === 0 ? (
				<p className="mt-3 text-sm text-ink-600">{CLEARANCE_TEXT.nobody}</p>
			) : (
				<ul aria-label="People shown" className="mt-2 divide-y divide-ink-900/10">
					{info.people.map((person, index) => (
						// People have no id of their own here (roles, never names); their order is fixed.
						// biome-ignore lint/suspicious/noArrayIndexKey: the list is stable for one answer
						<PersonLine key={index} person={person} />
					))}
				</ul>
			)}
			{info.clearance === "pending" && (
				<p className="mt-3 text-sm text-ink-700">{CLEARANCE_TEXT.pendingOnSale}</p>
			)}
			{info.clearance !== "hero" && info.missing_for_hero.length > 0 && (
				<div className="mt-3 text-sm text-ink-700">
					<p className="font-medium text-ink-900">{CLEARANCE_TEXT.heroNeeds}</p>
					<ul className="mt-1 list-disc pl-5">
						{info.missing_for_hero.map((line) => (
							<li key={line}>{line}</li>
						))}
					</ul>
				</div>
			)}
		</>
	);
}

function ClearanceContent({ photoId }: { photoId: string }) {
	const query = usePhotoClearance(photoId);
	if (query.isError)
		return (
			<div className="mt-3">
				<LoadErrorNotice
					title={CLEARANCE_TEXT.error}
					onRetry={() => void query.refetch()}
					retrying={query.isFetching}
				/>
			</div>
		);
	if (!query.data) return <ClearanceSkeleton />;
	return <ClearanceBody info={query.data} />;
}

function ClearanceSkeleton() {
	return (
		<LoadingStatus label={CLEARANCE_TEXT.loading} className="mt-3 grid gap-2">
			<Skeleton className="h-4 w-3/4" />
			<Skeleton className="h-4 w-full" />
			<Skeleton className="h-4 w-2/3" />
		</LoadingStatus>
	);
}

/**
 * The photo's Clearance section (issue 26): its clearance, who holds the rights, and each person
 * shown by a role (never a name) with the release that clears them. Loaded when scrolled near.
 */
export function PhotoClearanceSection({ photo }: { photo: PhotoDetail }) {
	const headingId = useId();
	return (
		<section
			aria-labelledby={headingId}
			className="rounded-xl border border-ink-900/10 bg-cream-50 p-4 shadow-card sm:p-5"
		>
			<div className="flex flex-wrap items-center justify-between gap-2">
				<h2 id={headingId} className="font-display text-lg font-semibold text-ink-900">
					{CLEARANCE_TEXT.heading}
				</h2>
				<ClearanceBadge clearance={photo.clearance} />
			</div>
			<RenderWhenNear placeholder={<ClearanceSkeleton />}>
				<ClearanceContent photoId={photo.id} />
			</RenderWhenNear>
		</section>
	);
}
