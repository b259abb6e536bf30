import { type AdminStudioLogo, STUDIO_NAME_MAX, StudioLogoSave } from "@core/contracts/site";
import { useEffect } from "react";
import { Button, SubmitButton } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { toast } from "@/lib/toast";
import { useForm } from "@/lib/use-form";
import { useSaveStudioLogo } from "../api/studio-logos";

export const STUDIO_FORM_TEXT = {
	created: "Studio added",
	createdNote: "Upload its logo: the home page shows it once it has one.",
	saved: "Studio saved",
	saveFailed: "The studio could not be saved.",
} as const;

const NAME_ID = "studio-name";
const IDS = { name: NAME_ID, link_url: "studio-link" };

/**
 * A studio's name and link: a new one (`logo` null) or one from the list. The link is checked
 * here as the server checks it (http or https, a real host), and the server's word wins.
 */
export function StudioForm({
	logo,
	onSaved,
	onNew,
	focusOnMount = false,
}: {
	logo: AdminStudioLogo | null;
	onSaved: (logo: AdminStudioLogo) => void;
	onNew: () => void;
	focusOnMount?: boolean;
}) {
	const mutation = useSaveStudioLogo();
	const form = useForm({
		initial: { name: logo?.name ?? "", link_url: logo?.link_url ?? "" },
		ids: IDS,
		check: StudioLogoSave,
		error: mutation.error,
		failedText: STUDIO_FORM_TEXT.saveFailed,
		onEdit: () => mutation.reset(),
	});
	const otherProblem = form.other;
	const id = logo?.id ?? null;

	useEffect(() => {
		if (focusOnMount) document.getElementById(NAME_ID)?.focus();
	}, [focusOnMount]);

	const submit = form.handleSubmit((data) =>
		mutation.mutate(
			{ id, ...data },
			{
				onSuccess: (saved) => {
					if (id) toast.success(STUDIO_FORM_TEXT.saved);
					else toast.success(STUDIO_FORM_TEXT.created, { description: STUDIO_FORM_TEXT.createdNote });
					form.setValues({ name: saved.name, link_url: saved.link_url ?? "" });
					onSaved(saved);
				},
			},
		),
	);

	return (
		<form onSubmit={submit} noValidate aria-label={id ? "Edit studio" : "New studio"} className="space-y-4">
			<TextField
				label="Studio name"
				{...form.field("name")}
				maxLength={STUDIO_NAME_MAX + 20}
				autoComplete="off"
				hint="Shown to screen readers and when the logo cannot load."
			/>
			<TextField
				label="Link"
				type="url"
				inputMode="url"
				optional
				{...form.field("link_url")}
				placeholder="https://"
				hint="The studio's website, opened in a new tab from the logo. Leave empty for no link."
			/>
			{otherProblem && (
				<Notice tone="error" role="alert" title={STUDIO_FORM_TEXT.saveFailed}>
					{otherProblem === STUDIO_FORM_TEXT.saveFailed ? null : otherProblem}
				</Notice>
			)}
			<div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
				{id && (
					<Button variant="secondary" onClick={onNew}>
						Add a new studio instead
					</Button>
				)}
				<SubmitButton pending={mutation.isPending} pendingLabel="Saving…">
					{id ? "Save studio" : "Add studio"}
				</SubmitButton>
			</div>
		</form>
	);
}
