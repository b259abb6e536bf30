import { FAMILY_TERMS } from "@core/family-terms";

/** The terms a family accepts, as a list (the same words as the about, licence and terms pages). */
export function FamilyTermsList({ id }: { id?: string }) {
	return (
		<ul id={id} className="list-disc space-y-1.5 pl-5 text-sm text-ink-700">
			{FAMILY_TERMS.map((term) => (
				<li key={term}>{term}</li>
			))}
		</ul>
	);
}
