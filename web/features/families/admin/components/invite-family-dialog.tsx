import { FamilyInvitationCreate } from "@core/contracts/families";
import { FAMILY_INVITATION_DAYS } from "@core/family";
import { FormDialogFooter } from "@/components/admin/form-dialog-footer";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/field";
import { toast } from "@/lib/toast";
import { useForm } from "@/lib/use-form";
import { useInviteFamily } from "../api/applications";

export const INVITATION_SENT = "Invitation sent";

function InviteForm({ onClose }: { onClose: () => void }) {
	const mutation = useInviteFamily();
	const form = useForm({
		initial: { email: "", storefront_name: "" },
		ids: { email: "invite-email", storefront_name: "invite-storefront-name" },
		check: FamilyInvitationCreate,
		error: mutation.error,
		conflictField: "email",
		failedText: "The invitation could not be sent.",
	});
	const submit = form.handleSubmit((data) =>
		mutation.mutate(data, {
			onSuccess: (invitation) => {
				toast.success(INVITATION_SENT, {
					description: `${invitation.email} can accept it for ${FAMILY_INVITATION_DAYS} days.`,
				});
				onClose();
			},
		}),
	);
	return (
		<form onSubmit={submit} noValidate aria-label="Invite a family" className="space-y-4">
			<TextField
				{...form.field("email")}
				label="Email"
				type="email"
				autoComplete="off"
				data-autofocus
				hint="The link works only for an account with this address."
			/>
			<TextField
				{...form.field("storefront_name")}
				label="Storefront name"
				maxLength={100}
				autoComplete="off"
			/>
			<FormDialogFooter
				failure={{ title: "The invitation could not be sent.", text: form.other }}
				onCancel={onClose}
				pending={mutation.isPending}
				pendingLabel="Sending…"
			>
				Send invitation
			</FormDialogFooter>
		</form>
	);
}

/** Invites a family by email: its link makes the account with that address a family. */
export function InviteFamilyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
	return (
		<Dialog
			open={open}
			onClose={onClose}
			title="Invite a family"
			description={`We email a link that works once, for ${FAMILY_INVITATION_DAYS} days.`}
			className="sm:max-w-lg"
		>
			{open && <InviteForm onClose={onClose} />}
		</Dialog>
	);
}
