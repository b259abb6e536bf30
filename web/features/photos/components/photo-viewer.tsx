import { Minus, Plus, RotateCcw, X } from "lucide-react";
import {
	type KeyboardEvent,
	type PointerEvent,
	useCallback,
	useEffect,
	useId,
	useLayoutEffect,
	useRef,
	useState,
} from "react";
import { createPortal } from "react-dom";
import { buttonClasses } from "@/components/ui/button";
import { keepFocusInside } from "@/lib/focus-trap";

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
const ZOOM_STEP = 0.5;
/** Pixels the arrow keys move a zoomed photo. */
const PAN_STEP = 80;
const PAN_KEYS: Record<string, [number, number]> = {
	ArrowLeft: [-1, 0],
	ArrowRight: [1, 0],
	ArrowUp: [0, -1],
	ArrowDown: [0, 1],
};

type Size = { width: number; height: number };

function clampZoom(zoom: number): number {
	return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));
}

/** The image at `zoom` times the size that fits the stage; null until both sizes are known. */
function displaySize(stage: Size | null, image: Size | null, zoom: number): Size | null {
	if (!stage || !image || stage.width <= 0 || stage.height <= 0 || image.width <= 0 || image.height <= 0) {
		return null;
	}
	const fit = Math.min(stage.width / image.width, stage.height / image.height);
	return { width: Math.round(image.width * fit * zoom), height: Math.round(image.height * fit * zoom) };
}

type PhotoViewerProps = {
	src: string;
	alt: string;
	title: string;
	/** The photo's pixel size when known; otherwise the loaded image's own size is used. */
	width: number | null;
	height: number | null;
	onClose: () => void;
};

/**
 * The zoom viewer: a modal dialog over the page with the preview fitted to the screen and
 * zoom in, out and reset (buttons, +, - and 0 keys, double-click). Zoomed, the stage scrolls:
 * arrow keys, the wheel, or dragging move around. Escape or the close button closes it; focus
 * stays inside while it is open.
 */
export function PhotoViewer({ src, alt, title, width, height, onClose }: PhotoViewerProps) {
	const hintId = useId();
	const dialogRef = useRef<HTMLDivElement>(null);
	const stageRef = useRef<HTMLDivElement>(null);
	const zoomInRef = useRef<HTMLButtonElement>(null);
	const [zoom, setZoomState] = useState(MIN_ZOOM);
	const [stage, setStage] = useState<Size | null>(null);
	const [natural, setNatural] = useState<Size | null>(width && height ? { width, height } : null);
	/** Where the stage's centre was, as a share of the content, before the zoom changed. */
	const focusPoint = useRef<{ x: number; y: number } | null>(null);
	const drag = useRef<{ x: number; y: number; left: number; top: number } | null>(null);

	const setZoom = useCallback((next: (zoom: number) => number) => {
		const el = stageRef.current;
		if (el && el.scrollWidth > 0 && el.scrollHeight > 0) {
			focusPoint.current = {
				x: (el.scrollLeft + el.clientWidth / 2) / el.scrollWidth,
				y: (el.scrollTop + el.clientHeight / 2) / el.scrollHeight,
			};
		}
		setZoomState((zoom) => clampZoom(next(zoom)));
	}, []);

	useEffect(() => {
		zoomInRef.current?.focus();
		const { overflow } = document.body.style;
		document.body.style.overflow = "hidden";
		return () => {
			document.body.style.overflow = overflow;
		};
	}, []);

	useLayoutEffect(() => {
		const el = stageRef.current;
		if (!el) return;
		const measure = () => setStage({ width: el.clientWidth, height: el.clientHeight });
		measure();
		window.addEventListener("resize", measure);
		return () => window.removeEventListener("resize", measure);
	}, []);

	// Keep the point that was in the middle in the middle after zooming.
	// biome-ignore lint/correctness/useExhaustiveDependencies: runs after each zoom change has been laid out
	useLayoutEffect(() => {
		const el = stageRef.current;
		const point = focusPoint.current;
		if (!el || !point) return;
		el.scrollLeft = point.x * el.scrollWidth - el.clientWidth / 2;
		el.scrollTop = point.y * el.scrollHeight - el.clientHeight / 2;
		focusPoint.current = null;
	}, [zoom]);

	function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
		if (event.key === "Escape") {
			event.stopPropagation();
			onClose();
			return;
		}
		if (event.key === "+" || event.key === "=") {
			event.preventDefault();
			setZoom((z) => z + ZOOM_STEP);
			return;
		}
		if (event.key === "-" || event.key === "_") {
			event.preventDefault();
			setZoom((z) => z - ZOOM_STEP);
			return;
		}
		if (event.key === "0") {
			event.preventDefault();
			setZoom(() => MIN_ZOOM);
			return;
		}
		const pan = PAN_KEYS[event.key];
		if (pan && stageRef.current) {
			event.preventDefault();
			stageRef.current.scrollBy({ left: pan[0] * PAN_STEP, top: pan[1] * PAN_STEP });
			return;
		}
		keepFocusInside(event, dialogRef.current);
	}

	function handlePointerDown(event: PointerEvent<HTMLDivElement>) {
		const el = stageRef.current;
		if (!el || zoom === MIN_ZOOM || event.button !== 0) return;
		drag.current = { x: event.clientX, y: event.clientY, left: el.scrollLeft, top: el.scrollTop };
		el.setPointerCapture?.(event.pointerId);
	}

	function handlePointerMove(event: PointerEvent<HTMLDivElement>) {
		const el = stageRef.current;
		const start = drag.current;
		if (!el || !start) return;
		el.scrollLeft = start.left - (event.clientX - start.x);
		el.scrollTop = start.top - (event.clientY - start.y);
	}

	function endDrag() {
		drag.current = null;
	}

	const size = displaySize(stage, natural, zoom);
	const toolButton = buttonClasses({ variant: "inverse-ghost", size: "icon" });
	const zoomed = zoom > MIN_ZOOM;

	return createPortal(
		<div
			ref={dialogRef}
			role="dialog"
			aria-modal="true"
			aria-label={`Photo viewer: ${title}`}
			aria-describedby={hintId}
			onKeyDown={handleKeyDown}
			className="fixed inset-0 z-50 flex animate-fade-in flex-col bg-ink-950 text-cream-50"
		>
			<div className="flex items-center justify-between gap-2 border-b border-cream-50/10 px-2 py-2 sm:px-4">
				<p className="min-w-0 truncate px-2 text-sm font-medium">{title}</p>
				<div className="flex shrink-0 items-center gap-1">
					<button
						type="button"
						className={toolButton}
						onClick={() => setZoom((z) => z - ZOOM_STEP)}
						disabled={zoom <= MIN_ZOOM}
					>
						<Minus aria-hidden="true" className="size-5" />
						<span className="sr-only">Zoom out</span>
					</button>
					<output aria-live="polite" className="w-14 text-center text-sm tabular-nums">
						{Math.round(zoom * 100)}%
					</output>
					<button
						ref={zoomInRef}
						type="button"
						className={toolButton}
						onClick={() => setZoom((z) => z + ZOOM_STEP)}
						disabled={zoom >= MAX_ZOOM}
					>
						<Plus aria-hidden="true" className="size-5" />
						<span className="sr-only">Zoom in</span>
					</button>
					<button
						type="button"
						className={toolButton}
						onClick={() => setZoom(() => MIN_ZOOM)}
						disabled={!zoomed}
					>
						<RotateCcw aria-hidden="true" className="size-5" />
						<span className="sr-only">Reset zoom</span>
					</button>
					<button type="button" className={toolButton} onClick={onClose}>
						<X aria-hidden="true" className="size-6" />
						<span className="sr-only">Close viewer</span>
					</button>
				</div>
			</div>
			<p id={hintId} className="sr-only">
				Use plus and minus to zoom and the arrow keys to move around.
			</p>
			{/* biome-ignore lint/a11y/noStaticElementInteractions: dragging and double-click are pointer shortcuts for what the toolbar and keys do */}
			<div
				ref={stageRef}
				onPointerDown={handlePointerDown}
				onPointerMove={handlePointerMove}
				onPointerUp={endDrag}
				onPointerCancel={endDrag}
				onDoubleClick={() => setZoom((z) => (z > MIN_ZOOM ? MIN_ZOOM : 2))}
				className={`flex min-h-0 flex-1 overflow-auto outline-none ${zoomed ? "cursor-grab active:cursor-grabbing" : "cursor-zoom-in"}`}
			>
				<img
					src={src}
					alt={alt}
					draggable={false}
					onLoad={(event) => {
						if (natural) return;
						const img = event.currentTarget;
						if (img.naturalWidth > 0) setNatural({ width: img.naturalWidth, height: img.naturalHeight });
					}}
					style={size ? { width: size.width, height: size.height, maxWidth: "none" } : undefined}
					className={size ? "m-auto shrink-0 select-none" : "m-auto max-h-full max-w-full object-contain"}
				/>
			</div>
		</div>,
		document.body,
	);
}
