import {
	INHERITANCE_ROUTES,
	LIFE_STATUSES,
	type LifeStatus,
	RIGHTS_BASES,
	RIGHTS_BASIS_LABELS,
} from "@core/clearance";
import type { AdminRights } from "@core/contracts/clearance";
import { LIFE_STATUS_TEXT } from "@core/releases";
import { TextAreaField, TextField } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select-field";
import type { FormFields } from "@/lib/use-form";
import { numberOrNull } from "./release-fields";

type Basis = (typeof RIGHTS_BASES)[number];
type Route = (typeof INHERITANCE_ROUTES)[number];

/** A photo's rights statement as its form holds it. */
export type RightsValues = {
	photographer_name: string;
	photographer_status: LifeStatus;
	year_taken: string;
	rights_holder_name: string;
	basis: Basis;
	inheritance_route: Route | "";
	chain_of_title: string;
};
type RightsField = keyof RightsValues;
type SavedRights = Pick<AdminRights, RightsField>;

/** The form's values from the saved statement, or empty with `basis` when there is none. */
export function rightsInitial(rights: SavedRights | null, basis: Basis): RightsValues {
	return {
		photographer_name: rights?.photographer_name ?? "",
		photographer_status: rights?.photographer_status ?? "unknown",
		year_taken: rights?.year_taken == null ? "" : String(rights.year_taken),
		rights_holder_name: rights?.rights_holder_name ?? "",
		basis: rights?.basis ?? basis,
		inheritance_route: rights?.inheritance_route ?? "",
		chain_of_title: rights?.chain_of_title ?? "",
	};
}

/** The values as the rights contract takes them (a year as a number, no route as null). */
export const rightsPayload = (values: RightsValues) => ({
	...values,
	year_taken: numberOrNull(values.year_taken),
	inheritance_route: values.inheritance_route || null,
});

/** What each side calls the fields (the family in plain words, the admin in the ledger's). */
export type RightsFieldText = {
	photographer: string;
	status: string;
	holder: string;
	basis: string;
	route: string;
	routes: Record<Route, string>;
	chain: string;
	chainHint?: string;
};

/** Who took the photo, whether they live, who holds the copyright, how, and the chain of title. */
export function RightsFields({
	form,
	ids,
	text,
}: {
	form: FormFields<RightsValues, RightsField>;
	ids: Record<"photographer_status" | "basis" | "inheritance_route", string>;
	text: RightsFieldText;
}) {
	return (
		<>
			<div className="grid gap-3 sm:grid-cols-2">
				<TextField
					label={text.photographer}
					optional
					autoComplete="off"
					{...form.field("photographer_name")}
				/>
				<SelectField
					id={ids.photographer_status}
					label={text.status}
					value={form.values.photographer_status}
					options={LIFE_STATUSES.map((s) => [s, LIFE_STATUS_TEXT[s]] as const)}
					error={form.problemOf("photographer_status")}
					onChange={(value) => value && form.set("photographer_status", value)}
				/>
				<TextField label="Year taken" inputMode="numeric" optional {...form.field("year_taken")} />
				<TextField label={text.holder} autoComplete="off" {...form.field("rights_holder_name")} />
				<SelectField
					id={ids.basis}
					label={text.basis}
					value={form.values.basis}
					options={RIGHTS_BASES.map((b) => [b, RIGHTS_BASIS_LABELS[b]] as const)}
					error={form.problemOf("basis")}
					onChange={(value) => value && form.set("basis", value)}
				/>
				<SelectField
					id={ids.inheritance_route}
					label={text.route}
					value={form.values.inheritance_route}
					options={[["", "Not inherited"], ...INHERITANCE_ROUTES.map((r) => [r, text.routes[r]] as const)]}
					error={form.problemOf("inheritance_route")}
					onChange={(value) => form.set("inheritance_route", value)}
				/>
			</div>
			<TextAreaField label={text.chain} optional hint={text.chainHint} {...form.field("chain_of_title")} />
		</>
	);
}
