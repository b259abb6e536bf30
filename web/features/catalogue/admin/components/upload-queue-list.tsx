import { CircleAlert, CircleCheck, Clock, LoaderCircle, RotateCcw } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { adminPhotoUrl } from "@/lib/paths";
import { formatBytes } from "../lib/photo-text";
import type { UploadItem } from "../lib/upload-queue";

function ItemState({ item, onRetry }: { item: UploadItem; onRetry: (key: string) => void }) {
	const name = item.file.name;
	switch (item.state) {
		case "queued":
			return (
				<span className="inline-flex items-center gap-1.5 text-ink-600">
					<Clock aria-hidden="true" className="size-4" /> Waiting
				</span>
			);
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
				<span className="flex flex-wrap items-center gap-2 text-accent-800">
					<span className="inline-flex items-start gap-1.5">
						<CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
						<span>{item.message}</span>
					</span>
					{item.retryable && (
						<Button
							variant="secondary"
							size="sm"
							aria-label={`Retry ${name}`}
							onClick={() => onRetry(item.key)}
						>
							<RotateCcw aria-hidden="true" className="size-4" />
							Retry
						</Button>
					)}
				</span>
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
		<ul
			aria-label="Uploads"
			className="divide-y divide-ink-900/10 rounded-lg border border-ink-900/10 bg-white"
		>
			{items.map((item) => (
				<li
					key={item.key}
					className="flex flex-col gap-1.5 px-4 py-3 text-sm sm:flex-row sm:items-center sm:gap-4"
				>
					<span className="min-w-0 flex-1">
						<span className="block truncate font-medium text-ink-900">{item.file.name}</span>
						<span className="text-xs text-ink-500">{formatBytes(item.file.size)}</span>
					</span>
					<ItemState item={item} onRetry={onRetry} />
				</li>
			))}
		</ul>
	);
}
