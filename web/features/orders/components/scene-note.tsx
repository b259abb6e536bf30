import { SceneNoteUpdate } from "@core/contracts/orders";
import { SCENE_NOTE_MAX, SCENE_NOTE_TEXT } from "@core/paperwork";
import { useState } from "react";
import { Button, SubmitButton } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { useForm } from "@/lib/use-form";
import { useSceneNoteUpdate } from "../api/order-paperwork";

/**
 * A line's scene note ("episode or scene", issue 26): shown under the photo, and editable by the
 * buyer while the order stands. It goes on the certificate and the production's clearance log.
 */
export function SceneNote({
	orderId,
	itemId,
	note,
	title,
	editable,
}: {
	orderId: string;
	itemId: string;
	note: string | null;
	/** The photo's title, to name the button. */
	title: string;
	editable: boolean;
}) {
	const [editing, setEditing] = useState(false);
	if (editing)
		return <SceneNoteForm orderId={orderId} itemId={itemId} note={note} onDone={() => setEditing(false)} />;
	return (
		<div className="flex w-full flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
			{note && (
				<p className="min-w-0 break-words text-ink-700">
					<span className="text-ink-500">{SCENE_NOTE_TEXT.label}:</span> {note}
				</p>
			)}
			{editable && (
				<Button
					variant="ghost"
					size="sm"
					onClick={() => setEditing(true)}
					aria-label={`${note ? "Edit" : "Add"} scene note: ${title}`}
				>
					{note ? "Edit scene note" : "Add scene note"}
				</Button>
			)}
		</div>
	);
}

function SceneNoteForm({
	orderId,
	itemId,
	note,
	onDone,
}: {
	orderId: string;
	itemId: string;
	note: string | null;
	onDone: () => void;
}) {
	const save = useSceneNoteUpdate(orderId, itemId);
	const form = useForm({
		initial: { scene_note: note ?? "" },
		ids: { scene_note: `scene-note-${itemId}` },
		check: SceneNoteUpdate,
	});
	const submit = form.handleSubmit(async (body) => {
		await save.mutateAsync(body);
		onDone();
	});
	return (
		<form
			onSubmit={submit}
			noValidate
			className="grid w-full gap-2 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end"
		>
			<TextField
				{...form.field("scene_note")}
				label={SCENE_NOTE_TEXT.label}
				hint="Where the photo is used, such as 'Ep. 3, sc. 12: the kitchen'."
				maxLength={SCENE_NOTE_MAX + 50}
				optional
				autoFocus
			/>
			<div className="flex gap-2">
				<SubmitButton size="sm" pending={save.isPending} pendingLabel="Saving…">
					Save
				</SubmitButton>
				<Button variant="ghost" size="sm" onClick={onDone}>
					Cancel
				</Button>
			</div>
			{form.other && <p className="text-sm text-accent-700 sm:col-span-2">{form.other}</p>}
		</form>
	);
}
