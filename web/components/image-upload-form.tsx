import { ImageUp, Trash2 } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Button, SubmitButton } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { describedBy, FieldError, fieldIds } from "@/components/ui/field";
import { errorText } from "@/lib/error-text";
import { toast } from "@/lib/toast";
import { useForm } from "@/lib/use-form";

type MutateCallbacks = { onSuccess: () => void; onError: (error: unknown) => void };

/** The part of a TanStack mutation the form drives; kept structural so any upload hook fits. */
type Mutation<Variables> = {
	mutate(variables: Variables, callbacks: MutateCallbacks): void;
	isPending: boolean;
};

/** Toasts and the "nothing chosen" message of one kind of image. */
export type ImageUploadText = {
	uploaded: string;
	uploadFailed: string;
	removed: string;
	removeFailed: string;
	chooseFirst: string;
};

/** The texts of a logo's upload (ours: the spec has none). */
export const LOGO_UPLOAD_TEXT: ImageUploadText = {
	uploaded: "Logo uploaded",
	uploadFailed: "Could not upload the logo",
	removed: "Logo removed",
	removeFailed: "Could not remove the logo",
	chooseFirst: "Choose an image first.",
};

/** A local preview of the chosen file; jsdom and old browsers may have no object URLs. */
function usePreviewUrl(file: File | null): string | null {
	const [url, setUrl] = useState<string | null>(null);
	useEffect(() => {
		if (!file || typeof URL.createObjectURL !== "function") {
			setUrl(null);
			return;
		}
		const next = URL.createObjectURL(file);
		setUrl(next);
		return () => URL.revokeObjectURL(next);
	}, [file]);
	return url;
}

const TRY_AGAIN = "Please try again.";

const FILE_INPUT_CLASS =
	"block w-full text-sm text-ink-700 file:mr-3 file:h-10 file:cursor-pointer file:rounded-md file:border file:border-ink-900/15 file:bg-cream-50 file:px-4 file:text-sm file:font-medium file:text-ink-900 hover:file:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600";

/** Choose, check (type and size, before sending), optionally preview, and upload an image, or remove it. */
export function ImageUploadForm({
	formLabel,
	inputId,
	fileLabel,
	accept,
	hint,
	problemOf,
	text,
	upload,
	remove,
	hasImage,
	uploadLabel,
	removeLabel,
	confirmTitle,
	confirmDescription,
	subject,
	current,
	preview,
}: {
	formLabel: string;
	inputId: string;
	fileLabel: string;
	accept: string;
	hint: string;
	/** What is wrong with a chosen file before it is sent, or null. */
	problemOf: (file: File) => string | null;
	text: ImageUploadText;
	upload: Mutation<File>;
	remove: Mutation<undefined>;
	hasImage: boolean;
	uploadLabel: string;
	removeLabel: string;
	confirmTitle: string;
	confirmDescription: string;
	/** Names the image in console warnings, e.g. "a company logo". */
	subject: string;
	/** The image as it is now, shown above the field. */
	current?: ReactNode;
	/** With these, a chosen file is previewed beside `current` before it is uploaded. */
	preview?: { alt: string; className: string };
}) {
	const inputRef = useRef<HTMLInputElement>(null);
	const form = useForm({
		initial: { file: null as File | null },
		ids: { file: inputId },
		check: ({ file }) => ({ file: file ? problemOf(file) : text.chooseFirst }),
		failedText: TRY_AGAIN,
	});
	const { file } = form.values;
	const [confirmingRemove, setConfirmingRemove] = useState(false);
	const ids = fieldIds(inputId);
	const chosenOk = file !== null && problemOf(file) === null;
	const previewUrl = usePreviewUrl(preview && chosenOk ? file : null);
	// A chosen file's own problem shows at once; the server's refusal stays until another is chosen.
	const problem = form.problemOf("file") ?? (file ? problemOf(file) : null) ?? form.other;

	function choose(next: File | null) {
		form.clear();
		form.set("file", next);
	}

	const submit = form.handleSubmit(({ file: chosen }) => {
		if (!chosen) return;
		upload.mutate(chosen, {
			onSuccess: () => {
				toast.success(text.uploaded);
				form.setValues({ file: null });
				if (inputRef.current) inputRef.current.value = "";
			},
			onError: (error) => {
				console.warn(`Uploading ${subject} failed`, error);
				form.refuse(error);
				toast.error(text.uploadFailed, { description: errorText(error, TRY_AGAIN) });
			},
		});
	});

	function confirmRemove() {
		remove.mutate(undefined, {
			onSuccess: () => {
				setConfirmingRemove(false);
				toast.success(text.removed);
			},
			onError: (error) => {
				console.warn(`Removing ${subject} failed`, error);
				toast.error(text.removeFailed, { description: errorText(error, TRY_AGAIN) });
			},
		});
	}

	return (
		<form noValidate onSubmit={submit} aria-label={formLabel} className="space-y-4">
			{(current || preview) && (
				<div className="flex items-center gap-4">
					{current}
					{preview && previewUrl && (
						<figure className="flex items-center gap-2 text-sm text-ink-600">
							<img src={previewUrl} alt={preview.alt} className={preview.className} />
							<figcaption>New, not uploaded yet</figcaption>
						</figure>
					)}
				</div>
			)}
			<div>
				<label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-ink-800">
					{fileLabel}
				</label>
				<input
					ref={inputRef}
					id={inputId}
					type="file"
					accept={accept}
					onChange={(event) => choose(event.target.files?.[0] ?? null)}
					aria-invalid={problem ? true : undefined}
					aria-describedby={describedBy(inputId, { hint, error: problem })}
					className={FILE_INPUT_CLASS}
				/>
				<p id={ids.hint} className="mt-1.5 text-sm text-ink-500">
					{hint}
				</p>
				{problem && <FieldError id={ids.error}>{problem}</FieldError>}
			</div>
			<div className="flex flex-col gap-2 sm:flex-row">
				<SubmitButton pending={upload.isPending} pendingLabel="Uploading…" disabled={!chosenOk}>
					<ImageUp aria-hidden="true" className="size-4" />
					{uploadLabel}
				</SubmitButton>
				{hasImage && (
					<Button variant="ghost" onClick={() => setConfirmingRemove(true)}>
						<Trash2 aria-hidden="true" className="size-4" />
						{removeLabel}
					</Button>
				)}
			</div>
			<ConfirmDialog
				open={confirmingRemove}
				onClose={() => setConfirmingRemove(false)}
				title={confirmTitle}
				description={confirmDescription}
				confirmLabel={removeLabel}
				pending={remove.isPending}
				onConfirm={confirmRemove}
			/>
		</form>
	);
}
