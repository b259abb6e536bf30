import { ImageUp } from "lucide-react";
import { type ReactNode, useState } from "react";
import { cn } from "@/lib/cn";

/**
 * Where files are dropped or chosen: a dashed area holding a labelled multiple file input.
 * `onFiles` gets every drop and every choice (the input is emptied after, so the same file can
 * be chosen again).
 */
export function FileDropZone({
	inputId,
	label,
	accept,
	hint,
	onFiles,
}: {
	inputId: string;
	label: string;
	accept: string;
	/** What may be dropped, above the input. */
	hint: ReactNode;
	onFiles: (files: FileList | null) => void;
}) {
	const [dragging, setDragging] = useState(false);
	return (
		// biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer shortcut for the file input inside
		<div
			onDragOver={(event) => {
				event.preventDefault();
				setDragging(true);
			}}
			onDragLeave={() => setDragging(false)}
			onDrop={(event) => {
				event.preventDefault();
				setDragging(false);
				onFiles(event.dataTransfer.files);
			}}
			className={cn(
				"flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors",
				dragging ? "border-accent-600 bg-accent-50" : "border-ink-900/15 bg-cream-50",
			)}
		>
			<ImageUp aria-hidden="true" className="size-8 text-ink-400" />
			{hint}
			<label htmlFor={inputId} className="text-sm font-medium text-ink-800">
				{label}
			</label>
			<input
				id={inputId}
				type="file"
				multiple
				accept={accept}
				onChange={(event) => {
					onFiles(event.target.files);
					event.target.value = "";
				}}
				className="max-w-full text-sm text-ink-700 file:mr-3 file:rounded-md file:border file:border-ink-900/15 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium file:text-ink-900 hover:file:bg-cream-100"
			/>
		</div>
	);
}
