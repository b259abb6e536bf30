import { CircleCheck, LoaderCircle } from "lucide-react";
import { UploadFailed, UploadFileName, UploadWaiting } from "@/components/uploads/upload-list";
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
			return <UploadWaiting />;
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
				<UploadFailed
					name={name}
					text={<>Failed: {item.message}</>}
					retryable={item.retryable}
					onRetry={() => onRetry(item.key)}
				/>
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
				<UploadFileName file={item.file} size={sizeText(item.file.size)} />
			</span>
			<StateText item={item} onRetry={onRetry} />
		</li>
	);
}
