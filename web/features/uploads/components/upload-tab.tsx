import { FAMILY_UPLOAD_ACCEPT, FAMILY_UPLOAD_TEXT } from "@core/contracts/uploads";
import { FAMILY_UPLOAD_MAX_BYTES, FAMILY_UPLOAD_MIN_LONG_SIDE, familyTabUrl } from "@core/family";
import { useEffect, useReducer } from "react";
import { Link } from "react-router";
import { FileDropZone } from "@/components/uploads/file-drop-zone";
import { UploadList } from "@/components/uploads/upload-list";
import { ApiError } from "@/lib/api-client";
import { useUploadSender } from "@/lib/upload-queue";
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
	const processing = processingIds(items);
	const status = useUploadStatus(processing);

	// Leaving the tab stops what is still being sent.
	useUploadSender(items, {
		nextToStart,
		send: (item, signal, onProgress) => uploadPhoto({ file: item.file, signal, onProgress }),
		onStart: (key) => dispatch({ type: "start", key }),
		onProgress: (key, share) => dispatch({ type: "progress", key, share }),
		onSent: (key, photo) => dispatch({ type: "uploaded", key, photo }),
		onFailed: (key, error) => dispatch({ type: "failed", key, ...failureOf(error) }),
	});

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

	function add(files: FileList | null) {
		if (!files || files.length === 0) return;
		dispatch({ type: "add", files: [...files], keyOf });
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
			<FileDropZone
				inputId="family-upload-files"
				label="Choose photos"
				accept={FAMILY_UPLOAD_ACCEPT}
				hint={<p className="hidden text-sm text-ink-700 sm:block">Drop your scans here, or choose them.</p>}
				onFiles={add}
			/>
			<p role="status" aria-live="polite" className="text-sm font-medium text-ink-800">
				{items.length > 0 ? summaryText(items) : ""}
			</p>
			{items.length > 0 && (
				<UploadList>
					{items.map((item) => (
						<UploadRow key={item.key} item={item} onRetry={(key) => dispatch({ type: "retry", key })} />
					))}
				</UploadList>
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
