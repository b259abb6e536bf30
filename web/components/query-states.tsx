import { LoaderCircle, RefreshCw } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { cn } from "@/lib/cn";

/** Placeholders while a query loads, announced once by their label. */
export function LoadingStatus({
	label,
	className,
	children,
}: {
	/** Read by screen readers, such as 'Loading your account…'. */
	label: string;
	className?: string;
	/** The skeletons, hidden from assistive technology. */
	children: ReactNode;
}) {
	return (
		<div role="status" className={className}>
			<span className="sr-only">{label}</span>
			{children}
		</div>
	);
}

/** A query that failed: what could not load, and a 'Try again' button that fetches again. */
export function LoadErrorNotice({
	title,
	onRetry,
	retrying,
}: {
	/** Such as 'We could not load your account.' */
	title: string;
	onRetry: () => void;
	retrying: boolean;
}) {
	return (
		<Notice tone="error" role="alert" title={title}>
			<Button variant="secondary" size="sm" className="mt-2" onClick={onRetry} disabled={retrying}>
				<RefreshCw aria-hidden="true" className={retrying ? "size-4 animate-spin" : "size-4"} />
				Try again
			</Button>
		</Notice>
	);
}

/**
 * A list's live line, such as 'Showing 1–25 of 73': 'Updating…' with a spinner while a new
 * answer loads over the one shown.
 */
export function UpdatingStatus({
	updating,
	className,
	children,
}: {
	updating: boolean;
	/** Spacing, such as 'mb-3'. */
	className?: string;
	children: ReactNode;
}) {
	return (
		<p role="status" className={cn("flex items-center gap-2 text-sm text-ink-600", className)}>
			{updating && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
			{updating ? "Updating…" : children}
		</p>
	);
}
