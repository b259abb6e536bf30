import type { FamilyPhoto, FamilyPhotoUpdate } from "@core/contracts/submissions";
import { DECADES } from "@core/decades";
import { useMemo } from "react";
import { useEvents } from "@/api/listings/events-query";
import { SelectFilter } from "@/components/select-filter";
import { SubmitButton } from "@/components/ui/button";
import { FieldError, TextAreaField, TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { toast } from "@/lib/toast";
import { useForm } from "@/lib/use-form";
import { useDescribePhoto } from "../api/family-photos";
import {
	changesOf,
	DESCRIBE_IDS,
	type DescribeField,
	type DescribeValues,
	describeProblems,
	describeValuesOf,
} from "./photo-form";
import { TagInput } from "./tag-input";

const DECADE_CHOICES = [{ value: "", label: "Not known" }, ...DECADES.map((d) => ({ value: d, label: d }))];

/** The events the photo shows, ticked from the archive's events. */
function EventsChoice({
	value,
	onChange,
	error,
}: {
	value: readonly string[];
	onChange: (names: string[]) => void;
	error?: string | null;
}) {
	const names = useEvents();
	const known = (names.data?.events ?? []).map((event) => event.name).sort((a, b) => a.localeCompare(b));
	const all = [...new Set([...known, ...value])];
	const errorId = `${DESCRIBE_IDS.events}-error`;
	return (
		<fieldset
			id={DESCRIBE_IDS.events}
			aria-describedby={error ? errorId : undefined}
			className="sm:col-span-2"
		>
			<legend className="mb-1.5 text-sm font-medium text-ink-800">Events</legend>
			{all.length === 0 ? (
				<p className="text-sm text-ink-600">{names.isPending ? "Loading events…" : "No events yet."}</p>
			) : (
				<div className="flex flex-wrap gap-x-4 gap-y-2">
					{all.map((name) => (
						<label key={name} className="inline-flex items-center gap-2 text-sm text-ink-800">
							<input
								type="checkbox"
								className="size-4 accent-accent-600"
								checked={value.includes(name)}
								onChange={(event) =>
									onChange(event.target.checked ? [...value, name] : value.filter((n) => n !== name))
								}
							/>
							{name}
						</label>
					))}
				</div>
			)}
			{error && <FieldError id={errorId}>{error}</FieldError>}
		</fieldset>
	);
}

/**
 * The describing fields of one draft, with a message per field from the contract before sending
 * and from the server after (its rules: a date inside its decade, events that exist). Save sends
 * only what changed.
 */
export function DescribeForm({ photo }: { photo: FamilyPhoto }) {
	const initial = useMemo(() => describeValuesOf(photo), [photo]);
	const describe = useDescribePhoto(photo.id);
	const form = useForm<DescribeValues, DescribeField>({
		initial,
		ids: DESCRIBE_IDS,
		check: (draft) => describeProblems(initial, draft),
		failedText: "Your changes could not be saved.",
	});
	const { values, set } = form;
	const dirty = Object.keys(changesOf(initial, values)).length > 0;

	const submit = form.handleSubmit(async (draft) => {
		const changes = changesOf(initial, draft);
		if (Object.keys(changes).length === 0) return;
		const answer = await describe.mutateAsync(changes as FamilyPhotoUpdate);
		form.setValues(describeValuesOf(answer.photo));
		toast.success("Saved", { description: `“${answer.photo.title}” is up to date.` });
	});

	return (
		<form aria-label="Describe the photo" noValidate onSubmit={submit} className="space-y-4">
			<div className="grid gap-4 sm:grid-cols-2">
				<TextField {...form.field("title")} label="Title" maxLength={200} className="sm:col-span-2" />
				<TextAreaField
					{...form.field("description")}
					label="Description"
					optional
					rows={3}
					maxLength={4000}
					className="sm:col-span-2"
				/>
				<div>
					<SelectFilter
						id={DESCRIBE_IDS.decade_taken}
						label="Decade taken"
						value={values.decade_taken}
						options={DECADE_CHOICES}
						onChange={(value) => set("decade_taken", value)}
					/>
					{form.problemOf("decade_taken") && (
						<FieldError id={`${DESCRIBE_IDS.decade_taken}-error`}>
							{form.problemOf("decade_taken")}
						</FieldError>
					)}
				</div>
				<TextField
					{...form.field("date_taken")}
					type="date"
					label="Date taken"
					optional
					hint="If you know the day; it sets the decade."
				/>
				<TextField {...form.field("location_city")} label="City or town" optional maxLength={120} />
				<TextField
					{...form.field("location_state_province")}
					label="State or province"
					optional
					maxLength={120}
				/>
				<TextField {...form.field("location_country")} label="Country" optional maxLength={120} />
				<TextField
					{...form.field("people_count")}
					label="People in the photo"
					optional
					inputMode="numeric"
					maxLength={3}
				/>
				<EventsChoice
					value={values.events}
					onChange={(names) => set("events", names)}
					error={form.problemOf("events")}
				/>
				<div className="sm:col-span-2">
					<TagInput
						id={DESCRIBE_IDS.tags}
						label="Tags"
						value={values.tags}
						onChange={(tags) => set("tags", tags)}
						error={form.problemOf("tags")}
						hint="What a production would search for: a beach, a birthday cake, a station wagon."
					/>
				</div>
			</div>
			{form.other && (
				<Notice tone="error" role="alert">
					{form.other}
				</Notice>
			)}
			<SubmitButton pending={form.submitting} disabled={!dirty}>
				Save
			</SubmitButton>
		</form>
	);
}
