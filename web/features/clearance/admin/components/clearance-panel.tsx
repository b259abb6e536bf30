import { CLEARANCE_LABELS, RELEASE_RELATIONSHIP_LABELS } from "@core/clearance";
import type { AdminPhotoClearance, LedgerPerson } from "@core/contracts/clearance";
import { useState } from "react";
import { Panel } from "@/components/panel";
import { LoadErrorNotice, LoadingStatus } from "@/components/query-states";
import { Button } from "@/components/ui/button";
import { type PillTone, StatusPill } from "@/components/ui/status-pill";
import { errorText } from "@/lib/error-text";
import { toast } from "@/lib/toast";
import { usePhotoClearance, useVerifyRights } from "../api/ledger";
import { LedgerHistory } from "./ledger-history";
import { ReasonDialog } from "./reason-dialog";
import { LIFE_STATUS_LABELS, SCOPE_LABELS, termText } from "./release-facts";
import { ReleaseDialog } from "./release-form";
import { RightsForm } from "./rights-form";

const CLEARANCE_TONES: Record<AdminPhotoClearance["clearance"], PillTone> = {
	pending: "waiting",
	background: "neutral",
	hero: "good",
};
const STATUS_LABELS = {
	pending_review: "Waiting for review",
	verified: "Verified",
	rejected: "Rejected",
	revoked: "Revoked",
} as const;

type Release = AdminPhotoClearance["people"][number]["releases"][number];

function Missing({ title, items }: { title: string; items: string[] }) {
	if (items.length === 0) return null;
	return (
		<div>
			<h4 className="text-sm font-semibold text-ink-800">{title}</h4>
			<ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-ink-700">
				{items.map((item) => (
					<li key={item}>{item}</li>
				))}
			</ul>
		</div>
	);
}

function ReleaseLine({ release, onRevoke }: { release: Release; onRevoke: (release: Release) => void }) {
	return (
		<li className="rounded-lg border border-ink-900/10 p-3 text-sm">
			<div className="flex flex-wrap items-center gap-2">
				<a href={release.document_url} target="_blank" rel="noreferrer" className="font-medium underline">
					{release.reference}
				</a>
				<StatusPill
					tone={
						release.status === "verified" ? "good" : release.status === "pending_review" ? "waiting" : "faded"
					}
				>
					{STATUS_LABELS[release.status]}
				</StatusPill>
			</div>
			<p className="mt-1 text-ink-700">
				{RELEASE_RELATIONSHIP_LABELS[release.relationship]} ({release.signer_name}), {release.signed_on} ·{" "}
				{SCOPE_LABELS[release.scope]} · {termText(release)}
			</p>
			{release.reason && <p className="text-ink-600">Reason: {release.reason}</p>}
			{release.status === "verified" && (
				<Button variant="secondary" size="sm" className="mt-2" onClick={() => onRevoke(release)}>
					Revoke {release.reference}…
				</Button>
			)}
		</li>
	);
}

function PanelBody({ photoId, data }: { photoId: string; data: AdminPhotoClearance }) {
	const verify = useVerifyRights(photoId);
	const [revoking, setRevoking] = useState<Release | null>(null);
	const [adding, setAdding] = useState<LedgerPerson | null>(null);
	return (
		<div className="mt-3 space-y-6">
			<section aria-label="Clearance" className="space-y-3">
				<StatusPill tone={CLEARANCE_TONES[data.clearance]} large>
					{CLEARANCE_LABELS[data.clearance]}
				</StatusPill>
				<Missing title="Missing for background use" items={data.missing_for_background} />
				<Missing title="Missing for hero use" items={data.missing_for_hero} />
			</section>
			<section aria-labelledby="rights-heading" className="space-y-3">
				<div className="flex flex-wrap items-center gap-2">
					<h3 id="rights-heading" className="font-semibold text-ink-900">
						Rights
					</h3>
					{data.rights && (
						<StatusPill tone={data.rights.status === "verified" ? "good" : "waiting"}>
							{data.rights.status === "verified" ? "Verified" : "Waiting for review"}
						</StatusPill>
					)}
					{data.rights && data.rights.status !== "verified" && (
						<Button
							size="sm"
							disabled={verify.isPending}
							onClick={() =>
								verify.mutate(undefined, {
									onSuccess: () => toast.success("Rights verified"),
									onError: (error) =>
										toast.error("Not verified", { description: errorText(error, "Please try again.") }),
								})
							}
						>
							Verify rights
						</Button>
					)}
				</div>
				<RightsForm key={data.rights?.updated_at ?? "new"} photoId={photoId} rights={data.rights} />
			</section>
			<section aria-labelledby="people-heading" className="space-y-3">
				<h3 id="people-heading" className="font-semibold text-ink-900">
					People shown
				</h3>
				{data.people.length === 0 && (
					<p className="text-sm text-ink-600">No face on this photo is given to a person yet.</p>
				)}
				<ul className="space-y-4">
					{data.people.map(({ person, identifiable, releases }) => (
						<li key={person.id} className="space-y-2">
							<p className="text-sm">
								<span className="font-medium text-ink-900">{person.name ?? "Unnamed person"}</span>
								<span className="text-ink-600">
									{" "}
									· {LIFE_STATUS_LABELS[person.life_status]}
									{person.birth_year ? `, born ${person.birth_year}` : ""}
									{identifiable ? "" : " · not identifiable here"}
								</span>
							</p>
							{releases.length > 0 && (
								<ul className="space-y-2">
									{releases.map((release) => (
										<ReleaseLine key={release.id} release={release} onRevoke={setRevoking} />
									))}
								</ul>
							)}
							<Button variant="secondary" size="sm" onClick={() => setAdding(person)}>
								Add a release for {person.name ?? "this person"}
							</Button>
						</li>
					))}
				</ul>
			</section>
			<section aria-labelledby="history-heading" className="space-y-3">
				<h3 id="history-heading" className="font-semibold text-ink-900">
					History
				</h3>
				<LedgerHistory photoId={photoId} />
			</section>
			<ReasonDialog
				releaseId={revoking?.id ?? null}
				reference={revoking?.reference ?? ""}
				action="revoke"
				onClose={() => setRevoking(null)}
			/>
			<ReleaseDialog person={adding} onClose={() => setAdding(null)} />
		</div>
	);
}

/** The admin photo page's Clearance panel (issue 26): the photo's clearance, rights, releases, history. */
export function ClearancePanel({ photoId }: { photoId: string }) {
	const query = usePhotoClearance(photoId);
	return (
		<Panel title="Clearance" className="mt-6 border-ink-900/10 bg-cream-50 shadow-card">
			{query.isPending ? (
				<LoadingStatus label="Loading the clearance…">{null}</LoadingStatus>
			) : query.isError ? (
				<LoadErrorNotice
					title="We could not load the clearance."
					onRetry={() => void query.refetch()}
					retrying={query.isFetching}
				/>
			) : (
				<PanelBody photoId={photoId} data={query.data} />
			)}
		</Panel>
	);
}
