import type { WishlistItem } from "@core/contracts/wishlists";
import { WISHLIST_NOTE_MAX, wishlistNoteProblem } from "@core/wishlist-items";
import { NotebookPen } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useState } from "react";
import { Button, SubmitButton } from "@/components/ui/button";
import { FieldError, TextAreaField } from "@/components/ui/field";
import { toast } from "@/lib/toast";
import { useForm } from "@/lib/use-form";
import { useUpdateWishlistItemNote } from "../api/update-wishlist-item-note";

/** Ours (issue 28): a note per wishlist photo, for the scene, wall or frame size it is meant for. */
export const NOTE_TEXT = {
	add: "Add a note",
	edit: "Edit note",
	addLabel: (title: string) => `Add a note to ${title}`,
	editLabel: (title: string) => `Edit note on ${title}`,
	field: (title: string) => `Note on ${title}`,
	hint: "The scene, wall or frame size it is for. Ctrl+Enter saves, Escape cancels.",
	count: (length: number) => `${length} of ${WISHLIST_NOTE_MAX} characters`,
	saved: "Note saved",
	cleared: "Note removed",
} as const;

/**
 * A wishlist photo's note as its owner sees it: the note's text (as plain text: React escapes it),
 * and a button that turns it into a small form with Save and Cancel in place.
 */
export function WishlistItemNote({
	wishlistId,
	item,
	title,
}: {
	wishlistId: string;
	item: WishlistItem;
	title: string;
}) {
	const [editing, setEditing] = useState(false);
	const openerId = useId();
	// Back on the button once the form closes, so the keyboard stays where it was.
	const [refocus, setRefocus] = useState(false);
	useEffect(() => {
		if (!editing && refocus) {
			document.getElementById(openerId)?.focus();
			setRefocus(false);
		}
	}, [editing, refocus, openerId]);

	function close() {
		setEditing(false);
		setRefocus(true);
	}

	if (editing) {
		return <NoteForm wishlistId={wishlistId} item={item} title={title} onClose={close} />;
	}
	return (
		<div className="space-y-1">
			{item.note && (
				<p className="text-sm break-words whitespace-pre-line text-ink-800">
					<span className="sr-only">Note: </span>
					{item.note}
				</p>
			)}
			<Button
				id={openerId}
				variant="ghost"
				size="sm"
				className="-ml-3 h-11 md:h-9"
				aria-label={item.note ? NOTE_TEXT.editLabel(title) : NOTE_TEXT.addLabel(title)}
				onClick={() => setEditing(true)}
			>
				<NotebookPen aria-hidden="true" className="size-4" />
				{item.note ? NOTE_TEXT.edit : NOTE_TEXT.add}
			</Button>
		</div>
	);
}

function NoteForm({
	wishlistId,
	item,
	title,
	onClose,
}: {
	wishlistId: string;
	item: WishlistItem;
	title: string;
	onClose: () => void;
}) {
	const id = useId();
	const update = useUpdateWishlistItemNote(wishlistId);
	const form = useForm({
		initial: { note: item.note ?? "" },
		ids: { note: id },
		check: ({ note }) => ({ note: wishlistNoteProblem(note) }),
		recheck: true,
		error: update.error,
	});
	const length = form.values.note.trim().length;

	useEffect(() => {
		const box = document.getElementById(id);
		if (box instanceof HTMLTextAreaElement) {
			box.focus();
			box.setSelectionRange(box.value.length, box.value.length);
		}
	}, [id]);

	const save = form.handleSubmit(async ({ note }) => {
		const next = note.trim() === "" ? null : note.trim();
		if (next === item.note) {
			onClose();
			return;
		}
		try {
			await update.mutateAsync({ photoId: item.photo.id, note: next });
		} catch (failure) {
			console.warn("Saving a wishlist note failed", failure);
			return;
		}
		toast.success(next === null ? NOTE_TEXT.cleared : NOTE_TEXT.saved);
		onClose();
	});

	function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
		if (event.key === "Escape") {
			event.preventDefault();
			event.stopPropagation();
			onClose();
		} else if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
			event.preventDefault();
			void save();
		}
	}

	return (
		<form noValidate onSubmit={save} className="space-y-2">
			<TextAreaField
				label={NOTE_TEXT.field(title)}
				rows={3}
				hint={
					<>
						{NOTE_TEXT.hint} <span className="whitespace-nowrap">{NOTE_TEXT.count(length)}</span>
					</>
				}
				onKeyDown={onKeyDown}
				{...form.field("note")}
			/>
			{form.other && <FieldError id={`${id}-other`}>{form.other}</FieldError>}
			<div className="flex flex-wrap justify-end gap-2">
				<Button variant="secondary" size="sm" className="h-11 md:h-9" onClick={onClose}>
					Cancel
				</Button>
				<SubmitButton size="sm" className="h-11 md:h-9" pending={update.isPending} pendingLabel="Saving…">
					Save
				</SubmitButton>
			</div>
		</form>
	);
}
