import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/** A native select with the project's chevron: phones and keyboards keep their own picker. */
export function Select({ className, ...props }: ComponentProps<"select">) {
	return (
		<div className="relative">
			<select {...props} className={cn("appearance-none pr-8", className)} />
			<ChevronDown
				aria-hidden="true"
				className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-ink-500"
			/>
		</div>
	);
}
