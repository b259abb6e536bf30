import { LoaderCircle } from "lucide-react";
import { cn } from "@/lib/cn";

/** A centred busy indicator with a text for screen readers. */
export function Spinner({ label = "Loading…", className }: { label?: string; className?: string }) {
	return (
		<div role="status" className={cn("flex items-center justify-center py-24 text-ink-500", className)}>
			<LoaderCircle aria-hidden="true" className="size-6 animate-spin" />
			<span className="sr-only">{label}</span>
		</div>
	);
}
