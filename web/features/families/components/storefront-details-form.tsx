import { type FamilyStorefront, FamilyStorefrontUpdate, STORY_MAX } from "@core/contracts/families";
import { SubmitButton } from "@/components/ui/button";
import { TextAreaField, TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { toast } from "@/lib/toast";
import { useForm } from "@/lib/use-form";
import { useUpdateStorefront } from "../api/storefront";

export const STOREFRONT_SAVED = "Storefront saved";
export const NOTHING_CHANGED = "Nothing to save: change a field first.";
const FAILED = "The storefront could not be saved.";

const FIELDS = ["storefront_name", "storefront_bio", "location"] as const;
type Field = (typeof FIELDS)[number];
const IDS: Record<Field, string> = {
	storefront_name: "storefront-name",
	storefront_bio: "storefront-bio",
	location: "storefront-location",
};

const valuesOf = (storefront: FamilyStorefront): Record<Field, string> => ({
	storefront_name: storefront.storefront_name ?? "",
	storefront_bio: storefront.storefront_bio ?? "",
	location: storefront.location ?? "",
});

/** The storefront's name, story and place; only what changed is sent. */
export function StorefrontDetailsForm({ storefront }: { storefront: FamilyStorefront }) {
	const mutation = useUpdateStorefront();
	const initial = valuesOf(storefront);
	const form = useForm({
		initial,
		ids: IDS,
		check: (values) => {
			const changed = Object.fromEntries(
				FIELDS.filter((f) => values[f].trim() !== initial[f].trim()).map((f) => [f, values[f]]),
			);
			const result = FamilyStorefrontUpdate.safeParse(changed);
			if (result.success) return {};
			const problems: Partial<Record<Field, string>> = {};
			for (const issue of result.error.issues) {
				const field = issue.path[0] as Field | undefined;
				if (field && !problems[field]) problems[field] = issue.message;
			}
			return problems;
		},
		error: mutation.error,
		failedText: FAILED,
	});
	const submit = form.handleSubmit((values) => {
		const changed = Object.fromEntries(
			FIELDS.filter((f) => values[f].trim() !== initial[f].trim()).map((f) => [f, values[f]]),
		);
		if (Object.keys(changed).length === 0) {
			toast.info(NOTHING_CHANGED);
			return;
		}
		mutation.mutate(changed, { onSuccess: () => toast.success(STOREFRONT_SAVED) });
	});
	return (
		<form onSubmit={submit} noValidate aria-label="Storefront details" className="space-y-4">
			<TextField
				{...form.field("storefront_name")}
				label="Storefront name"
				maxLength={100}
				autoComplete="off"
			/>
			<TextAreaField
				{...form.field("storefront_bio")}
				label="Your family's story"
				optional
				rows={5}
				maxLength={STORY_MAX}
				hint="Shown at the top of your public storefront."
			/>
			<TextField {...form.field("location")} label="Location" optional maxLength={120} autoComplete="off" />
			{form.other && (
				<Notice tone="error" role="alert" title={FAILED}>
					{form.other}
				</Notice>
			)}
			<SubmitButton pending={mutation.isPending} pendingLabel="Saving…">
				Save storefront
			</SubmitButton>
		</form>
	);
}
