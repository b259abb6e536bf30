import type { AdminEvent } from "@core/contracts/curation";
import { useState } from "react";
import { FormDialogFooter } from "@/components/admin/form-dialog-footer";
import { LoadErrorNotice } from "@/components/query-states";
import { SearchInput } from "@/components/search-input";
import { Dialog } from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field";
import { errorText } from "@/lib/error-text";
import { toast } from "@/lib/toast";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useForm } from "@/lib/use-form";
import { useMergeEvent } from "../api/event-mutations";
import { useAdminEvents } from "../api/get-events";

const CHOICES = 20;
export const MERGE_CHOOSE = "Choose the event to merge into";
export const mergedText = (from: string, into: string) => `${from} merged into ${into}`;

const photosText = (n: number) => `${n} ${n === 1 ? "photo" : "photos"}`;

function MergeForm({
	event,
	onClose,
	onMerged,
}: {
	event: AdminEvent;
	onClose: () => void;
	onMerged: (into: AdminEvent) => void;
}) {
	const [text, setText] = useState("");
	const q = useDebouncedValue(text.trim(), 300);
	const choices = useAdminEvents({
		...(q ? { q } : {}),
		sort: "name",
		dir: "asc",
		page: 1,
		page_size: CHOICES + 1,
	});
	const merge = useMergeEvent(event.id);
	const others = (choices.data?.events ?? []).filter((e) => e.id !== event.id).slice(0, CHOICES);
	// No choice yet sends the cursor back to the search that finds one.
	const form = useForm({
		initial: { target: null as AdminEvent | null },
		ids: { target: "merge-target-search" },
		check: ({ target }) => ({ target: target ? null : MERGE_CHOOSE }),
	});
	const { target } = form.values;
	const problem = form.problemOf("target");

	const submit = form.handleSubmit(({ target }) => {
		if (!target) return;
		merge.mutate(target.id, {
			onSuccess: ({ event: into, moved }) => {
				toast.success(mergedText(event.name, into.name), {
					description: `${photosText(moved)} gained ${into.name}.`,
				});
				onMerged(into);
			},
		});
	});

	return (
		<form onSubmit={submit} noValidate aria-label="Merge event" className="space-y-4">
			<SearchInput
				id="merge-target-search"
				label="Find the event to keep"
				value={text}
				onChange={setText}
				maxLength={200}
				placeholder="Event name"
			/>
			<fieldset aria-describedby={problem ? "merge-target-error" : undefined}>
				<legend className="mb-1.5 text-sm font-medium text-ink-800">Merge into</legend>
				{choices.isPending ? (
					<p role="status" className="text-sm text-ink-500">
						Loading events…
					</p>
				) : choices.isError ? (
					<LoadErrorNotice
						title="We could not load the events."
						onRetry={() => void choices.refetch()}
						retrying={choices.isFetching}
					/>
				) : others.length === 0 ? (
					<p className="text-sm text-ink-600">
						{q ? `No other event matches "${q}".` : "There is no other event to merge into."}
					</p>
				) : (
					<ul className="max-h-64 space-y-1 overflow-y-auto rounded-md border border-ink-900/10 p-2">
						{others.map((choice) => (
							<li key={choice.id}>
								<label className="flex min-h-10 cursor-pointer items-center gap-2 rounded-sm px-2 text-sm text-ink-800 hover:bg-cream-100">
									<input
										type="radio"
										name="merge-target"
										value={choice.id}
										checked={target?.id === choice.id}
										onChange={() => form.set("target", choice)}
										className="size-4 accent-accent-600"
									/>
									<span className="min-w-0 flex-1 break-words">{choice.name}</span>
									<span className="text-xs whitespace-nowrap text-ink-500 tabular-nums">
										{photosText(choice.photo_count)}
									</span>
								</label>
							</li>
						))}
					</ul>
				)}
				{problem && <FieldError id="merge-target-error">{problem}</FieldError>}
			</fieldset>
			<p className="text-sm text-ink-600">
				{target
					? `The ${photosText(event.photo_count)} of ${event.name} will show ${target.name}, and ${event.name} will be deleted.`
					: `${event.name} will be deleted once its photos move to the event you choose.`}
			</p>
			<FormDialogFooter
				failure={{
					title: "The events could not be merged.",
					text: merge.error ? errorText(merge.error, "Please try again.") : null,
				}}
				onCancel={onClose}
				pending={merge.isPending}
				pendingLabel="Merging…"
			>
				{target ? `Merge into ${target.name}` : "Merge"}
			</FormDialogFooter>
		</form>
	);
}

/** Folds an event into another: its photos move there and it is deleted. */
export function MergeEventDialog({
	event,
	onClose,
	onMerged,
}: {
	event: AdminEvent | null;
	onClose: () => void;
	onMerged: (into: AdminEvent) => void;
}) {
	return (
		<Dialog
			open={event !== null}
			onClose={onClose}
			title={event ? `Merge ${event.name}` : "Merge"}
			description="For two names of the same event: keep one, and the other's photos join it."
			className="sm:max-w-lg"
		>
			{event && <MergeForm event={event} onClose={onClose} onMerged={onMerged} />}
		</Dialog>
	);
}
