import { CLEARANCE_LABELS, type Clearance } from "@core/clearance";
import type { FamilyFace, FamilyPerson, FamilyPhotoFacesResponse } from "@core/contracts/releases";
import type { Box } from "@core/face-box";
import { useId, useState } from "react";
import { EditableFaceCanvas } from "@/components/faces/editable-face-canvas";
import { FaceCardFrame } from "@/components/faces/face-card-frame";
import { FaceList } from "@/components/faces/face-list";
import { type FaceSaveState, FaceSaveStatus } from "@/components/faces/face-save-status";
import { NotIdentifiableField } from "@/components/faces/not-identifiable-field";
import { SelectField } from "@/components/ui/select-field";
import { type PillTone, StatusPill } from "@/components/ui/status-pill";
import { useCreateFace, useDeleteFace, useFaceSaver } from "../api/faces";
import { PersonDialog } from "./person-dialog";

const NEW_PERSON = "__new__";
const CLEARANCE_TONES: Record<Clearance, PillTone> = {
	pending: "waiting",
	background: "neutral",
	hero: "good",
};

function FaceCard({
	face,
	number,
	persons,
	selected,
	state,
	onSelect,
	onSave,
	onNewPerson,
	onRemove,
}: {
	face: FamilyFace;
	number: number;
	persons: FamilyPerson[];
	selected: boolean;
	state: FaceSaveState | undefined;
	onSelect: () => void;
	onSave: (update: { person_id?: string | null; identifiable?: boolean }) => void;
	onNewPerson: () => void;
	onRemove: () => void;
}) {
	const base = `family-face-${useId().replace(/:/g, "")}`;
	const fields = state?.status === "error" ? state.fields : {};
	const known = face.person && persons.some((p) => p.id === face.person?.id);
	const options: Array<readonly [string, string]> = [
		["", "Nobody yet"],
		...persons.map((p) => [p.id, p.name ?? "Unnamed person"] as const),
		...(face.person && !known
			? [[face.person.id, face.person.name ?? "Named by our reviewers"] as const]
			: []),
		[NEW_PERSON, "Add a new person…"],
	];
	return (
		<FaceCardFrame number={number} heading="h4" selected={selected} onSelect={onSelect} onRemove={onRemove}>
			<div className="space-y-3">
				<SelectField
					id={`${base}-person`}
					label="Who is it?"
					value={face.person?.id ?? ""}
					options={options}
					error={fields.person_id ?? null}
					hint="The same person on several photos needs one release."
					onChange={(value) => (value === NEW_PERSON ? onNewPerson() : onSave({ person_id: value || null }))}
				/>
				<NotIdentifiableField
					id={`${base}-not-identifiable`}
					identifiable={face.identifiable}
					onChange={(identifiable) => onSave({ identifiable })}
				/>
				<FaceSaveStatus state={state} />
			</div>
		</FaceCardFrame>
	);
}

/** The photo's clearance now, and what still keeps it from sale. */
function ClearanceSummary({ clearance }: { clearance: FamilyPhotoFacesResponse["clearance"] }) {
	return (
		<div role="status" className="rounded-lg border border-ink-900/10 bg-cream-50 p-3 text-sm">
			<p className="flex flex-wrap items-center gap-2 font-medium text-ink-800">
				Clearance:{" "}
				<StatusPill tone={CLEARANCE_TONES[clearance.clearance]}>
					{CLEARANCE_LABELS[clearance.clearance]}
				</StatusPill>
			</p>
			{clearance.missing_for_background.length > 0 && (
				<ul className="mt-2 list-disc space-y-0.5 pl-5 text-ink-700">
					{clearance.missing_for_background.map((line) => (
						<li key={line}>{line}</li>
					))}
				</ul>
			)}
		</div>
	);
}

/**
 * The family's face editor for one photo: the admin editor's canvas (draw, move, resize by
 * pointer or keyboard), a card per face to say who it is or that nobody could recognise them.
 */
export function FaceEditor({ data, persons }: { data: FamilyPhotoFacesResponse; persons: FamilyPerson[] }) {
	const photoId = data.photo.id;
	const [selectedId, setSelectedId] = useState<string | null>(null);
	const [naming, setNaming] = useState<string | null>(null);
	const saver = useFaceSaver(photoId);
	const create = useCreateFace(photoId);
	const remove = useDeleteFace(photoId);
	const canvasFaces = data.faces.map((face) => ({
		id: face.id,
		box: face.box,
		label: !face.identifiable
			? "not identifiable"
			: face.person
				? (face.person.name ?? "a person")
				: "nobody yet",
	}));
	const addFace = (box: Box) =>
		create.mutate({ box }, { onSuccess: (answer) => setSelectedId(answer.face.id) });
	const removeFace = (id: string) => {
		remove.mutate(id);
		if (selectedId === id) setSelectedId(null);
	};
	const { photo } = data;
	return (
		<div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
			<div className="space-y-3">
				<EditableFaceCanvas
					photo={photo}
					faces={canvasFaces}
					selectedId={selectedId}
					onSelect={setSelectedId}
					onCommit={(id, box) => saver.save(id, { box })}
					onAdd={addFace}
					onRemove={removeFace}
					adding={create.isPending}
				/>
				<ClearanceSummary clearance={data.clearance} />
			</div>
			<FaceList
				faces={data.faces}
				heading="h4"
				emptyTitle="No faces marked yet"
				emptyText="Drag on the photo around each face, or add a box and move it with the arrow keys."
				renderFace={(face, number) => (
					<FaceCard
						face={face}
						number={number}
						persons={persons}
						selected={face.id === selectedId}
						state={saver.stateOf(face.id)}
						onSelect={() => setSelectedId(face.id)}
						onSave={(update) => saver.save(face.id, update)}
						onNewPerson={() => setNaming(face.id)}
						onRemove={() => removeFace(face.id)}
					/>
				)}
			/>
			<PersonDialog
				open={naming !== null}
				person={null}
				onClose={() => setNaming(null)}
				onSaved={(person) => {
					if (naming) saver.save(naming, { person_id: person.id });
				}}
			/>
		</div>
	);
}
