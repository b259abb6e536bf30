import { useId } from "react";
import { Button, SubmitButton } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/field";
import { useForm } from "@/lib/use-form";

type NameDialogProps = {
	open: boolean;
	onClose: () => void;
	title: string;
	label: string;
	initialName: string;
	/** Core's rule for the name: its message, or null when the name is fine. */
	check: (name: string) => string | null;
	/** The name as it is sent (trimmed, and so on). */
	normalise: (name: string) => string;
	/** Saves; resolves to the message to show under the field when the server refused, else null. */
	onSave: (name: string) => Promise<string | null>;
	pending: boolean;
};

/**
 * Renames a project or a company: checked with core's rules as the user types once they tried
 * to save, sent only when it passes; the server's answer about the name shows under the field.
 */
export function NameDialog(props: NameDialogProps) {
	// Mounted only while open, so each opening starts from the current name.
	if (!props.open) return null;
	return <NameDialogBody {...props} />;
}

function NameDialogBody({
	onClose,
	title,
	label,
	initialName,
	check,
	normalise,
	onSave,
	pending,
}: NameDialogProps) {
	const id = useId();
	const form = useForm({
		initial: { name: initialName },
		ids: { name: id },
		check: ({ name }) => ({ name: check(name) }),
		recheck: true,
	});

	const submit = form.handleSubmit(async ({ name }) => {
		const next = normalise(name);
		if (next === initialName) {
			onClose();
			return;
		}
		// The server's word about the name stays under it until the name is edited.
		const refused = await onSave(next);
		if (refused) form.show({ name: refused });
	});

	return (
		<Dialog open onClose={onClose} title={title}>
			<form noValidate onSubmit={submit} className="space-y-5">
				<TextField label={label} data-autofocus autoComplete="off" required {...form.field("name")} />
				<div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
					<Button variant="secondary" onClick={onClose}>
						Cancel
					</Button>
					<SubmitButton pending={pending} pendingLabel="Saving…">
						Save
					</SubmitButton>
				</div>
			</form>
		</Dialog>
	);
}
