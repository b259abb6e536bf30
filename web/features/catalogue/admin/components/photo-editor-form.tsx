import type { AdminPhotoDetail } from "@core/contracts/catalogue";
import { DECADES } from "@core/decades";
import { ORIENTATION_OPTIONS } from "@core/search-options";
import { type ReactNode, useMemo } from "react";
import { SelectFilter } from "@/components/select-filter";
import { Button, SubmitButton } from "@/components/ui/button";
import { TextAreaField, TextField } from "@/components/ui/field";
import { FLAG_TEXT, PHOTO_UPDATE_TEXT, photoUpdateFailure } from "@/lib/photo-update-text";
import { toast } from "@/lib/toast";
import { useForm } from "@/lib/use-form";
import { useUpdateAdminPhoto } from "../api/photo-mutations";
import {
	changedFields,
	checkChanges,
	FLAG_FIELDS,
	formValuesOf,
	type MetadataKey,
	type PhotoFormValues,
} from "../lib/photo-form";
import { EventsField } from "./events-field";
import { FamilyPicker } from "./family-picker";
import { SuggestTextField, TokenField } from "./suggest-fields";

/** The control each field's message belongs to, to send focus to the first wrong one. */
export const FIELD_IDS: Record<MetadataKey, string> = {
	title: "photo-title",
	description: "photo-description",
	price_cents: "photo-price",
	user_id: "photo-family",
	orientation: "photo-orientation",
	people_count: "photo-people_count",
	people_composition: "photo-people_composition",
	location_city: "photo-location_city",
	location_state_province: "photo-location_state_province",
	location_country: "photo-location_country",
	decade_taken: "photo-decade_taken",
	date_taken: "photo-date_taken",
	tags: "photo-tags",
	ethnicities: "photo-ethnicities",
	age_groups: "photo-age_groups",
	emotions: "photo-emotions",
	image_style: "photo-image_style",
	color_and_mood: "photo-color_and_mood",
	featured: "photo-featured",
	photoshop: "photo-photoshop",
	info_missing: "photo-info_missing",
	missing_faces: "photo-missing_faces",
	event_ids: "photo-event_ids",
};

const SWITCH_LABELS: Record<(typeof FLAG_FIELDS)[number], { label: string; hint: string }> = {
	featured: { label: "Featured", hint: "Shown first where the site features photos." },
	...FLAG_TEXT,
};

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const ORIENTATION_CHOICES = [
	{ value: "", label: "Not set" },
	...ORIENTATION_OPTIONS.map((option) => ({ value: option, label: capitalised(option) })),
];
const DECADE_CHOICES = [{ value: "", label: "Not known" }, ...DECADES.map((d) => ({ value: d, label: d }))];

function Section({ title, children }: { title: string; children: ReactNode }) {
	return (
		<section aria-label={title} className="rounded-lg border border-ink-900/10 bg-white p-4 sm:p-5">
			<h2 className="mb-4 text-base font-semibold text-ink-900">{title}</h2>
			<div className="grid gap-4 sm:grid-cols-2">{children}</div>
		</section>
	);
}

/**
 * Every metadata field of the photo; Save sends only what changed. What was loaded is the
 * starting point: a status move elsewhere on the page refreshes the photo without touching edits.
 */
export function PhotoEditorForm({ photo }: { photo: AdminPhotoDetail }) {
	const initial = useMemo(() => formValuesOf(photo), [photo]);
	const update = useUpdateAdminPhoto(photo.id);
	// The check is `checkChanges` (the contract's, on what changed, with the price and date rules);
	// the server's messages about a path in a field (`tags.2`) go under that field.
	const form = useForm<PhotoFormValues, MetadataKey>({
		initial,
		ids: FIELD_IDS,
		check: (draft) => {
			const check = checkChanges(draft, changedFields(initial, draft));
			return check.ok ? {} : check.errors;
		},
	});
	const { values, setValues } = form;
	const changed = changedFields(initial, values);
	const dirty = Object.keys(changed).length > 0;

	function set<K extends keyof PhotoFormValues>(key: K, value: PhotoFormValues[K], field: MetadataKey) {
		setValues((current) => ({ ...current, [key]: value }));
		form.touch(field);
	}

	const submit = form.handleSubmit(
		async (draft) => {
			const check = checkChanges(draft, changedFields(initial, draft));
			if (!check.ok) return;
			const answer = await update.mutateAsync(check.update);
			// The stored photo becomes the starting point (the server may have tidied values).
			setValues(formValuesOf(answer.photo));
			toast.success(PHOTO_UPDATE_TEXT.savedTitle, { description: PHOTO_UPDATE_TEXT.saved });
		},
		{
			onFailure: (error) =>
				toast.error(PHOTO_UPDATE_TEXT.failedTitle, { description: photoUpdateFailure(error) }),
		},
	);

	const text = (key: MetadataKey & keyof PhotoFormValues, label: string) => ({
		id: FIELD_IDS[key],
		label,
		value: values[key] as string,
		error: form.problemOf(key),
		onChange: (value: string) => set(key, value, key),
	});

	return (
		<form aria-label="Photo details" noValidate onSubmit={submit} className="space-y-5">
			<Section title="Basics">
				<TextField
					{...text("title", "Title")}
					onChange={(event) => set("title", event.target.value, "title")}
					maxLength={200}
					className="sm:col-span-2"
				/>
				<TextAreaField
					{...text("description", "Description")}
					onChange={(event) => set("description", event.target.value, "description")}
					optional
					rows={4}
					maxLength={4000}
					className="sm:col-span-2"
				/>
				<TextField
					id={FIELD_IDS.price_cents}
					label="Price (US dollars)"
					inputMode="decimal"
					value={values.price}
					error={form.problemOf("price_cents")}
					onChange={(event) => set("price", event.target.value, "price_cents")}
					hint="Background-dressing price; hero usage is derived from it."
				/>
				<FamilyPicker
					id={FIELD_IDS.user_id}
					label="Family"
					value={values.family}
					onChange={(family) => set("family", family, "user_id")}
					error={form.problemOf("user_id")}
				/>
			</Section>
			<Section title="When, where and who">
				<SelectFilter
					id={FIELD_IDS.decade_taken}
					label="Decade taken"
					value={values.decade_taken}
					options={DECADE_CHOICES}
					onChange={(value) => set("decade_taken", value, "decade_taken")}
				/>
				<TextField
					id={FIELD_IDS.date_taken}
					label="Date taken"
					type="date"
					optional
					value={values.date_taken}
					error={form.problemOf("date_taken") ?? form.problemOf("decade_taken")}
					onChange={(event) => set("date_taken", event.target.value, "date_taken")}
				/>
				<SelectFilter
					id={FIELD_IDS.orientation}
					label="Orientation"
					value={values.orientation}
					options={ORIENTATION_CHOICES}
					onChange={(value) => set("orientation", value, "orientation")}
				/>
				<TextField
					id={FIELD_IDS.people_count}
					label="People in the photo"
					type="number"
					min={0}
					max={500}
					step={1}
					optional
					value={values.people_count}
					error={form.problemOf("people_count")}
					onChange={(event) => set("people_count", event.target.value, "people_count")}
				/>
				<SuggestTextField field="people_composition" {...text("people_composition", "People composition")} />
				<SuggestTextField field="location_city" {...text("location_city", "City")} />
				<SuggestTextField
					field="location_state_province"
					{...text("location_state_province", "State or province")}
				/>
				<SuggestTextField field="location_country" {...text("location_country", "Country")} />
			</Section>
			<Section title="Description words">
				<TokenField
					id={FIELD_IDS.tags}
					label="Tags"
					field="tags"
					values={values.tags}
					error={form.problemOf("tags")}
					onChange={(tags) => set("tags", tags, "tags")}
				/>
				<TokenField
					id={FIELD_IDS.emotions}
					label="Emotions"
					field="emotions"
					values={values.emotions}
					error={form.problemOf("emotions")}
					onChange={(emotions) => set("emotions", emotions, "emotions")}
				/>
				<TokenField
					id={FIELD_IDS.ethnicities}
					label="Ethnicities"
					field="ethnicities"
					values={values.ethnicities}
					error={form.problemOf("ethnicities")}
					onChange={(ethnicities) => set("ethnicities", ethnicities, "ethnicities")}
				/>
				<TokenField
					id={FIELD_IDS.age_groups}
					label="Age groups"
					field="age_groups"
					values={values.age_groups}
					error={form.problemOf("age_groups")}
					onChange={(ageGroups) => set("age_groups", ageGroups, "age_groups")}
				/>
				<SuggestTextField field="image_style" {...text("image_style", "Image style")} />
				<SuggestTextField field="color_and_mood" {...text("color_and_mood", "Colour and mood")} />
			</Section>
			<Section title="Flags and events">
				<div className="space-y-3">
					{FLAG_FIELDS.map((flag) => (
						<label key={flag} htmlFor={FIELD_IDS[flag]} className="flex items-start gap-3 text-sm">
							<input
								id={FIELD_IDS[flag]}
								type="checkbox"
								role="switch"
								aria-checked={values[flag]}
								checked={values[flag]}
								onChange={(event) => set(flag, event.target.checked, flag)}
								className="mt-0.5 size-5 accent-accent-600"
							/>
							<span>
								<span className="block font-medium text-ink-900">{SWITCH_LABELS[flag].label}</span>
								<span className="block text-ink-600">{SWITCH_LABELS[flag].hint}</span>
							</span>
						</label>
					))}
				</div>
				<EventsField
					value={values.event_ids}
					known={photo.events}
					error={form.problemOf("event_ids")}
					onChange={(ids) => set("event_ids", ids, "event_ids")}
				/>
			</Section>
			<div className="sticky bottom-[calc(var(--site-bottom-inset,0px)+0.5rem)] z-10 flex flex-wrap items-center justify-end gap-3 rounded-lg border border-ink-900/10 bg-cream-50/95 px-4 py-3 shadow-lg backdrop-blur">
				<p role="status" className="mr-auto text-sm text-ink-600">
					{dirty
						? `${Object.keys(changed).length} unsaved ${Object.keys(changed).length === 1 ? "change" : "changes"}`
						: "No unsaved changes"}
				</p>
				<Button
					variant="ghost"
					disabled={!dirty || update.isPending}
					onClick={() => {
						setValues(initial);
						form.clear();
					}}
				>
					Discard changes
				</Button>
				<SubmitButton disabled={!dirty} pending={update.isPending} pendingLabel="Saving…">
					Save changes
				</SubmitButton>
			</div>
		</form>
	);
}
