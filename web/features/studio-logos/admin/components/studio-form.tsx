import { type AdminStudioLogo, STUDIO_NAME_MAX, StudioLogoSave } from "@core/contracts/site";
import { type FormEvent, useEffect, useState } from "react";
import { Button, SubmitButton } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { errorText, fieldProblem } from "@/lib/error-text";
import { toast } from "@/lib/toast";
import { useSaveStudioLogo } from "../api/studio-logos";

export const STUDIO_FORM_TEXT = {
	created: "Studio added",
	createdNote: "Upload its logo: the home page shows it once it has one.",
	saved: "Studio saved",
	saveFailed: "The studio could not be saved.",
} as const;

type Field = "name" | "link_url";
const NAME_ID = "studio-name";
const LINK_ID = "studio-link";

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
	const [name, setName] = useState(logo?.name ?? "");
	const [link, setLink] = useState(logo?.link_url ?? "");
	const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
	const id = logo?.id ?? null;

	useEffect(() => {
		if (focusOnMount) document.getElementById(NAME_ID)?.focus();
	}, [focusOnMount]);

	const problemOf = (field: Field) => problems[field] ?? fieldProblem(mutation.error, field);
	const otherProblem =
		mutation.error && !fieldProblem(mutation.error, "name") && !fieldProblem(mutation.error, "link_url")
			? errorText(mutation.error, STUDIO_FORM_TEXT.saveFailed)
			: null;

	function edit(field: Field, value: string) {
		(field === "name" ? setName : setLink)(value);
		setProblems((current) => ({ ...current, [field]: undefined }));
		mutation.reset();
	}

	function submit(event: FormEvent) {
		event.preventDefault();
		const parsed = StudioLogoSave.safeParse({ name, link_url: link });
		if (!parsed.success) {
			const found: Partial<Record<Field, string>> = {};
			for (const issue of parsed.error.issues) {
				const field = issue.path[0];
				if ((field === "name" || field === "link_url") && !found[field]) found[field] = issue.message;
			}
			setProblems(found);
			document.getElementById(found.name ? NAME_ID : LINK_ID)?.focus();
			return;
		}
		mutation.mutate(
			{ id, ...parsed.data },
			{
				onSuccess: (saved) => {
					if (id) toast.success(STUDIO_FORM_TEXT.saved);
					else toast.success(STUDIO_FORM_TEXT.created, { description: STUDIO_FORM_TEXT.createdNote });
					setName(saved.name);
					setLink(saved.link_url ?? "");
					onSaved(saved);
				},
				onError: (error) =>
					document
						.getElementById(
							fieldProblem(error, "link_url") && !fieldProblem(error, "name") ? LINK_ID : NAME_ID,
						)
						?.focus(),
			},
		);
	}

	return (
		<form onSubmit={submit} noValidate aria-label={id ? "Edit studio" : "New studio"} className="space-y-4">
			<TextField
				id={NAME_ID}
				label="Studio name"
				value={name}
				maxLength={STUDIO_NAME_MAX + 20}
				autoComplete="off"
				hint="Shown to screen readers and when the logo cannot load."
				error={problemOf("name")}
				onChange={(event) => edit("name", event.target.value)}
			/>
			<TextField
				id={LINK_ID}
				label="Link"
				type="url"
				inputMode="url"
				optional
				value={link}
				placeholder="https://"
				hint="The studio's website, opened in a new tab from the logo. Leave empty for no link."
				error={problemOf("link_url")}
				onChange={(event) => edit("link_url", event.target.value)}
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
