import { type AdminFamily, FamilyCreate } from "@core/contracts/catalogue";
import { FormDialogFooter } from "@/components/admin/form-dialog-footer";
import { Dialog } from "@/components/ui/dialog";
import { TextAreaField, TextField } from "@/components/ui/field";
import { toast } from "@/lib/toast";
import { useForm } from "@/lib/use-form";
import { useCreateFamily } from "../api/family-mutations";
import { type CreateField, FAMILY_SAVE_FAILED, FIELD_LABELS } from "../lib/family-fields";

const FIELDS: readonly CreateField[] = [
	"email",
	"storefront_name",
	"first_name",
	"location",
	"storefront_bio",
];
const IDS = Object.fromEntries(
	FIELDS.map((field) => [field, `new-family-${field.replace("_", "-")}`]),
) as Record<CreateField, string>;
const EMPTY: Record<CreateField, string> = {
	email: "",
	storefront_name: "",
	first_name: "",
	location: "",
	storefront_bio: "",
};

export const FAMILY_CREATED = "Family created";

function NewFamilyForm({
	onClose,
	onCreated,
}: {
	onClose: () => void;
	onCreated: (family: AdminFamily) => void;
}) {
	const mutation = useCreateFamily();
	const form = useForm({
		initial: EMPTY,
		ids: IDS,
		check: FamilyCreate,
		error: mutation.error,
		conflictField: "email",
		failedText: FAMILY_SAVE_FAILED,
	});
	const text = (field: CreateField) => ({ label: FIELD_LABELS[field], ...form.field(field) });

	const submit = form.handleSubmit((data) =>
		mutation.mutate(data, {
			onSuccess: (family) => {
				toast.success(FAMILY_CREATED, {
					description: `${family.storefront_name ?? family.email} can now be given photos.`,
				});
				onCreated(family);
			},
		}),
	);

	return (
		<form onSubmit={submit} noValidate aria-label="New family" className="space-y-4">
			<TextField
				{...text("email")}
				type="email"
				autoComplete="off"
				data-autofocus
				hint="The family signs in later with a link sent to this address."
			/>
			<TextField {...text("storefront_name")} maxLength={100} autoComplete="off" />
			<div className="grid gap-4 sm:grid-cols-2">
				<TextField {...text("first_name")} optional maxLength={80} autoComplete="off" />
				<TextField {...text("location")} optional maxLength={120} autoComplete="off" />
			</div>
			<TextAreaField {...text("storefront_bio")} optional maxLength={2000} rows={4} />
			<FormDialogFooter
				failure={{ title: "The family could not be created.", text: form.other }}
				onCancel={onClose}
				pending={mutation.isPending}
				pendingLabel="Creating…"
			>
				Create family
			</FormDialogFooter>
		</form>
	);
}

/** Makes a family account with its storefront; each field shows its own problem. */
export function NewFamilyDialog({
	open,
	onClose,
	onCreated,
}: {
	open: boolean;
	onClose: () => void;
	onCreated: (family: AdminFamily) => void;
}) {
	return (
		<Dialog
			open={open}
			onClose={onClose}
			title="New family"
			description="A family owns photos and has a public storefront."
			className="sm:max-w-lg"
		>
			{open && <NewFamilyForm onClose={onClose} onCreated={onCreated} />}
		</Dialog>
	);
}
