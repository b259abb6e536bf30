import { FAMILY_UPLOAD_ACCEPT, FAMILY_UPLOAD_TEXT } from "@core/contracts/uploads";
import { FAMILY_UPLOAD_MAX_BYTES, FAMILY_UPLOAD_MIN_LONG_SIDE, familyTabUrl } from "@core/family";
import { ImageUp } from "lucide-react";
import { type DragEvent, useEffect, useReducer, useRef, useState } from "react";
import { Link } from "react-router";
import { ApiError } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { uploadPhoto } from "../api/upload-photo";
import { useUploadStatus } from "../api/upload-status";
import { isSending, nextToStart, processingIds, summaryText, uploadQueueReducer } from "../lib/upload-queue";
import { UploadRow } from "./upload-row";

let nextKey = 0;
const keyOf = (file: File) => `${++nextKey}-${file.name}`;

/** The server's words for a refusal, or ours for a lost connection. */
function failureOf(error: unknown): { message: string; retryable: boolean } {
	if (error instanceof ApiError) {
		if (error.status === 401)
			return { message: "You are signed out. Sign in again, then retry.", retryable: true };
		if (error.status === 429)
			return { message: error.message || FAMILY_UPLOAD_TEXT.tooMany, retryable: true };
		return { message: error.message || "The upload failed.", retryable: true };
	}
	return { message: "The upload failed. Please try again.", retryable: true };
}

/**
 * The family's Upload tab (issue 27 scope 3): many files dropped or picked at once, each checked
 * here first, then sent on its own, three at a time, with its progress; a failed file is retried
 * alone. Once sent, each shows "Processing" until the server has made its previews (asked every
 * few seconds), then its thumbnail. Leaving the page while files are still being sent warns.
 */
export function UploadTab() {
	const [items, dispatch] = useReducer(uploadQueueReducer, []);
	const [dragging, setDragging] = useState(false);
	const inFlight = useRef(new Map<string, AbortController>());
	const processing = processingIds(items);
	const status = useUploadStatus(processing);

	useEffect(() => {
		for (const item of nextToStart(items)) {
			if (inFlight.current.has(item.key)) continue;
			const controller = new AbortController();
			inFlight.current.set(item.key, controller);
			dispatch({ type: "start", key: item.key });
			uploadPhoto({
				file: item.file,
				signal: controller.signal,
				onProgress: (share) => dispatch({ type: "progress", key: item.key, share }),
			})
				.then((photo) => dispatch({ type: "uploaded", key: item.key, photo }))
				.catch((error: unknown) => {
					if (error instanceof DOMException && error.name === "AbortError") return;
					dispatch({ type: "failed", key: item.key, ...failureOf(error) });
				})
				.finally(() => inFlight.current.delete(item.key));
		}
	}, [items]);

	useEffect(() => {
		if (status.data) dispatch({ type: "statuses", statuses: status.data.photos });
	}, [status.data]);

	const sending = isSending(items);
	useEffect(() => {
		if (!sending) return;
		const warn = (event: BeforeUnloadEvent) => {
			event.preventDefault();
			// Older browsers show the prompt only when returnValue is set.
			event.returnValue = "";
		};
		window.addEventListener("beforeunload", warn);
		return () => window.removeEventListener("beforeunload", warn);
	}, [sending]);

	// Leaving the tab stops what is still being sent.
	useEffect(() => {
		const running = inFlight.current;
		return () => {
			for (const controller of running.values()) controller.abort();
		};
	}, []);

	function add(files: FileList | null) {
		if (!files || files.length === 0) return;
		dispatch({ type: "add", files: [...files], keyOf });
	}

	function onDrop(event: DragEvent<HTMLDivElement>) {
		event.preventDefault();
		setDragging(false);
		add(event.dataTransfer.files);
	}

	const anyReady = items.some((item) => item.state === "ready");
	return (
		<section aria-labelledby="upload-heading" className="space-y-5">
			<div className="space-y-1">
				<h2 id="upload-heading" className="text-xl font-semibold text-ink-900">
					Upload photos
				</h2>
				<p className="text-sm text-ink-700">
					JPEG, PNG or TIFF scans, up to {FAMILY_UPLOAD_MAX_BYTES / 1024 / 1024} MB each and at least{" "}
					{FAMILY_UPLOAD_MIN_LONG_SIDE.toLocaleString("en-US")} px on the long side. Each becomes a draft you
					describe and submit from the Photos tab.
				</p>
			</div>
			{/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer shortcut for the file input inside */}
			<div
				onDragOver={(event) => {
					event.preventDefault();
					setDragging(true);
				}}
				onDragLeave={() => setDragging(false)}
				onDrop={onDrop}
				className={cn(
					"flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors",
					dragging ? "border-accent-600 bg-accent-50" : "border-ink-900/15 bg-cream-50",
				)}
			>
				<ImageUp aria-hidden="true" className="size-8 text-ink-400" />
				<p className="hidden text-sm text-ink-700 sm:block">Drop your scans here, or choose them.</p>
				<label htmlFor="family-upload-files" className="text-sm font-medium text-ink-800">
					Choose photos
				</label>
				<input
					id="family-upload-files"
					type="file"
					multiple
					accept={FAMILY_UPLOAD_ACCEPT}
					onChange={(event) => {
						add(event.target.files);
						event.target.value = "";
					}}
					className="max-w-full text-sm text-ink-700 file:mr-3 file:rounded-md file:border file:border-ink-900/15 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium file:text-ink-900 hover:file:bg-cream-100"
				/>
			</div>
			<p role="status" aria-live="polite" className="text-sm font-medium text-ink-800">
				{items.length > 0 ? summaryText(items) : ""}
			</p>
			{items.length > 0 && (
				<ul
					aria-label="Uploads"
					className="divide-y divide-ink-900/10 rounded-lg border border-ink-900/10 bg-white"
				>
					{items.map((item) => (
						<UploadRow key={item.key} item={item} onRetry={(key) => dispatch({ type: "retry", key })} />
					))}
				</ul>
			)}
			{status.isError && processing.length > 0 && (
				<p className="text-sm text-ink-600">We could not check on the processing just now; we keep trying.</p>
			)}
			{anyReady && (
				<Link
					to={familyTabUrl("photos")}
					className="inline-block text-sm font-medium text-accent-700 underline underline-offset-4"
				>
					Describe your photos
				</Link>
			)}
		</section>
	);
}
