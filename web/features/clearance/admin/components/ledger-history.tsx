import { LoadErrorNotice, LoadingStatus } from "@/components/query-states";
import { usePhotoLedger } from "../api/ledger";

const ACTION_LABELS: Record<string, string> = {
	clearance_changed: "Clearance changed",
	release_added: "Release added",
	release_verified: "Release verified",
	release_rejected: "Release rejected",
	release_revoked: "Release revoked",
	rights_saved: "Rights saved",
	rights_verified: "Rights verified",
	face_added: "Face added",
	face_changed: "Face changed",
	face_removed: "Face removed",
	person_changed: "Person changed",
	taken_off_sale: "Taken off sale",
	buyer_notified: "Buyer notified",
};

const DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/** A short line of what an event recorded: the values that tell the change. */
function detailText(details: Record<string, unknown>): string {
	const keys = ["from", "to", "reason", "email", "order_reference", "identifiable", "status", "life_status"];
	return keys
		.filter((key) => details[key] !== undefined && details[key] !== null)
		.map((key) => `${key.replace("_", " ")}: ${String(details[key])}`)
		.join(" · ");
}

/** The photo's ledger history, newest first: who changed what, and when. */
export function LedgerHistory({ photoId }: { photoId: string }) {
	const query = usePhotoLedger(photoId);
	if (query.isPending) return <LoadingStatus label="Loading the history…">{null}</LoadingStatus>;
	if (query.isError)
		return (
			<LoadErrorNotice
				title="We could not load the history."
				onRetry={() => void query.refetch()}
				retrying={query.isFetching}
			/>
		);
	if (query.data.events.length === 0) return <p className="text-sm text-ink-600">Nothing recorded yet.</p>;
	return (
		<ol aria-label="Ledger history" className="space-y-2 text-sm">
			{query.data.events.map((event) => (
				<li key={event.id} className="border-l-2 border-ink-900/15 pl-3">
					<p className="font-medium text-ink-900">{ACTION_LABELS[event.action] ?? event.action}</p>
					<p className="text-ink-600">
						<time dateTime={event.at}>{DATE.format(new Date(event.at))} UTC</time>
						{event.actor_email ? ` · ${event.actor_email}` : ""}
					</p>
					{detailText(event.details) && (
						<p className="break-words text-ink-700">{detailText(event.details)}</p>
					)}
				</li>
			))}
		</ol>
	);
}
