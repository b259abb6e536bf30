import type { CropOffset, PrintCrop } from "@core/print-frames";
import { type KeyboardEvent, type PointerEvent, useRef } from "react";

/** How far one arrow key press moves the crop, as a share of the free room (Shift: further). */
const STEP = 0.05;
const BIG_STEP = 0.25;

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

export const CROP_AREA_LABEL =
	"Crop area. Use the arrow keys to move the crop (Shift moves it further), or drag it.";

/**
 * The photo with the chosen size's crop drawn over it: the part that prints is clear, the rest
 * dimmed. The crop moves by pointer drag and by the arrow keys within the room the photo leaves.
 */
export function CropPreview({
	src,
	alt,
	photo,
	crop,
	onMove,
}: {
	src: string | null;
	alt: string;
	photo: { width: number; height: number };
	crop: PrintCrop;
	onMove: (offset: CropOffset) => void;
}) {
	const frame = useRef<HTMLDivElement>(null);
	const drag = useRef<{ x: number; y: number; start: CropOffset } | null>(null);
	const room = { x: photo.width - crop.width, y: photo.height - crop.height };
	const offset: CropOffset = {
		x: room.x > 0 ? crop.left / room.x : 0.5,
		y: room.y > 0 ? crop.top / room.y : 0.5,
	};
	const pct = (part: number, whole: number) => `${(100 * part) / whole}%`;

	function move(dx: number, dy: number) {
		onMove({ x: clamp01(offset.x + (room.x > 0 ? dx : 0)), y: clamp01(offset.y + (room.y > 0 ? dy : 0)) });
	}

	function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
		const step = event.shiftKey ? BIG_STEP : STEP;
		const moves: Record<string, [number, number]> = {
			ArrowLeft: [-step, 0],
			ArrowRight: [step, 0],
			ArrowUp: [0, -step],
			ArrowDown: [0, step],
		};
		const delta = moves[event.key];
		if (!delta) return;
		event.preventDefault();
		move(delta[0], delta[1]);
	}

	function onPointerDown(event: PointerEvent<HTMLDivElement>) {
		event.currentTarget.setPointerCapture?.(event.pointerId);
		drag.current = { x: event.clientX, y: event.clientY, start: offset };
	}

	function onPointerMove(event: PointerEvent<HTMLDivElement>) {
		const start = drag.current;
		const box = frame.current?.getBoundingClientRect();
		if (!start || !box || box.width === 0 || box.height === 0) return;
		// A pointer's pixels on screen, as a share of the room the crop can move in.
		const shown = { x: (box.width * room.x) / photo.width, y: (box.height * room.y) / photo.height };
		onMove({
			x: shown.x > 0 ? clamp01(start.start.x + (event.clientX - start.x) / shown.x) : 0.5,
			y: shown.y > 0 ? clamp01(start.start.y + (event.clientY - start.y) / shown.y) : 0.5,
		});
	}

	const endDrag = () => {
		drag.current = null;
	};

	return (
		<div
			ref={frame}
			className="relative w-full overflow-hidden rounded-lg bg-ink-900/10"
			style={{ aspectRatio: `${photo.width} / ${photo.height}` }}
		>
			{src ? (
				<img
					src={src}
					alt={alt}
					className="absolute inset-0 size-full object-fill select-none"
					draggable={false}
				/>
			) : (
				<div className="absolute inset-0 grid place-items-center text-sm text-ink-600">{alt}</div>
			)}
			<div
				role="application"
				// biome-ignore lint/a11y/noNoninteractiveTabindex: a crop that moves both ways has no native element; the arrow keys move it from this tab stop
				tabIndex={0}
				aria-label={CROP_AREA_LABEL}
				aria-roledescription="movable crop"
				// The focus ring is drawn inside (a negative offset): outside, the photo's edge would clip it.
				className="absolute cursor-move touch-none border-2 border-white shadow-[0_0_0_9999px_rgba(21,17,15,0.55)] focus-visible:outline-4 focus-visible:outline-accent-400 focus-visible:[outline-offset:-6px] focus-visible:outline-solid"
				style={{
					left: pct(crop.left, photo.width),
					top: pct(crop.top, photo.height),
					width: pct(crop.width, photo.width),
					height: pct(crop.height, photo.height),
				}}
				onKeyDown={onKeyDown}
				onPointerDown={onPointerDown}
				onPointerMove={onPointerMove}
				onPointerUp={endDrag}
				onPointerCancel={endDrag}
			/>
		</div>
	);
}
