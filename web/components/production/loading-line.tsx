import { LoaderCircle } from "lucide-react";

/** One line saying what loads, announced once: where a picker's control will be. */
export function LoadingLine({ label }: { label: string }) {
	return (
		<div role="status" className="flex items-center gap-2 py-2 text-sm text-ink-600">
			<LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
			{label}
		</div>
	);
}
