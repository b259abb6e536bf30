import { LIFE_STATUSES, type LifeStatus } from "@core/clearance";
import { LIFE_STATUS_TEXT } from "@core/releases";
import { TextField } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select-field";
import type { FormFields } from "@/lib/use-form";

/** A person as the name forms hold them: who signs their release follows from the last two. */
export type PersonValues = { name: string; life_status: LifeStatus; birth_year: string };

export const PERSON_IDS = {
	name: "person-name",
	life_status: "person-life-status",
	birth_year: "person-birth-year",
};

type SavedPerson = { name: string | null; life_status: LifeStatus; birth_year: number | null };

/** The form's values from the saved person, or empty with `status` for a new one. */
export const personInitial = (person: SavedPerson | null, status: LifeStatus): PersonValues => ({
	name: person?.name ?? "",
	life_status: person?.life_status ?? status,
	birth_year: person?.birth_year == null ? "" : String(person.birth_year),
});

/** The values as the person contracts take them (no year of birth as null). */
export const personPayload = (values: PersonValues) => ({
	...values,
	birth_year: values.birth_year.trim() === "" ? null : Number(values.birth_year),
});

/** Living or deceased, and the year of birth, side by side. */
export function PersonLifeFields({
	form,
	birthYearHint,
}: {
	form: FormFields<PersonValues>;
	birthYearHint: string;
}) {
	return (
		<div className="grid gap-3 sm:grid-cols-2">
			<SelectField
				id={PERSON_IDS.life_status}
				label="Living or deceased"
				value={form.values.life_status}
				options={LIFE_STATUSES.map((s) => [s, LIFE_STATUS_TEXT[s]] as const)}
				error={form.problemOf("life_status")}
				onChange={(value) => value && form.set("life_status", value)}
			/>
			<TextField
				label="Year of birth"
				inputMode="numeric"
				optional
				hint={birthYearHint}
				{...form.field("birth_year")}
			/>
		</div>
	);
}
