import type { FamilyPerson } from "@core/contracts/releases";
import { LIFE_STATUS_TEXT, RELEASE_STATE_LABELS, type ReleaseState, SIGNER_LABELS } from "@core/releases";
import { FileUp, Mail, Pencil, PenLine, UserPlus, Users } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { type PillTone, StatusPill } from "@/components/ui/status-pill";
import { PersonDialog } from "./person-dialog";
import { ReleaseDialog, type ReleaseWay } from "./release-dialogs";

const STATE_TONES: Record<ReleaseState, PillTone> = {
	none: "accent",
	requested: "waiting",
	pending_review: "waiting",
	verified: "good",
};

const day = (iso: string) => new Intl.DateTimeFormat("en-US", { dateStyle: "medium" }).format(new Date(iso));

/** Where the person's release stands, in words: to whom a link went and until when, which release counts. */
function ReleaseLine({ person }: { person: FamilyPerson }) {
	const verified = person.releases.find((r) => r.status === "verified");
	const pending = person.releases.find((r) => r.status === "pending_review");
	const rejected = person.releases[0]?.status === "rejected" ? person.releases[0] : null;
	return (
		<div className="space-y-1 text-sm text-ink-600">
			{verified && (
				<p>
					{verified.reference}, signed by {verified.signer_name} on {verified.signed_on} (
					{verified.method === "online" ? "online" : "on paper"}).
				</p>
			)}
			{!verified && pending && <p>{pending.reference} waits for our reviewers.</p>}
			{!verified && person.request && (
				<p>
					Link sent to {person.request.email} ({SIGNER_LABELS[person.request.relationship].toLowerCase()}),
					good until {day(person.request.expires_at)}.
				</p>
			)}
			{rejected && (
				<p className="text-accent-700">
					{rejected.reference} was not accepted{rejected.reason ? `: ${rejected.reason}` : ""}.
				</p>
			)}
		</div>
	);
}

function PersonCard({
	person,
	onEdit,
	onRelease,
}: {
	person: FamilyPerson;
	onEdit: () => void;
	onRelease: (way: ReleaseWay) => void;
}) {
	const name = person.name ?? "Unnamed person";
	const facts = [
		LIFE_STATUS_TEXT[person.life_status],
		person.birth_year ? `born ${person.birth_year}` : null,
		`${person.photo_count} ${person.photo_count === 1 ? "photo" : "photos"}`,
	].filter(Boolean);
	const canSignSelf = person.life_status !== "deceased";
	return (
		<li className="rounded-lg border border-ink-900/10 bg-white p-4 shadow-sm">
			<div className="flex flex-wrap items-start gap-3">
				{person.thumbnail_url ? (
					<img src={person.thumbnail_url} alt="" className="size-14 shrink-0 rounded-md object-cover" />
				) : (
					<span aria-hidden="true" className="size-14 shrink-0 rounded-md bg-ink-900/5" />
				)}
				<div className="min-w-0 flex-1">
					<h4 className="text-base font-semibold break-words text-ink-900">{name}</h4>
					<p className="text-sm text-ink-600">{facts.join(" · ")}</p>
				</div>
				<StatusPill tone={STATE_TONES[person.release_state]}>
					{RELEASE_STATE_LABELS[person.release_state]}
				</StatusPill>
			</div>
			<div className="mt-2">
				<ReleaseLine person={person} />
			</div>
			<fieldset className="mt-3 flex flex-wrap gap-2">
				<legend className="sr-only">Get a release for {name}</legend>
				{person.release_state !== "verified" && (
					<>
						{canSignSelf && (
							<Button variant="secondary" size="sm" onClick={() => onRelease("self")}>
								<PenLine aria-hidden="true" className="size-4" />
								This is me: sign online
							</Button>
						)}
						<Button variant="secondary" size="sm" onClick={() => onRelease("link")}>
							<Mail aria-hidden="true" className="size-4" />
							{person.request ? "Send a new link" : "Send a signing link"}
						</Button>
						<Button variant="secondary" size="sm" onClick={() => onRelease("paper")}>
							<FileUp aria-hidden="true" className="size-4" />
							Upload a paper release
						</Button>
					</>
				)}
				<Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit ${name}`}>
					<Pencil aria-hidden="true" className="size-4" />
					Edit
				</Button>
			</fieldset>
		</li>
	);
}

/** The family's people, each with where their release stands and the three ways to get one. */
export function PeopleList({ persons, storefront }: { persons: FamilyPerson[]; storefront: string }) {
	const [editing, setEditing] = useState<FamilyPerson | null>(null);
	const [adding, setAdding] = useState(false);
	const [release, setRelease] = useState<{ way: ReleaseWay; person: FamilyPerson } | null>(null);
	return (
		<div>
			<div className="mb-3 flex flex-wrap items-center justify-between gap-2">
				<h3 className="text-lg font-semibold text-ink-900">Your people ({persons.length})</h3>
				<Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
					<UserPlus aria-hidden="true" className="size-4" />
					Add a person
				</Button>
			</div>
			{persons.length === 0 ? (
				<div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-ink-900/15 px-4 py-8 text-center text-sm text-ink-600">
					<Users aria-hidden="true" className="size-6 text-ink-400" />
					<p className="font-medium text-ink-800">No people yet</p>
					<p>Draw a box around a face on a photo and name the person, or add them here.</p>
				</div>
			) : (
				<ul className="space-y-3">
					{persons.map((person) => (
						<PersonCard
							key={person.id}
							person={person}
							onEdit={() => setEditing(person)}
							onRelease={(way) => setRelease({ way, person })}
						/>
					))}
				</ul>
			)}
			<PersonDialog
				open={adding || editing !== null}
				person={editing}
				onClose={() => {
					setAdding(false);
					setEditing(null);
				}}
			/>
			<ReleaseDialog
				way={release?.way ?? null}
				person={release?.person ?? null}
				storefront={storefront}
				onClose={() => setRelease(null)}
			/>
		</div>
	);
}
