import { RightsSave } from "@core/contracts/clearance";
import type { FamilyRights } from "@core/contracts/releases";
import { RightsFields, rightsInitial, rightsPayload } from "@/components/clearance/rights-fields";
import { SubmitButton } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { StatusPill } from "@/components/ui/status-pill";
import { toast } from "@/lib/toast";
import { useForm } from "@/lib/use-form";
import { useSaveRights } from "../api/releases";

const IDS = {
	photographer_name: "rights-photographer",
	photographer_status: "rights-photographer-status",
	year_taken: "rights-year",
	rights_holder_name: "rights-holder",
	basis: "rights-basis",
	inheritance_route: "rights-route",
	chain_of_title: "rights-chain",
};
const TEXT = {
	photographer: "Who took the photo",
	status: "The photographer is",
	holder: "Who holds the copyright now",
	basis: "How they hold it",
	route: "Inherited how",
	routes: { will: "By a will", intestacy: "Without a will (intestacy)" },
	chain: "How the copyright came to you",
	chainHint: "For example: taken by my grandfather Walter; left to my mother by his will; then to me.",
};
const Fields = RightsSave.omit({ document: true });
const STATUS_TEXT = { pending_review: "Waiting for review", verified: "Verified", rejected: "Not accepted" };

/**
 * The family's statement of its rights to a photo: who took it, whether they are living, and how
 * the family holds the copyright. Saving sends it to our reviewers (the clearance ledger's rights).
 */
export function RightsForm({ photoId, rights }: { photoId: string; rights: FamilyRights | null }) {
	const mutation = useSaveRights(photoId);
	const form = useForm({
		initial: rightsInitial(rights, "inheritance"),
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
		{ prepare: () => rightsPayload(form.values) },
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
			<RightsFields form={form} ids={IDS} text={TEXT} />
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
