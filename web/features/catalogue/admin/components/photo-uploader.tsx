import {
	type FamilyRef,
	PHOTO_UPLOAD_MAX_BYTES,
	PHOTO_UPLOAD_TEXT,
	PHOTO_UPLOAD_TYPES,
} from "@core/contracts/catalogue";
import { useQueryClient } from "@tanstack/react-query";
import { useReducer, useState } from "react";
import { Button } from "@/components/ui/button";
import { FileDropZone } from "@/components/uploads/file-drop-zone";
import { ApiError } from "@/lib/api-client";
import { useUploadSender } from "@/lib/upload-queue";
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
	const queryClient = useQueryClient();

	// Leaving the page stops what is still being sent.
	useUploadSender(items, {
		nextToStart,
		send: (item, signal, onProgress) =>
			uploadPhoto({ file: item.file, family: item.family, signal, onProgress }),
		onStart: (key) => dispatch({ type: "start", key }),
		onProgress: (key, share) => dispatch({ type: "progress", key, share }),
		onSent: (key, photo) => {
			dispatch({ type: "done", key, photo });
			void queryClient.invalidateQueries({ queryKey: adminPhotoKeys.lists() });
		},
		onFailed: (key, error) => dispatch({ type: "refused", key, message: refusalOf(error), retryable: true }),
	});

	function add(files: FileList | null) {
		if (!files || files.length === 0) return;
		if (!family) {
			setFamilyError(PHOTO_UPLOAD_TEXT.noFamily);
			document.getElementById("upload-family")?.focus();
			return;
		}
		dispatch({ type: "add", files: [...files], family: family.id, keyOf });
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
			<FileDropZone
				inputId="upload-files"
				label="Choose images"
				accept={PHOTO_UPLOAD_TYPES.join(",")}
				hint={
					<p className="text-sm text-ink-700">
						Drop images here, or choose them. JPEG, PNG, WebP or TIFF, up to{" "}
						{PHOTO_UPLOAD_MAX_BYTES / 1024 / 1024} MB each.
					</p>
				}
				onFiles={add}
			/>
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
