import {
	INHERITANCE_ROUTES,
	LIFE_STATUSES,
	type LifeStatus,
	RIGHTS_BASES,
	RIGHTS_BASIS_LABELS,
} from "@core/clearance";
import { RightsSave } from "@core/contracts/clearance";
import type { FamilyRights } from "@core/contracts/releases";
import { LIFE_STATUS_TEXT } from "@core/releases";
import { SubmitButton } from "@/components/ui/button";
import { TextAreaField, TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { StatusPill } from "@/components/ui/status-pill";
import { toast } from "@/lib/toast";
import { useForm } from "@/lib/use-form";
import { useSaveRights } from "../api/releases";
import { SelectField } from "./select-field";

const IDS = {
	photographer_name: "rights-photographer",
	photographer_status: "rights-photographer-status",
	year_taken: "rights-year",
	rights_holder_name: "rights-holder",
	basis: "rights-basis",
	inheritance_route: "rights-route",
	chain_of_title: "rights-chain",
};
const ROUTE_LABELS = { will: "By a will", intestacy: "Without a will (intestacy)" } as const;
const Fields = RightsSave.omit({ document: true });
type Basis = (typeof RIGHTS_BASES)[number];
type Route = (typeof INHERITANCE_ROUTES)[number];
const STATUS_TEXT = { pending_review: "Waiting for review", verified: "Verified", rejected: "Not accepted" };

/**
 * The family's statement of its rights to a photo: who took it, whether they are living, and how
 * the family holds the copyright. Saving sends it to our reviewers (the clearance ledger's rights).
 */
export function RightsForm({ photoId, rights }: { photoId: string; rights: FamilyRights | null }) {
	const mutation = useSaveRights(photoId);
	const form = useForm({
		initial: {
			photographer_name: rights?.photographer_name ?? "",
			photographer_status: (rights?.photographer_status ?? "unknown") as LifeStatus,
			year_taken: rights?.year_taken == null ? "" : String(rights.year_taken),
			rights_holder_name: rights?.rights_holder_name ?? "",
			basis: (rights?.basis ?? "inheritance") as Basis,
			inheritance_route: (rights?.inheritance_route ?? "") as Route | "",
			chain_of_title: rights?.chain_of_title ?? "",
		},
		ids: IDS,
		check: Fields,
		error: mutation.error,
		onEdit: () => mutation.reset(),
	});
	const submit = form.handleSubmit(
		async (data) => {
			await mutation.mutateAsync(data);
			toast.success("Rights saved", {
				description: "Our reviewers check them before the photo goes on sale.",
			});
		},
		{
			prepare: () => ({
				...form.values,
				year_taken: form.values.year_taken.trim() === "" ? null : Number(form.values.year_taken),
				inheritance_route: form.values.inheritance_route || null,
			}),
		},
	);
	return (
		<form onSubmit={submit} noValidate aria-label="Your rights to this photo" className="space-y-4">
			{rights && (
				<p className="flex items-center gap-2 text-sm text-ink-700">
					Saved statement:{" "}
					<StatusPill tone={rights.status === "verified" ? "good" : "waiting"}>
						{STATUS_TEXT[rights.status]}
					</StatusPill>
				</p>
			)}
			<div className="grid gap-3 sm:grid-cols-2">
				<TextField
					label="Who took the photo"
					optional
					autoComplete="off"
					{...form.field("photographer_name")}
				/>
				<SelectField
					id={IDS.photographer_status}
					label="The photographer is"
					value={form.values.photographer_status}
					options={LIFE_STATUSES.map((s) => [s, LIFE_STATUS_TEXT[s]] as const)}
					error={form.problemOf("photographer_status")}
					onChange={(value) => value && form.set("photographer_status", value)}
				/>
				<TextField label="Year taken" inputMode="numeric" optional {...form.field("year_taken")} />
				<TextField
					label="Who holds the copyright now"
					autoComplete="off"
					{...form.field("rights_holder_name")}
				/>
				<SelectField
					id={IDS.basis}
					label="How they hold it"
					value={form.values.basis}
					options={RIGHTS_BASES.map((b) => [b, RIGHTS_BASIS_LABELS[b]] as const)}
					error={form.problemOf("basis")}
					onChange={(value) => value && form.set("basis", value)}
				/>
				<SelectField
					id={IDS.inheritance_route}
					label="Inherited how"
					value={form.values.inheritance_route}
					options={[["", "Not inherited"], ...INHERITANCE_ROUTES.map((r) => [r, ROUTE_LABELS[r]] as const)]}
					error={form.problemOf("inheritance_route")}
					onChange={(value) => form.set("inheritance_route", value)}
				/>
			</div>
			<TextAreaField
				label="How the copyright came to you"
				optional
				hint="For example: taken by my grandfather Walter; left to my mother by his will; then to me."
				{...form.field("chain_of_title")}
			/>
			{form.values.basis === "written_assignment" && (
				<Notice tone="info" title="A written assignment needs its document">
					Our reviewers will ask you for it; until then the statement cannot be verified.
				</Notice>
			)}
			{form.other && (
				<Notice tone="error" role="alert" title="Not saved.">
					{form.other}
				</Notice>
			)}
			<SubmitButton pending={mutation.isPending || form.submitting} pendingLabel="Saving…">
				Save the rights statement
			</SubmitButton>
		</form>
	);
}
