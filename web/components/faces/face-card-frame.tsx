import { Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

/**
 * A face's card beside the photo: its title (a button that selects its box), a Remove button,
 * and what the editor asks of the face.
 */
export function FaceCardFrame({
	number,
	heading: Heading,
	selected,
	onSelect,
	onRemove,
	removing = false,
	className,
	children,
}: {
	number: number;
	/** The card title's level, one below the list's heading. */
	heading: "h3" | "h4";
	selected: boolean;
	onSelect: () => void;
	onRemove: () => void;
	removing?: boolean;
	className?: string;
	children: ReactNode;
}) {
	const title = `Face ${number}`;
	return (
		<section
			aria-label={title}
			className={cn(
				"rounded-lg border bg-white p-4 shadow-sm",
				className,
				selected ? "border-accent-600 ring-1 ring-accent-600" : "border-ink-900/10",
			)}
		>
			<div className="mb-3 flex items-center justify-between gap-2">
				<Heading className="text-base font-semibold text-ink-900">
					<button
						type="button"
						onClick={onSelect}
						aria-pressed={selected}
						className="rounded-sm hover:text-accent-700 focus-visible:outline-2 focus-visible:outline-accent-600"
					>
						{title}
					</button>
				</Heading>
				<Button
					variant="ghost"
					size="sm"
					onClick={onRemove}
					disabled={removing}
					aria-label={`Remove face ${number}`}
				>
					<Trash2 aria-hidden="true" className="size-4" />
					Remove
				</Button>
			</div>
			{children}
		</section>
	);
}
