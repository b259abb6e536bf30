import type { MyLicence } from "@core/contracts/orders";
import { BadgeCheck, Clock } from "lucide-react";
import { licenceMarkText, useMyLicence } from "@/api/orders/licences-query";
import { PILL_TONES } from "@/components/ui/status-pill";
import { cn } from "@/lib/cn";

/** What a screen reader hears of the mark, after the photo's name. */
function spokenMark(licence: MyLicence): string {
	if (licence.by_company)
		return licence.state === "licensed"
			? `licensed by your company, ${licence.by_company}, for ${licence.production}`
			: `ordered by your company, ${licence.by_company}, for ${licence.production}, awaiting payment`;
	return licence.state === "licensed"
		? `licensed by you for ${licence.production}`
		: `ordered by you for ${licence.production}, awaiting payment`;
}

function MarkPill({ licence, className }: { licence: MyLicence; className?: string }) {
	const Icon = licence.state === "licensed" ? BadgeCheck : Clock;
	return (
		<span
			className={cn(
				"inline-flex max-w-full items-center gap-1 rounded-full font-semibold whitespace-nowrap ring-1 ring-inset",
				licence.state === "licensed" ? PILL_TONES.good : PILL_TONES.waiting,
				className,
			)}
		>
			<Icon aria-hidden="true" className="size-3 shrink-0" />
			<span className="truncate">{licenceMarkText(licence)}</span>
		</span>
	);
}

/**
 * A card's mark of a photo the signed-in buyer licensed ("Licensed · <production>") or ordered
 * ("Ordered", its invoice awaiting payment), or their company did ("Licensed by your company ·
 * <production>", issue 29), under the clearance mark in the top-left corner;
 * screen readers hear it as part of the card's link (issue 28).
 */
export function CardLicenceMark({ photoId }: { photoId: string }) {
	const licence = useMyLicence(photoId);
	if (!licence) return null;
	return (
		<span data-licence-mark={licence.state} className="max-w-[calc(100%-3.5rem)]">
			<MarkPill
				licence={licence}
				className="px-1.5 py-0.5 text-[11px] leading-4 shadow-sm backdrop-blur-sm card-sliver:hidden [&>span]:max-w-40"
			/>
			<span className="sr-only">, {spokenMark(licence)}</span>
		</span>
	);
}

/** The photo page's mark, beside its title or buy box: the same words, a little larger. */
export function LicenceMark({ photoId }: { photoId: string }) {
	const licence = useMyLicence(photoId);
	if (!licence) return null;
	return (
		<p data-licence-mark={licence.state}>
			<MarkPill licence={licence} className="px-2.5 py-0.5 text-xs" />
		</p>
	);
}
