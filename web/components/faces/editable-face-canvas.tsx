import type { Box } from "@core/face-box";
import { SquarePlus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { type CanvasFace, FaceCanvas } from "./face-canvas";

/** Where "Add a face box" puts a new box: the middle of the photo, a fifth of it each way. */
export const DEFAULT_BOX: Box = [0.4, 0.4, 0.2, 0.2];

type CanvasPhoto = {
	preview_url: string | null;
	thumbnail_url: string | null;
	width: number | null;
	height: number | null;
	title: string;
};

/**
 * The photo with its face boxes to draw, move and resize (a box being moved shows ahead of the
 * saved one until `onCommit` saves it), and an "Add a face box" button for the keyboard.
 */
export function EditableFaceCanvas({
	photo,
	faces,
	selectedId,
	onSelect,
	onCommit,
	onAdd,
	onRemove,
	adding,
	addClassName,
}: {
	photo: CanvasPhoto;
	faces: readonly CanvasFace[];
	selectedId: string | null;
	onSelect: (id: string | null) => void;
	onCommit: (id: string, box: Box) => void;
	onAdd: (box: Box) => void;
	onRemove: (id: string) => void;
	adding: boolean;
	addClassName?: string;
}) {
	/** Boxes being moved or resized, shown ahead of the saved ones. */
	const [drafts, setDrafts] = useState<Record<string, Box>>({});
	return (
		<>
			<FaceCanvas
				src={photo.preview_url ?? photo.thumbnail_url}
				width={photo.width}
				height={photo.height}
				title={photo.title}
				faces={faces.map((face) => ({ ...face, box: drafts[face.id] ?? face.box }))}
				selectedId={selectedId}
				onSelect={onSelect}
				onDraft={(id, box) => setDrafts((current) => ({ ...current, [id]: box }))}
				onCommit={onCommit}
				onDraw={onAdd}
				onRemove={onRemove}
			/>
			<Button
				variant="secondary"
				size="sm"
				className={addClassName}
				onClick={() => onAdd(DEFAULT_BOX)}
				disabled={adding}
			>
				<SquarePlus aria-hidden="true" className="size-4" />
				{adding ? "Adding…" : "Add a face box"}
			</Button>
		</>
	);
}
