import { ImageUp, Trash2 } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { toast } from "sonner";
import { Button, SubmitButton } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { describedBy, FieldError, fieldIds } from "@/components/ui/field";
import { ApiError } from "@/lib/api-client";
import { useRemoveCompanyLogo, useUploadCompanyLogo } from "../api/company-logo";
import { LOGO_ACCEPT, logoProblem } from "../lib/logo-file";

/** Ours: the spec has no texts for logo uploads. */
export const LOGO_TEXT = {
	uploaded: "Logo uploaded",
	uploadFailed: "Could not upload the logo",
	removed: "Logo removed",
	removeFailed: "Could not remove the logo",
	chooseFirst: "Choose an image first.",
} as const;

const INPUT_ID = "company-logo-file";
const HINT = "PNG, JPEG or WebP, up to 2 MB. It replaces the current logo.";

function failureText(error: unknown): string {
	return error instanceof ApiError && error.status > 0 && error.status < 500
		? error.message
		: "Please try again.";
}

/** Choose, check (type and size, before sending) and upload a company's logo, or remove it. */
export function LogoUpload({ companyId, hasLogo }: { companyId: string; hasLogo: boolean }) {
	const upload = useUploadCompanyLogo(companyId);
	const remove = useRemoveCompanyLogo(companyId);
	const inputRef = useRef<HTMLInputElement>(null);
	const [file, setFile] = useState<File | null>(null);
	const [problem, setProblem] = useState<string | null>(null);
	const [confirmingRemove, setConfirmingRemove] = useState(false);
	const ids = fieldIds(INPUT_ID);

	function choose(next: File | null) {
		setFile(next);
		setProblem(next ? logoProblem(next) : null);
	}

	function submit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault();
		const found = file ? logoProblem(file) : LOGO_TEXT.chooseFirst;
		if (!file || found) {
			setProblem(found);
			inputRef.current?.focus();
			return;
		}
		upload.mutate(file, {
			onSuccess: () => {
				toast.success(LOGO_TEXT.uploaded);
				setFile(null);
				if (inputRef.current) inputRef.current.value = "";
			},
			onError: (error) => {
				console.warn("Uploading a company logo failed", error);
				const message = failureText(error);
				setProblem(message);
				toast.error(LOGO_TEXT.uploadFailed, { description: message });
			},
		});
	}

	function confirmRemove() {
		remove.mutate(undefined, {
			onSuccess: () => {
				setConfirmingRemove(false);
				toast.success(LOGO_TEXT.removed);
			},
			onError: (error) => {
				console.warn("Removing a company logo failed", error);
				toast.error(LOGO_TEXT.removeFailed, { description: failureText(error) });
			},
		});
	}

	return (
		<form noValidate onSubmit={submit} aria-label="Company logo">
			<label htmlFor={INPUT_ID} className="mb-1.5 block text-sm font-medium text-ink-800">
				Logo file
			</label>
			<input
				ref={inputRef}
				id={INPUT_ID}
				type="file"
				accept={LOGO_ACCEPT}
				onChange={(event) => choose(event.target.files?.[0] ?? null)}
				aria-invalid={problem ? true : undefined}
				aria-describedby={describedBy(INPUT_ID, { hint: HINT, error: problem })}
				className="block w-full text-sm text-ink-700 file:mr-3 file:h-10 file:cursor-pointer file:rounded-md file:border file:border-ink-900/15 file:bg-cream-50 file:px-4 file:text-sm file:font-medium file:text-ink-900 hover:file:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
			/>
			<p id={ids.hint} className="mt-1.5 text-sm text-ink-500">
				{HINT}
			</p>
			{problem && <FieldError id={ids.error}>{problem}</FieldError>}
			<div className="mt-4 flex flex-col gap-2 sm:flex-row">
				<SubmitButton
					pending={upload.isPending}
					pendingLabel="Uploading…"
					disabled={file === null || logoProblem(file) !== null}
				>
					<ImageUp aria-hidden="true" className="size-4" />
					Upload logo
				</SubmitButton>
				{hasLogo && (
					<Button variant="ghost" onClick={() => setConfirmingRemove(true)}>
						<Trash2 aria-hidden="true" className="size-4" />
						Remove logo
					</Button>
				)}
			</div>
			<ConfirmDialog
				open={confirmingRemove}
				onClose={() => setConfirmingRemove(false)}
				title="Remove this company's logo?"
				description="The company shows without a logo until a new one is uploaded."
				confirmLabel="Remove logo"
				pending={remove.isPending}
				onConfirm={confirmRemove}
			/>
		</form>
	);
}
