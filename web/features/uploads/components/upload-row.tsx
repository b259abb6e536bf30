import { CircleAlert, CircleCheck, Clock, LoaderCircle, RotateCcw } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { UploadItem } from "../lib/upload-queue";

const MB = 1024 * 1024;
const sizeText = (bytes: number) =>
	bytes >= MB ? `${(bytes / MB).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

function ProgressBar({ percent, label }: { percent: number; label: string }) {
	return (
		<div
			role="progressbar"
			aria-label={label}
			aria-valuemin={0}
			aria-valuemax={100}
			aria-valuenow={percent}
			className="h-2 w-full overflow-hidden rounded-full bg-ink-900/10 sm:w-40"
		>
			<div
				className="h-full rounded-full bg-accent-600 transition-[width]"
				style={{ width: `${percent}%` }}
			/>
		</div>
	);
}

function StateText({ item, onRetry }: { item: UploadItem; onRetry: (key: string) => void }) {
	const name = item.file.name;
	switch (item.state) {
		case "waiting":
			return (
				<span className="inline-flex items-center gap-1.5 text-ink-600">
					<Clock aria-hidden="true" className="size-4" /> Waiting
				</span>
			);
		case "uploading": {
			const percent = Math.round(item.progress * 100);
			return (
				<span className="flex w-full items-center gap-2 sm:w-auto">
					<ProgressBar percent={percent} label={`Uploading ${name}`} />
					<span className="shrink-0 tabular-nums text-ink-700">Uploading {percent}%</span>
				</span>
			);
		}
		case "processing":
			return (
				<span className="inline-flex items-center gap-1.5 text-ink-700">
					<LoaderCircle aria-hidden="true" className="size-4 animate-spin text-accent-600" /> Processing
				</span>
			);
		case "ready":
			return (
				<span className="inline-flex items-center gap-1.5 text-emerald-800">
					<CircleCheck aria-hidden="true" className="size-4" /> Ready
				</span>
			);
		case "failed":
			return (
				<span className="flex flex-wrap items-center gap-2 text-accent-800">
					<span className="inline-flex items-start gap-1.5">
						<CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
						<span>Failed: {item.message}</span>
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

/** One chosen file: its name and size, its thumbnail once ready, where it stands. */
export function UploadRow({ item, onRetry }: { item: UploadItem; onRetry: (key: string) => void }) {
	return (
		<li className="flex flex-col gap-2 px-4 py-3 text-sm sm:flex-row sm:items-center sm:gap-4">
			<span className="flex min-w-0 flex-1 items-center gap-3">
				{item.state === "ready" && item.thumbnailUrl ? (
					<img src={item.thumbnailUrl} alt="" className="size-12 shrink-0 rounded object-cover" />
				) : (
					<span aria-hidden="true" className="size-12 shrink-0 rounded bg-ink-900/5" />
				)}
				<span className="min-w-0">
					<span className="block truncate font-medium text-ink-900">{item.file.name}</span>
					<span className="text-xs text-ink-500">{sizeText(item.file.size)}</span>
				</span>
			</span>
			<StateText item={item} onRetry={onRetry} />
		</li>
	);
}
