import {
	type FamilyRef,
	PHOTO_UPLOAD_MAX_BYTES,
	PHOTO_UPLOAD_TEXT,
	PHOTO_UPLOAD_TYPES,
} from "@core/contracts/catalogue";
import { useQueryClient } from "@tanstack/react-query";
import { ImageUp } from "lucide-react";
import { type DragEvent, useEffect, useReducer, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { adminPhotoKeys } from "../api/keys";
import { uploadPhoto } from "../api/upload-photo";
import { nextToStart, summarise, summaryText, uploadQueueReducer } from "../lib/upload-queue";
import { FamilyPicker } from "./family-picker";
import { UploadQueueList } from "./upload-queue-list";

let nextKey = 0;
const keyOf = (file: File) => `${++nextKey}-${file.name}`;

function refusalOf(error: unknown): string {
	if (error instanceof ApiError && error.message) return error.message;
	return "The upload failed. Please try again.";
}

/**
 * Originals into the catalogue as drafts of one family: each file is checked here, then sent
 * on its own, two at a time, so each shows its progress and a refused file costs only itself.
 */
export function PhotoUploader() {
	const [family, setFamily] = useState<FamilyRef | null>(null);
	const [familyError, setFamilyError] = useState<string | null>(null);
	const [items, dispatch] = useReducer(uploadQueueReducer, []);
	const [dragging, setDragging] = useState(false);
	const inFlight = useRef(new Map<string, AbortController>());
	const queryClient = useQueryClient();

	useEffect(() => {
		for (const item of nextToStart(items)) {
			if (inFlight.current.has(item.key)) continue;
			const controller = new AbortController();
			inFlight.current.set(item.key, controller);
			dispatch({ type: "start", key: item.key });
			uploadPhoto({
				file: item.file,
				family: item.family,
				signal: controller.signal,
				onProgress: (share) => dispatch({ type: "progress", key: item.key, share }),
			})
				.then((photo) => {
					dispatch({ type: "done", key: item.key, photo });
					void queryClient.invalidateQueries({ queryKey: adminPhotoKeys.lists() });
				})
				.catch((error: unknown) => {
					if (error instanceof DOMException && error.name === "AbortError") return;
					dispatch({ type: "refused", key: item.key, message: refusalOf(error), retryable: true });
				})
				.finally(() => inFlight.current.delete(item.key));
		}
	}, [items, queryClient]);

	// Leaving the page stops what is still being sent.
	useEffect(() => {
		const running = inFlight.current;
		return () => {
			for (const controller of running.values()) controller.abort();
		};
	}, []);

	function add(files: FileList | null) {
		if (!files || files.length === 0) return;
		if (!family) {
			setFamilyError(PHOTO_UPLOAD_TEXT.noFamily);
			document.getElementById("upload-family")?.focus();
			return;
		}
		dispatch({ type: "add", files: [...files], family: family.id, keyOf });
	}

	function onDrop(event: DragEvent<HTMLDivElement>) {
		event.preventDefault();
		setDragging(false);
		add(event.dataTransfer.files);
	}

	const summary = summarise(items);
	return (
		<section aria-labelledby="upload-heading" className="space-y-5">
			<h2 id="upload-heading" className="text-xl font-semibold text-ink-900">
				Photos
			</h2>
			<FamilyPicker
				id="upload-family"
				label="Family (required)"
				value={family}
				onChange={(picked) => {
					setFamily(picked);
					setFamilyError(null);
				}}
				error={familyError}
				hint="The photos belong to this family's storefront."
			/>
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
				<p className="text-sm text-ink-700">
					Drop images here, or choose them. JPEG, PNG, WebP or TIFF, up to{" "}
					{PHOTO_UPLOAD_MAX_BYTES / 1024 / 1024} MB each.
				</p>
				<label htmlFor="upload-files" className="text-sm font-medium text-ink-800">
					Choose images
				</label>
				<input
					id="upload-files"
					type="file"
					multiple
					accept={PHOTO_UPLOAD_TYPES.join(",")}
					onChange={(event) => {
						add(event.target.files);
						event.target.value = "";
					}}
					className="max-w-full text-sm text-ink-700 file:mr-3 file:rounded-md file:border file:border-ink-900/15 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium file:text-ink-900 hover:file:bg-cream-100"
				/>
			</div>
			{items.length > 0 && (
				<>
					<div className="flex flex-wrap items-center justify-between gap-3">
						<p role="status" className="text-sm font-medium text-ink-800">
							{summaryText(summary)}
						</p>
						{summary.done + summary.refused > 0 && (
							<Button variant="ghost" size="sm" onClick={() => dispatch({ type: "clear-finished" })}>
								Clear finished
							</Button>
						)}
					</div>
					<UploadQueueList items={items} onRetry={(key) => dispatch({ type: "retry", key })} />
				</>
			)}
		</section>
	);
}
