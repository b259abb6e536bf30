import { type AdminFace, FaceUpdate } from "@core/contracts/people";
import { GENDER_OPTIONS } from "@core/search-options";
import { useId, useState } from "react";
import { FaceCardFrame } from "@/components/faces/face-card-frame";
import { type FaceSaveState, FaceSaveStatus } from "@/components/faces/face-save-status";
import { NotIdentifiableField } from "@/components/faces/not-identifiable-field";
import { Button } from "@/components/ui/button";
import { describedBy, FieldError, fieldIds, inputClasses, TextField } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { problemsByField } from "@/lib/form-checks";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useEthnicitySuggestions } from "../api/lookups";
import { PersonPicker } from "./person-picker";

const GENDER_LABELS: Record<(typeof GENDER_OPTIONS)[number], string> = { female: "Female", male: "Male" };

/**
 * One face's person and attributes beside the photo. Each change is saved on its own: a person
 * or gender when picked, the age and ethnicity when the field is left (or Enter is pressed).
 */
export function FaceCard({
	face,
	number,
	selected,
	state,
	onSelect,
	onSave,
	onReject,
	onRemove,
	onPlaceBox,
	removing,
}: {
	face: AdminFace;
	number: number;
	selected: boolean;
	state: FaceSaveState | undefined;
	onSelect: () => void;
	onSave: (update: FaceUpdate) => void;
	onReject: (fields: Record<string, string>) => void;
	onRemove: () => void;
	/** Gives a face recorded without a box one in the middle of the photo. */
	onPlaceBox: () => void;
	removing: boolean;
}) {
	const base = `face-${useId().replace(/:/g, "")}`;
	const ids = {
		person: `${base}-person`,
		gender: `${base}-gender`,
		age: `${base}-age`,
		ethnicity: `${base}-ethnicity`,
	};
	const [age, setAge] = useState<string | null>(null);
	const [ethnicity, setEthnicity] = useState<string | null>(null);
	const [ethnicityFocused, setEthnicityFocused] = useState(false);
	const ethnicityQ = useDebouncedValue((ethnicity ?? "").trim(), 250);
	const suggestions = useEthnicitySuggestions(ethnicityQ, ethnicityFocused);
	const fields = state?.status === "error" ? state.fields : {};

	// What was typed stays in the field until the saved face carries a new value (a refusal keeps it
	// there beside its message); then the field shows the saved value again.
	const [saved, setSaved] = useState({ age: face.age, ethnicity: face.ethnicity });
	if (saved.age !== face.age || saved.ethnicity !== face.ethnicity) {
		setSaved({ age: face.age, ethnicity: face.ethnicity });
		if (saved.age !== face.age) setAge(null);
		if (saved.ethnicity !== face.ethnicity) setEthnicity(null);
	}

	/** Checks a change with the contract before sending; a refusal shows under its field. */
	function send(update: FaceUpdate) {
		const parsed = FaceUpdate.safeParse(update);
		if (!parsed.success) {
			onReject(problemsByField(parsed.error));
			return false;
		}
		onSave(update);
		return true;
	}

	function commitAge() {
		if (age === null) return;
		const text = age.trim();
		const value = text === "" ? null : Number(text);
		if (value === face.age) {
			setAge(null);
			return;
		}
		// Not a number (NaN) is refused by the contract with the age's own message.
		send({ age: value });
	}

	function commitEthnicity() {
		if (ethnicity === null) return;
		if (ethnicity.trim() === (face.ethnicity ?? "")) {
			setEthnicity(null);
			return;
		}
		send({ ethnicity });
	}

	const listId = `${ids.ethnicity}-list`;
	return (
		<FaceCardFrame
			number={number}
			heading="h3"
			selected={selected}
			onSelect={onSelect}
			onRemove={onRemove}
			removing={removing}
			className="transition-colors"
		>
			{!face.box && (
				<p className="mb-3 text-sm text-ink-600">
					This face has no box yet.{" "}
					<Button variant="secondary" size="sm" onClick={onPlaceBox}>
						Place a box
					</Button>
				</p>
			)}
			<div className="space-y-3">
				<PersonPicker
					id={ids.person}
					person={face.person}
					onPick={(pick) => send(pick)}
					onClear={() => send({ person_id: null })}
					error={fields.person_id ?? fields.new_person_name ?? null}
				/>
				<div className="grid grid-cols-2 gap-3">
					<div>
						<label htmlFor={ids.gender} className="mb-1.5 block text-sm font-medium text-ink-800">
							Gender
						</label>
						<Select
							id={ids.gender}
							value={face.gender ?? ""}
							aria-invalid={fields.gender ? true : undefined}
							aria-describedby={describedBy(ids.gender, { error: fields.gender })}
							onChange={(event) => send({ gender: (event.target.value || null) as FaceUpdate["gender"] })}
							className={inputClasses}
						>
							<option value="">Not set</option>
							{GENDER_OPTIONS.map((gender) => (
								<option key={gender} value={gender}>
									{GENDER_LABELS[gender]}
								</option>
							))}
						</Select>
						{fields.gender && <FieldError id={fieldIds(ids.gender).error}>{fields.gender}</FieldError>}
					</div>
					<TextField
						id={ids.age}
						label="Age"
						type="number"
						inputMode="numeric"
						min={0}
						max={120}
						value={age ?? (face.age === null ? "" : String(face.age))}
						error={fields.age ?? null}
						onChange={(event) => setAge(event.target.value)}
						onBlur={commitAge}
						onKeyDown={(event) => {
							if (event.key === "Enter") commitAge();
						}}
					/>
				</div>
				<TextField
					id={ids.ethnicity}
					label="Ethnicity"
					list={listId}
					maxLength={40}
					autoComplete="off"
					value={ethnicity ?? face.ethnicity ?? ""}
					error={fields.ethnicity ?? null}
					onChange={(event) => setEthnicity(event.target.value)}
					onFocus={() => setEthnicityFocused(true)}
					onBlur={() => {
						setEthnicityFocused(false);
						commitEthnicity();
					}}
					onKeyDown={(event) => {
						if (event.key === "Enter") commitEthnicity();
					}}
				/>
				<datalist id={listId}>
					{(suggestions.data?.values ?? []).map((value) => (
						<option key={value.value} value={value.value} />
					))}
				</datalist>
				<NotIdentifiableField
					id={`${base}-not-identifiable`}
					identifiable={face.identifiable}
					onChange={(identifiable) => send({ identifiable })}
				/>
				<FaceSaveStatus state={state} />
			</div>
		</FaceCardFrame>
	);
}
