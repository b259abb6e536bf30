import type { CartLine } from "@core/contracts/cart";
import { formatUsd } from "@core/license";
import { licenceName } from "@core/licensing";
import { SCENE_NOTE_MAX, SCENE_NOTE_TEXT } from "@core/paperwork";
import { LinePrice } from "@/components/line-price";
import { photoAltText } from "@/components/photo-card";
import { PhotoThumb } from "@/components/photo-thumb";
import { inputClasses } from "@/components/ui/field";
import { cn } from "@/lib/cn";
import { upgradeLineText } from "../lib/checkout-text";

/**
 * The cart's lines as they will be ordered: thumbnail, number, title, licence (with its exclusive
 * term; an upgrade says what was paid for the licence it upgrades) and what each costs;
 * with `onNote`, a scene note per line ("episode or scene", optional: the order page takes it too).
 */
export function ReviewLines({
	lines,
	notes = {},
	onNote,
}: {
	lines: readonly CartLine[];
	notes?: Readonly<Record<string, string>>;
	onNote?: (lineId: string, note: string) => void;
}) {
	return (
		<ul aria-label="Photos in this order" className="divide-y divide-ink-900/10">
			{lines.map((line) => (
				<li key={line.id} className="flex flex-wrap items-center gap-3 py-3 first:pt-0 last:pb-0">
					<div className="aspect-[4/3] w-16 shrink-0 overflow-hidden rounded-md bg-cream-200 sm:w-20">
						<PhotoThumb photo={line.photo} alt="" />
					</div>
					<div className="min-w-0 flex-1">
						<p className="line-clamp-2 font-medium break-words text-ink-900">{photoAltText(line.photo)}</p>
						<p className="mt-0.5 text-xs text-ink-500">
							#{line.photo.photoid} ·{" "}
							{licenceName({
								license_type: line.license_type,
								exclusive_months: line.exclusive_months ?? null,
							})}
						</p>
						{line.upgrade_of && (
							<p className="mt-0.5 text-xs text-ink-600">
								{upgradeLineText(line.upgrade_of.licence_number, formatUsd(line.upgrade_of.paid_cents))}
							</p>
						)}
					</div>
					<LinePrice line={line} label="Line total" />
					{onNote && (
						<input
							type="text"
							value={notes[line.id] ?? ""}
							onChange={(event) => onNote(line.id, event.target.value)}
							maxLength={SCENE_NOTE_MAX}
							aria-label={`${SCENE_NOTE_TEXT.label} (optional): ${photoAltText(line.photo)}`}
							placeholder={`${SCENE_NOTE_TEXT.label} (optional)`}
							className={cn(inputClasses, "h-9 w-full sm:ml-[5.75rem] sm:w-[calc(100%-5.75rem)]")}
						/>
					)}
				</li>
			))}
		</ul>
	);
}
