import { ArrowDown, ArrowUp } from "lucide-react";
import { Button } from "@/components/ui/button";

/**
 * Move up and Move down for an item of an ordered list (keyboard-usable, unlike dragging). Their
 * ids are the ones `useMoveFocus` (lib/use-move-focus.ts) sends the focus back to.
 */
export function MoveButtons({
	itemId,
	name,
	index,
	count,
	disabled = false,
	className,
	onMove,
}: {
	itemId: string;
	/** Names the item in the buttons' labels: 'Move <name> up'. */
	name: string;
	index: number;
	count: number;
	disabled?: boolean;
	className?: string;
	onMove: (to: number, button: "up" | "down") => void;
}) {
	return (
		<>
			<Button
				id={`move-up-${itemId}`}
				variant="ghost"
				size="icon"
				className={className}
				aria-label={`Move ${name} up`}
				disabled={index === 0 || disabled}
				onClick={() => onMove(index - 1, "up")}
			>
				<ArrowUp aria-hidden="true" className="size-4" />
			</Button>
			<Button
				id={`move-down-${itemId}`}
				variant="ghost"
				size="icon"
				className={className}
				aria-label={`Move ${name} down`}
				disabled={index === count - 1 || disabled}
				onClick={() => onMove(index + 1, "down")}
			>
				<ArrowDown aria-hidden="true" className="size-4" />
			</Button>
		</>
	);
}
