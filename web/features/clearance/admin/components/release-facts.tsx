import { RELEASE_MEDIA, RELEASE_RELATIONSHIP_LABELS, RELEASE_TERRITORY, releaseEnds } from "@core/clearance";
import type { AdminRelease } from "@core/contracts/clearance";

export const LIFE_STATUS_LABELS = { living: "Living", deceased: "Deceased", unknown: "Not known" } as const;
export const SCOPE_LABELS = { background: "Background use", hero: "Hero use (and background)" } as const;

export function termText(release: Pick<AdminRelease, "signed_on" | "term_years">): string {
	if (release.term_years === null) return "Perpetual";
	return `${release.term_years} years (to ${releaseEnds(release)})`;
}

/** What a release says, as a description list: who signed, how they relate, when, for what. */
export function ReleaseFacts({ release }: { release: Omit<AdminRelease, "faces" | "person"> }) {
	const rows: Array<[string, string]> = [
		["Signed by", release.signer_name],
		["Relationship", RELEASE_RELATIONSHIP_LABELS[release.relationship]],
		["Signed on", release.signed_on],
		["Scope", SCOPE_LABELS[release.scope]],
		["Media and territory", `${RELEASE_MEDIA}, ${RELEASE_TERRITORY}`],
		["Term", termText(release)],
		["Witness", release.witness_name ?? "None"],
	];
	return (
		<dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
			{rows.map(([label, value]) => (
				<div key={label} className="contents">
					<dt className="font-medium text-ink-600">{label}</dt>
					<dd className="break-words text-ink-900">{value}</dd>
				</div>
			))}
		</dl>
	);
}
