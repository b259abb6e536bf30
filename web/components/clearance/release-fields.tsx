import {
	RELEASE_RELATIONSHIPS,
	RELEASE_SCOPES,
	type ReleaseRelationship,
	type ReleaseScope,
} from "@core/clearance";
import { TextField } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select-field";
import type { FormFields } from "@/lib/use-form";

/** A signed paper release as its form holds it (the document is a file kept beside). */
export type ReleaseValues = {
	signer_name: string;
	relationship: ReleaseRelationship;
	signed_on: string;
	scope: ReleaseScope;
	term_years: string;
	witness_name: string;
};
export type ReleaseField = keyof ReleaseValues | "document";

export const releaseInitial = (scope: ReleaseScope): ReleaseValues => ({
	signer_name: "",
	relationship: "self",
	signed_on: "",
	scope,
	term_years: "",
	witness_name: "",
});

/** A whole number typed in a text box, or null when it was left empty. */
export const numberOrNull = (text: string) => (text.trim() === "" ? null : Number(text));

/**
 * A paper release's fields but the document: who signed it and as whom, when, its scope and
 * term, and the witness. Each side names the relationship, scopes and term its own way.
 */
export function ReleaseFields({
	form,
	ids,
	relationshipLabel,
	relationshipLabels,
	scopeLabels,
	termHint,
}: {
	form: FormFields<ReleaseValues, ReleaseField>;
	ids: Record<"relationship" | "scope", string>;
	relationshipLabel: string;
	relationshipLabels: Record<ReleaseRelationship, string>;
	scopeLabels: Record<ReleaseScope, string>;
	termHint: string;
}) {
	return (
		<>
			<TextField label="Signed by" autoComplete="off" data-autofocus {...form.field("signer_name")} />
			<div className="grid gap-3 sm:grid-cols-2">
				<SelectField
					id={ids.relationship}
					label={relationshipLabel}
					value={form.values.relationship}
					options={RELEASE_RELATIONSHIPS.map((r) => [r, relationshipLabels[r]] as const)}
					error={form.problemOf("relationship")}
					onChange={(value) => value && form.set("relationship", value)}
				/>
				<TextField label="Signed on" type="date" {...form.field("signed_on")} />
				<SelectField
					id={ids.scope}
					label="Scope"
					value={form.values.scope}
					options={RELEASE_SCOPES.map((s) => [s, scopeLabels[s]] as const)}
					error={form.problemOf("scope")}
					onChange={(value) => value && form.set("scope", value)}
				/>
				<TextField
					label="Term in years"
					inputMode="numeric"
					optional
					hint={termHint}
					{...form.field("term_years")}
				/>
			</div>
			<TextField label="Witness" optional autoComplete="off" {...form.field("witness_name")} />
		</>
	);
}
