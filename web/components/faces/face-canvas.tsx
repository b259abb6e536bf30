import {
	type Box,
	boxBetween,
	type Corner,
	dragCorner,
	isDrawnBox,
	moveBox,
	resizeBox,
	sameBox,
} from "@core/face-box";
import { ImageOff } from "lucide-react";
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from "react";
import { cn } from "@/lib/cn";

/** One arrow key press moves or resizes a box by 1% of the image; with Alt, by 0.2%. */
export const KEY_STEP = 0.01;
export const FINE_KEY_STEP = 0.002;
/** Keyboard changes are saved once the keys rest this long, not once per press. */
export const KEY_SAVE_DELAY_MS = 500;

export type CanvasFace = { id: string; box: Box | null; label: string };

type Drag =
	| { kind: "draw"; start: Point }
	| { kind: "move"; id: string; start: Point; origin: Box; box: Box }
	| { kind: "resize"; id: string; corner: Corner; origin: Box; box: Box };
type Point = { x: number; y: number };

const CORNERS: readonly Corner[] = ["top-left", "top-right", "bottom-left", "bottom-right"];
const CORNER_CLASSES: Record<Corner, string> = {
	"top-left": "-top-1.5 -left-1.5 cursor-nwse-resize",
	"top-right": "-top-1.5 -right-1.5 cursor-nesw-resize",
	"bottom-left": "-bottom-1.5 -left-1.5 cursor-nesw-resize",
	"bottom-right": "-right-1.5 -bottom-1.5 cursor-nwse-resize",
};

const percent = (value: number) => `${value * 100}%`;
const boxStyle = ([x, y, width, height]: Box) => ({
	left: percent(x),
	top: percent(y),
	width: percent(width),
	height: percent(height),
});

/** The box a key press makes: arrows move, Shift + arrows resize; null for any other key. */
export function keyedBox(box: Box, event: Pick<KeyboardEvent, "key" | "shiftKey" | "altKey">): Box | null {
	const step = event.altKey ? FINE_KEY_STEP : KEY_STEP;
	const delta: Record<string, [number, number]> = {
		ArrowLeft: [-step, 0],
		ArrowRight: [step, 0],
		ArrowUp: [0, -step],
		ArrowDown: [0, step],
	};
	const d = delta[event.key];
	if (!d) return null;
	return event.shiftKey ? resizeBox(box, d[0], d[1]) : moveBox(box, d[0], d[1]);
}

export const CANVAS_HELP_ID = "face-canvas-help";

/**
 * The photo with its face boxes over it. A drag on the photo draws a new box; a box is moved
 * by dragging it and resized by its corner handles; the same by keyboard on a focused box
 * (arrows move, Shift + arrows resize, Delete removes). Changes show at once (`onDraft`) and
 * are saved when the pointer lets go or the keys rest (`onCommit`).
 */
export function FaceCanvas({
	src,
	width,
	height,
	title,
	faces,
	selectedId,
	onSelect,
	onDraft,
	onCommit,
	onDraw,
	onRemove,
}: {
	src: string | null;
	width: number | null;
	height: number | null;
	title: string;
	faces: readonly CanvasFace[];
	selectedId: string | null;
	onSelect: (id: string | null) => void;
	onDraft: (id: string, box: Box) => void;
	onCommit: (id: string, box: Box) => void;
	onDraw: (box: Box) => void;
	onRemove: (id: string) => void;
}) {
	const surface = useRef<HTMLDivElement>(null);
	const drag = useRef<Drag | null>(null);
	const [drawing, setDrawing] = useState<Box | null>(null);
	const keyTimers = useRef(new Map<string, number>());

	useEffect(() => {
		const timers = keyTimers.current;
		return () => {
			for (const timer of timers.values()) window.clearTimeout(timer);
		};
	}, []);

	function pointOf(event: PointerEvent): Point {
		const rect = surface.current?.getBoundingClientRect();
		if (!rect || rect.width === 0 || rect.height === 0) return { x: 0, y: 0 };
		return { x: (event.clientX - rect.left) / rect.width, y: (event.clientY - rect.top) / rect.height };
	}

	function handlePointerDown(event: PointerEvent<HTMLDivElement>) {
		if (event.button !== 0) return;
		const target = event.target as Element;
		const faceElement = target.closest<HTMLElement>("[data-face-id]");
		const id = faceElement?.dataset.faceId;
		const face = id ? faces.find((f) => f.id === id) : undefined;
		const point = pointOf(event);
		event.preventDefault();
		surface.current?.setPointerCapture?.(event.pointerId);
		if (face?.box) {
			onSelect(face.id);
			faceElement?.focus();
			const corner = target.closest<HTMLElement>("[data-corner]")?.dataset.corner as Corner | undefined;
			drag.current = corner
				? { kind: "resize", id: face.id, corner, origin: face.box, box: face.box }
				: { kind: "move", id: face.id, start: point, origin: face.box, box: face.box };
			return;
		}
		onSelect(null);
		drag.current = { kind: "draw", start: point };
		setDrawing(null);
	}

	function handlePointerMove(event: PointerEvent<HTMLDivElement>) {
		const current = drag.current;
		if (!current) return;
		const point = pointOf(event);
		if (current.kind === "draw") {
			setDrawing(isDrawnBox(current.start, point) ? boxBetween(current.start, point) : null);
			return;
		}
		const box =
			current.kind === "move"
				? moveBox(current.origin, point.x - current.start.x, point.y - current.start.y)
				: dragCorner(current.origin, current.corner, point);
		current.box = box;
		onDraft(current.id, box);
	}

	function handlePointerUp(event: PointerEvent<HTMLDivElement>) {
		const current = drag.current;
		drag.current = null;
		if (!current) return;
		if (current.kind === "draw") {
			const point = pointOf(event);
			setDrawing(null);
			if (isDrawnBox(current.start, point)) onDraw(boxBetween(current.start, point));
			return;
		}
		if (!sameBox(current.box, current.origin)) onCommit(current.id, current.box);
	}

	function handleKeyDown(face: CanvasFace & { box: Box }, event: KeyboardEvent<HTMLButtonElement>) {
		if (event.key === "Delete" || event.key === "Backspace") {
			event.preventDefault();
			onRemove(face.id);
			return;
		}
		if (event.key === "Escape") {
			onSelect(null);
			return;
		}
		const box = keyedBox(face.box, event);
		if (!box) return;
		event.preventDefault();
		onSelect(face.id);
		onDraft(face.id, box);
		const timers = keyTimers.current;
		window.clearTimeout(timers.get(face.id));
		timers.set(
			face.id,
			window.setTimeout(() => {
				timers.delete(face.id);
				onCommit(face.id, box);
			}, KEY_SAVE_DELAY_MS),
		);
	}

	const ratio = width && height ? `${width} / ${height}` : "3 / 2";
	return (
		<div>
			<div
				ref={surface}
				data-testid="face-canvas"
				onPointerDown={handlePointerDown}
				onPointerMove={handlePointerMove}
				onPointerUp={handlePointerUp}
				onPointerCancel={() => {
					drag.current = null;
					setDrawing(null);
				}}
				style={{ aspectRatio: ratio }}
				className="relative w-full cursor-crosshair touch-none overflow-hidden rounded-lg bg-ink-900/5 select-none"
			>
				{src ? (
					<img
						src={src}
						alt={title}
						draggable={false}
						className="pointer-events-none absolute inset-0 h-full w-full"
					/>
				) : (
					<span className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-sm text-ink-500">
						<ImageOff aria-hidden="true" className="size-8" />
						No preview image yet
					</span>
				)}
				{faces.map((face, index) => {
					if (!face.box) return null;
					const selected = face.id === selectedId;
					const withBox = { ...face, box: face.box };
					return (
						<button
							key={face.id}
							type="button"
							data-face-id={face.id}
							aria-label={`Face ${index + 1}: ${face.label}`}
							aria-pressed={selected}
							aria-describedby={CANVAS_HELP_ID}
							onFocus={() => onSelect(face.id)}
							onKeyDown={(event) => handleKeyDown(withBox, event)}
							style={boxStyle(face.box)}
							className={cn(
								"absolute cursor-move rounded-sm border-2 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-600",
								selected
									? "border-mustard-300 bg-mustard-300/15 shadow-[0_0_0_1px_rgba(0,0,0,0.6)]"
									: "border-cream-50 shadow-[0_0_0_1px_rgba(0,0,0,0.5)] hover:border-mustard-300",
							)}
						>
							<span className="absolute -top-0.5 left-0 -translate-y-full rounded-sm bg-ink-900/80 px-1 text-xs font-semibold text-cream-50">
								{index + 1}
							</span>
							{selected &&
								CORNERS.map((corner) => (
									<span
										key={corner}
										data-corner={corner}
										aria-hidden="true"
										className={cn(
											"absolute size-3 rounded-full border border-ink-900 bg-mustard-300",
											CORNER_CLASSES[corner],
										)}
									/>
								))}
						</button>
					);
				})}
				{drawing && (
					<span
						aria-hidden="true"
						style={boxStyle(drawing)}
						className="pointer-events-none absolute rounded-sm border-2 border-dashed border-mustard-300 bg-mustard-300/10"
					/>
				)}
			</div>
			<p id={CANVAS_HELP_ID} className="mt-2 text-sm text-ink-600">
				Drag on the photo to draw a box around a face. Select a box to move it with the arrow keys; Shift and
				the arrows resize it (Alt for finer steps); Delete removes it.
			</p>
		</div>
	);
}
