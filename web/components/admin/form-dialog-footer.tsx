import type { ReactNode } from "react";
import { Button, SubmitButton } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";

/**
 * The end of a dialog's form: what went wrong that no field shows (when `failure.text` is
 * given), then Cancel and the submit button, stacked on a phone with the submit button on top.
 */
export function FormDialogFooter({
	failure,
	onCancel,
	pending,
	pendingLabel,
	children,
}: {
	failure?: { title: string; text: ReactNode };
	onCancel: () => void;
	pending: boolean;
	pendingLabel: string;
	/** The submit button's text. */
	children: ReactNode;
}) {
	return (
		<>
			{failure?.text && (
				<Notice tone="error" role="alert" title={failure.title}>
					{failure.text}
				</Notice>
			)}
			<div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
				<Button variant="secondary" onClick={onCancel}>
					Cancel
				</Button>
				<SubmitButton pending={pending} pendingLabel={pendingLabel}>
					{children}
				</SubmitButton>
			</div>
		</>
	);
}
