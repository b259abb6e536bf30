import { LoaderCircle } from "lucide-react";
import { cn } from "@/lib/cn";

/**
 * An on/off setting as a row: its name and hint, then a switch (the ARIA switch pattern: a
 * button with role="switch" and aria-checked; Space and Enter toggle it). The row's label
 * toggles it too, so the target is wide on a phone; the name is the label alone, the hint its
 * description. While a save is under way it says so and ignores further presses.
 */
export function SwitchRow({
	id,
	label,
	hint,
	checked,
	pending,
	onToggle,
	errorId,
}: {
	id: string;
	label: string;
	hint: string;
	checked: boolean;
	pending: boolean;
	onToggle: () => void;
	/** The id of a problem shown under the row, which then describes the switch too. */
	errorId?: string;
}) {
	return (
		<div className="flex min-h-14 items-center justify-between gap-4 py-2">
			<label htmlFor={id} className="min-w-0 flex-1 cursor-pointer">
				<span id={`${id}-label`} className="block text-sm font-medium text-ink-900">
					{label}
				</span>
				<span id={`${id}-hint`} className="block text-xs text-ink-500">
					{hint}
				</span>
			</label>
			<span className="flex shrink-0 items-center gap-2">
				{pending && (
					<span className="flex items-center gap-1 text-xs text-ink-500">
						<LoaderCircle aria-hidden="true" className="size-3.5 animate-spin" />
						Saving…
					</span>
				)}
				<button
					type="button"
					role="switch"
					id={id}
					aria-checked={checked}
					aria-labelledby={`${id}-label`}
					aria-describedby={errorId ? `${id}-hint ${errorId}` : `${id}-hint`}
					aria-busy={pending || undefined}
					onClick={() => {
						if (!pending) onToggle();
					}}
					className={cn(
						"relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600",
						// A larger invisible target for fingers.
						"before:absolute before:-inset-2 before:content-['']",
						checked ? "bg-accent-600" : "bg-ink-900/20",
						pending && "cursor-wait opacity-70",
					)}
				>
					<span
						aria-hidden="true"
						className={cn(
							"inline-block size-5 rounded-full bg-cream-50 shadow-sm transition-transform duration-150",
							checked ? "translate-x-6" : "translate-x-1",
						)}
					/>
				</button>
			</span>
		</div>
	);
}
