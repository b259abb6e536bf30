import { type AdminFamilyApplication, FamilyApplicationDecline } from "@core/contracts/families";
import { FormDialogFooter } from "@/components/admin/form-dialog-footer";
import { Dialog } from "@/components/ui/dialog";
import { TextAreaField } from "@/components/ui/field";
import { toast } from "@/lib/toast";
import { useForm } from "@/lib/use-form";
import { useDeclineApplication } from "../api/applications";

export const APPLICATION_DECLINED = "Application declined";

function DeclineForm({ application, onClose }: { application: AdminFamilyApplication; onClose: () => void }) {
	const mutation = useDeclineApplication(application.id);
	const form = useForm({
		initial: { reason: "" },
		ids: { reason: "decline-reason" },
		check: FamilyApplicationDecline,
		error: mutation.error,
		failedText: "The application could not be declined.",
	});
	const submit = form.handleSubmit((data) =>
		mutation.mutate(data, {
			onSuccess: () => {
				toast.success(APPLICATION_DECLINED, { description: `${application.email} is told why by email.` });
				onClose();
			},
		}),
	);
	return (
		<form onSubmit={submit} noValidate aria-label="Decline the application" className="space-y-4">
			<TextAreaField
				{...form.field("reason")}
				label="Reason"
				hint="The member reads it in the email and on their page, and may apply again."
				maxLength={1000}
				rows={4}
				data-autofocus
			/>
			<FormDialogFooter
				failure={{ title: "The application could not be declined.", text: form.other }}
				onCancel={onClose}
				pending={mutation.isPending}
				pendingLabel="Declining…"
			>
				Decline
			</FormDialogFooter>
		</form>
	);
}

/** Declines an application with the reason its member will read (a reason is required). */
export function DeclineApplicationDialog({
	application,
	onClose,
}: {
	application: AdminFamilyApplication | null;
	onClose: () => void;
}) {
	return (
		<Dialog
			open={application !== null}
			onClose={onClose}
			title={application ? `Decline ${application.storefront_name}?` : "Decline"}
			description="Say why, in words the member can act on."
			className="sm:max-w-lg"
		>
			{application && <DeclineForm application={application} onClose={onClose} />}
		</Dialog>
	);
}
