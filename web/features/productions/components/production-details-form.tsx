import { type Production, ProductionUpdate } from "@core/contracts/teams";
import { PRODUCTION_TYPE_LABELS, PRODUCTION_TYPES, type ProductionType } from "@core/teams";
import { SubmitButton } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { SelectField } from "@/components/ui/select-field";
import { toast } from "@/lib/toast";
import { useForm } from "@/lib/use-form";
import { useUpdateProduction } from "../api/update-production";

const IDS = {
	name: "production-name",
	production_type: "production-type",
	starts_on: "production-starts-on",
	ends_on: "production-ends-on",
	production_code: "production-code",
	po_number: "production-po-number",
} as const;

const TYPE_OPTIONS: ReadonlyArray<readonly [ProductionType | "", string]> = [
	["", "Not set"],
	...PRODUCTION_TYPES.map((type) => [type, PRODUCTION_TYPE_LABELS[type]] as const),
];

type Values = {
	name: string;
	production_type: ProductionType | "";
	starts_on: string;
	ends_on: string;
	production_code: string;
	po_number: string;
};

function valuesOf(production: Production): Values {
	return {
		name: production.name,
		production_type: production.production_type ?? "",
		starts_on: production.starts_on ?? "",
		ends_on: production.ends_on ?? "",
		production_code: production.production_code ?? "",
		po_number: production.po_number ?? "",
	};
}

/** What the API takes: an empty choice or date is "not set" (null). */
function draftOf(values: Values): ProductionUpdate {
	return {
		...values,
		production_type: values.production_type === "" ? null : values.production_type,
		starts_on: values.starts_on === "" ? null : values.starts_on,
		ends_on: values.ends_on === "" ? null : values.ends_on,
	};
}

/** Only what changed is sent: a name left as it was is not checked against the others again. */
function changedFields(production: Production, data: ProductionUpdate): ProductionUpdate {
	const changes: Record<string, unknown> = {};
	for (const [field, value] of Object.entries(data))
		if (value !== undefined && value !== production[field as keyof ProductionUpdate]) changes[field] = value;
	return changes as ProductionUpdate;
}

export const PRODUCTION_SAVED = "Production details saved";

/**
 * The production's details (title, type, dates, code, default PO number) for those who may edit
 * them: the company's owners and the production's creator. Each field shows its own message, from
 * the check here or from the server's 400.
 */
export function ProductionDetailsForm({
	production,
	onDone,
}: {
	production: Production;
	onDone: () => void;
}) {
	const update = useUpdateProduction(production.id);
	const form = useForm<Values, keyof Values, ProductionUpdate>({
		initial: () => valuesOf(production),
		ids: IDS,
		check: ProductionUpdate,
		conflictField: "name",
		failedText: "The details could not be saved.",
	});
	const onSubmit = form.handleSubmit(
		async (data) => {
			const changes = changedFields(production, data);
			if (Object.keys(changes).length > 0) {
				await update.mutateAsync(changes);
				toast.success(PRODUCTION_SAVED);
			}
			onDone();
		},
		{ prepare: () => draftOf(form.values) },
	);
	return (
		<form noValidate onSubmit={onSubmit} aria-label="Production details" className="space-y-4">
			<TextField {...form.field("name")} label="Title" autoComplete="off" />
			<SelectField
				id={IDS.production_type}
				label="Type"
				value={form.values.production_type}
				options={TYPE_OPTIONS}
				error={form.problemOf("production_type")}
				onChange={(value) => form.set("production_type", value)}
			/>
			<div className="grid gap-4 sm:grid-cols-2">
				<TextField {...form.field("starts_on")} label="Starts" type="date" optional />
				<TextField {...form.field("ends_on")} label="Ends" type="date" optional />
			</div>
			<div className="grid gap-4 sm:grid-cols-2">
				<TextField {...form.field("production_code")} label="Production code" optional autoComplete="off" />
				<TextField
					{...form.field("po_number")}
					label="PO number"
					optional
					autoComplete="off"
					hint="Every order of the production starts with it."
				/>
			</div>
			{form.other && (
				<Notice tone="error" role="alert">
					{form.other}
				</Notice>
			)}
			<div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
				<button
					type="button"
					onClick={onDone}
					className="h-10 rounded-md border border-ink-900/15 px-4 text-sm font-medium text-ink-900 hover:bg-white"
				>
					Cancel
				</button>
				<SubmitButton pending={form.submitting} pendingLabel="Saving…">
					Save details
				</SubmitButton>
			</div>
		</form>
	);
}
