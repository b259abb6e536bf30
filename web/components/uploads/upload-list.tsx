import { CircleAlert, Clock, RotateCcw } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

/** The list of chosen files, one row each. */
export function UploadList({ children }: { children: ReactNode }) {
	return (
		<ul
			aria-label="Uploads"
			className="divide-y divide-ink-900/10 rounded-lg border border-ink-900/10 bg-white"
		>
			{children}
		</ul>
	);
}

/** A file's name and size, as a row shows it. */
export function UploadFileName({ file, size, className }: { file: File; size: string; className?: string }) {
	return (
		<span className={cn("min-w-0", className)}>
			<span className="block truncate font-medium text-ink-900">{file.name}</span>
			<span className="text-xs text-ink-500">{size}</span>
		</span>
	);
}

export function UploadWaiting() {
	return (
		<span className="inline-flex items-center gap-1.5 text-ink-600">
			<Clock aria-hidden="true" className="size-4" /> Waiting
		</span>
	);
}

/** Why a file failed, and a Retry button when another try may pass. */
export function UploadFailed({
	name,
	text,
	retryable,
	onRetry,
}: {
	name: string;
	text: ReactNode;
	retryable: boolean;
	onRetry: () => void;
}) {
	return (
		<span className="flex flex-wrap items-center gap-2 text-accent-800">
			<span className="inline-flex items-start gap-1.5">
				<CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
				<span>{text}</span>
			</span>
			{retryable && (
				<Button variant="secondary" size="sm" aria-label={`Retry ${name}`} onClick={onRetry}>
					<RotateCcw aria-hidden="true" className="size-4" />
					Retry
				</Button>
			)}
		</span>
	);
}
