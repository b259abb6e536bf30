import type { AdminRelease } from "@core/contracts/clearance";
import { Check, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { errorText } from "@/lib/error-text";
import { toast } from "@/lib/toast";
import { useDecideRelease } from "../api/ledger";
import { DocumentView } from "./document-view";
import { FaceCrop } from "./face-crop";
import { LIFE_STATUS_LABELS, ReleaseFacts } from "./release-facts";

function personText(person: AdminRelease["person"]): string {
	const name = person.name ?? "Unnamed person";
	const born = person.birth_year === null ? "year of birth not known" : `born ${person.birth_year}`;
	return `${name} · ${LIFE_STATUS_LABELS[person.life_status]}, ${born}`;
}

/**
 * A release waiting for review: the signed document beside the person's faces, so the admin can
 * see that the paper names the person shown; its facts; Verify, and Reject (which asks why).
 */
export function ReleaseCard({
	release,
	onReject,
}: {
	release: AdminRelease;
	onReject: (release: AdminRelease) => void;
}) {
	const decide = useDecideRelease();
	const headingId = `release-${release.id}`;
	const name = release.person.name ?? "Unnamed person";

	function verify() {
		decide.mutate(
			{ id: release.id, action: "verify" },
			{
				onSuccess: (result) => {
					const hero = result.clearances_changed.filter((c) => c.to === "hero").length;
					toast.success(`${release.reference} verified`, {
						description: `${result.clearances_changed.length} photo clearance${result.clearances_changed.length === 1 ? "" : "s"} changed${hero > 0 ? `, ${hero} now cleared for hero use` : ""}.`,
					});
				},
				onError: (error) =>
					toast.error("Not verified", { description: errorText(error, "Please try again.") }),
			},
		);
	}

	return (
		<li>
			<article
				aria-labelledby={headingId}
				className="rounded-xl border border-ink-900/10 bg-cream-50 p-4 shadow-card sm:p-5"
			>
				<h2 id={headingId} className="text-lg font-semibold text-ink-900">
					{release.reference} · {name}
				</h2>
				<p className="mt-0.5 text-sm text-ink-600">{personText(release.person)}</p>
				<div className="mt-4 grid gap-5 lg:grid-cols-2">
					<DocumentView
						url={release.document_url}
						type={release.document_type}
						title={`Signed release ${release.reference}`}
					/>
					<div className="space-y-4">
						<section aria-label={`Faces of ${name}`}>
							<h3 className="mb-2 text-sm font-semibold text-ink-800">Faces in the archive</h3>
							{release.faces.length === 0 ? (
								<p className="text-sm text-ink-600">No face of this person is drawn on a photo yet.</p>
							) : (
								<ul className="flex flex-wrap gap-2">
									{release.faces.map((face) => (
										<li key={`${face.photo_id}-${face.box.join()}`}>
											<FaceCrop face={face} label={`${name} in photo #${face.photoid}`} />
										</li>
									))}
								</ul>
							)}
						</section>
						<ReleaseFacts release={release} />
						<div className="flex flex-col gap-2 sm:flex-row">
							<Button onClick={verify} disabled={decide.isPending}>
								<Check aria-hidden="true" className="size-4" />
								Verify {release.reference}
							</Button>
							<Button variant="secondary" onClick={() => onReject(release)} disabled={decide.isPending}>
								<X aria-hidden="true" className="size-4" />
								Reject…
							</Button>
						</div>
					</div>
				</div>
			</article>
		</li>
	);
}
