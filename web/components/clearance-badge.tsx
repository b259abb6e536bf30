import { CLEARANCE_LABELS, type Clearance } from "@core/clearance";
import { ShieldAlert, ShieldCheck } from "lucide-react";
import { PILL_TONES } from "@/components/ui/status-pill";
import { cn } from "@/lib/cn";

const TONE = { pending: PILL_TONES.waiting, background: PILL_TONES.neutral, hero: PILL_TONES.good } as const;

/** What the clearance ledger clears a photo for, in words on a pill: "Cleared for hero use". */
export function ClearanceBadge({ clearance, className }: { clearance: Clearance; className?: string }) {
	const Icon = clearance === "pending" ? ShieldAlert : ShieldCheck;
	return (
		<span
			className={cn(
				"inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset",
				TONE[clearance],
				className,
			)}
		>
			<Icon aria-hidden="true" className="size-3.5" />
			{CLEARANCE_LABELS[clearance]}
		</span>
	);
}

/** A card's short mark (hero, or pending; background is the usual case and goes unmarked). */
const CARD_MARK: Partial<Record<Clearance, string>> = { hero: "Hero", pending: "Pending" };

/**
 * The clearance mark in a card's top-left corner (the card places it, see CardCornerMarks): a
 * word for sighted visitors, the whole label for screen readers (it is read as part of the
 * card's link).
 */
export function CardClearanceMark({ clearance }: { clearance: Clearance }) {
	const mark = CARD_MARK[clearance];
	if (!mark) return null;
	const Icon = clearance === "pending" ? ShieldAlert : ShieldCheck;
	return (
		<span>
			<span
				aria-hidden="true"
				className={cn(
					"inline-flex items-center gap-0.5 rounded-full px-1.5 py-0.5 text-[11px] leading-4 font-semibold shadow-sm ring-1 ring-inset backdrop-blur-sm card-sliver:hidden",
					TONE[clearance],
				)}
			>
				<Icon className="size-3" />
				{mark}
			</span>
			<span className="sr-only">, {CLEARANCE_LABELS[clearance].toLowerCase()}</span>
		</span>
	);
}
