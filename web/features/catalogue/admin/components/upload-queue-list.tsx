import { CircleCheck, LoaderCircle } from "lucide-react";
import { Link } from "react-router";
import { UploadFailed, UploadFileName, UploadList, UploadWaiting } from "@/components/uploads/upload-list";
import { adminPhotoUrl } from "@/lib/paths";
import { formatBytes } from "../lib/photo-text";
import type { UploadItem } from "../lib/upload-queue";

function ItemState({ item, onRetry }: { item: UploadItem; onRetry: (key: string) => void }) {
	const name = item.file.name;
	switch (item.state) {
		case "queued":
			return <UploadWaiting />;
		case "uploading": {
			const percent = Math.round(item.progress * 100);
			return (
				<span className="flex items-center gap-2">
					<LoaderCircle aria-hidden="true" className="size-4 shrink-0 animate-spin text-accent-600" />
					<progress
						max={100}
						value={percent}
						aria-label={`Uploading ${name}`}
						className="h-2 w-28 overflow-hidden rounded-full accent-accent-600 sm:w-40"
					/>
					<span className="tabular-nums text-ink-700">{percent}%</span>
				</span>
			);
		}
		case "done":
			return (
				<span className="inline-flex items-center gap-1.5 text-emerald-800">
					<CircleCheck aria-hidden="true" className="size-4" />
					Uploaded:{" "}
					{item.photo && (
						<Link to={adminPhotoUrl(item.photo.id)} className="font-medium underline underline-offset-4">
							Edit #{item.photo.photoid}
						</Link>
					)}
				</span>
			);
		case "refused":
			return (
				<UploadFailed
					name={name}
					text={item.message}
					retryable={item.retryable}
					onRetry={() => onRetry(item.key)}
				/>
			);
	}
}

/** Each chosen file and where it is: waiting, its progress, its draft, or why it was refused. */
export function UploadQueueList({
	items,
	onRetry,
}: {
	items: readonly UploadItem[];
	onRetry: (key: string) => void;
}) {
	return (
		<UploadList>
			{items.map((item) => (
				<li
					key={item.key}
					className="flex flex-col gap-1.5 px-4 py-3 text-sm sm:flex-row sm:items-center sm:gap-4"
				>
					<UploadFileName file={item.file} size={formatBytes(item.file.size)} className="flex-1" />
					<ItemState item={item} onRetry={onRetry} />
				</li>
			))}
		</UploadList>
	);
}
