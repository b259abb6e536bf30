import { type AdminBanner, BANNER_MAX_CHARS, BannerSave } from "@core/contracts/catalogue";
import { useEffect, useState } from "react";
import { Button, SubmitButton } from "@/components/ui/button";
import { TextAreaField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { cn } from "@/lib/cn";
import { toast } from "@/lib/toast";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useForm } from "@/lib/use-form";
import { useSaveBanner } from "../api/banners";
import { MARKUP_REMOVED, markupWasRemoved } from "../lib/banner-html";
import { BannerLivePreview } from "./banner-live-preview";

export const BANNER_TEXT = {
	created: "Banner created",
	saved: "Banner saved",
	saveFailed: "The banner could not be saved.",
	activeLabel: "Show this banner on the site now",
	activeNote: "Only one banner is shown at a time: activating this one hides the banner shown now.",
} as const;

/** How long typing must pause before the preview asks the server again. */
export const PREVIEW_DEBOUNCE_MS = 400;

const CONTENT_ID = "banner-content";
const ACTIVE_ID = "banner-active";

/**
 * Writes a new banner or changes one: its HTML with a live preview of what the server keeps,
 * and whether the site shows it. `banner` null starts a new one.
 */
export function BannerEditor({
	banner,
	onSaved,
	onNew,
	focusOnMount = false,
	activeInList,
}: {
	banner: AdminBanner | null;
	onSaved: (banner: AdminBanner) => void;
	onNew: () => void;
	/** After a choice in the list (Edit, a new banner), the cursor goes to the text. */
	focusOnMount?: boolean;
	/** The edited banner's state as the list has it now (Activate and Deactivate there change it). */
	activeInList?: boolean;
}) {
	const mutation = useSaveBanner();
	const [id, setId] = useState<string | null>(banner?.id ?? null);
	const [removed, setRemoved] = useState(false);
	const form = useForm({
		initial: { content: banner?.content ?? "", is_active: banner?.is_active ?? false },
		ids: { content: CONTENT_ID, is_active: ACTIVE_ID },
		check: BannerSave,
		error: mutation.error,
		failedText: BANNER_TEXT.saveFailed,
		// A new text clears the last save's notes; the switch alone does not.
		onEdit: (field) => {
			if (field !== "content") return;
			setRemoved(false);
			mutation.reset();
		},
	});
	const { content, is_active: isActive } = form.values;
	const { setValues } = form;
	const settled = useDebouncedValue(content, PREVIEW_DEBOUNCE_MS);
	const otherProblem = form.other;

	useEffect(() => {
		if (focusOnMount) document.getElementById(CONTENT_ID)?.focus();
	}, [focusOnMount]);

	// A banner (de)activated from the list, or hidden by another's activation, is saved as it now is.
	useEffect(() => {
		if (activeInList !== undefined) setValues((current) => ({ ...current, is_active: activeInList }));
	}, [activeInList, setValues]);

	const submit = form.handleSubmit((data) => {
		const sent = data.content;
		mutation.mutate(
			{ id, ...data },
			{
				onSuccess: (saved) => {
					const lost = markupWasRemoved(sent, saved.content);
					toast.success(id ? BANNER_TEXT.saved : BANNER_TEXT.created, {
						description: saved.is_active ? "It shows on the site now." : "It is not shown on the site.",
					});
					if (lost) toast.warning(MARKUP_REMOVED);
					setId(saved.id);
					setValues({ content: saved.content, is_active: saved.is_active });
					setRemoved(lost);
					onSaved(saved);
				},
				// A refusal that is no field's is still about the text.
				onError: () => document.getElementById(CONTENT_ID)?.focus(),
			},
		);
	});

	const length = content.length;
	const counter = (
		<span className={cn("tabular-nums", length > BANNER_MAX_CHARS && "font-medium text-accent-700")}>
			{length} / {BANNER_MAX_CHARS} characters. Links, bold, italic, underline, paragraphs and line breaks are
			kept; other markup is removed.
		</span>
	);

	return (
		<form onSubmit={submit} noValidate aria-label={id ? "Edit banner" : "New banner"} className="space-y-4">
			<TextAreaField
				label="Banner HTML"
				{...form.field("content")}
				rows={6}
				spellCheck
				className="[&_textarea]:font-mono"
				hint={counter}
			/>
			<BannerLivePreview content={settled} typing={settled !== content} />
			{removed && (
				<Notice tone="warning" role="status" title={MARKUP_REMOVED}>
					The editor now shows what was kept.
				</Notice>
			)}
			<div>
				<label htmlFor={ACTIVE_ID} className="flex items-center gap-2 text-sm font-medium text-ink-800">
					<input
						id={ACTIVE_ID}
						type="checkbox"
						checked={isActive}
						onChange={(event) => form.set("is_active", event.target.checked)}
						aria-describedby={`${ACTIVE_ID}-note`}
						className="size-4 accent-accent-600"
					/>
					{BANNER_TEXT.activeLabel}
				</label>
				<p id={`${ACTIVE_ID}-note`} className="mt-1 ml-6 text-sm text-ink-500">
					{BANNER_TEXT.activeNote}
				</p>
			</div>
			{otherProblem && (
				<Notice tone="error" role="alert" title={BANNER_TEXT.saveFailed}>
					{otherProblem === BANNER_TEXT.saveFailed ? null : otherProblem}
				</Notice>
			)}
			<div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
				{id && (
					<Button variant="secondary" onClick={onNew}>
						Write a new banner instead
					</Button>
				)}
				<SubmitButton pending={mutation.isPending} pendingLabel="Saving…">
					{id ? "Save banner" : "Create banner"}
				</SubmitButton>
			</div>
		</form>
	);
}
