import type { ApprovalItem, ApprovalsResponse } from "@core/contracts/approvals";
import { WISHLIST_TEXT, type WishlistItem } from "@core/contracts/wishlists";
import { LICENSE_LABELS } from "@core/license";
import { COMPARE_MAX, COMPARE_MIN, COMPARE_TEXT, compareCountProblem } from "@core/wishlist-items";
import { Columns3, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { PhotoTile, photoAltText } from "@/components/photo-card";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { Notice } from "@/components/ui/notice";
import { errorText } from "@/lib/error-text";
import { wishlistCompareUrl } from "@/lib/paths";
import { toast } from "@/lib/toast";
import { useRemoveWishlistItem } from "../api/remove-wishlist-item";
import { ItemApproval } from "./approval-controls";
import { WishlistItemNote } from "./wishlist-item-note";

/** Ours: the spec gives only the question. */
export const REMOVED_TEXT = "Photo removed from wishlist";
export const REMOVE_FAILED_TEXT = "Failed to remove photo from wishlist";

/** Ours (issue 28): choosing photos to compare side by side. */
export const COMPARE_UI_TEXT = {
	/** The box's name; its label shows 'Compare' and says the title to screen readers. */
	checkbox: (title: string) => `Compare ${title}`,
	button: (count: number) => `Compare (${count})`,
	hint: `Tick ${COMPARE_MIN} to ${COMPARE_MAX} photos to see them side by side.`,
	clear: "Clear selection",
} as const;

function ItemCard({
	wishlistId,
	item,
	onRemove,
	comparing,
	onCompareChange,
	approval,
	may,
}: {
	wishlistId: string;
	item: WishlistItem;
	onRemove: () => void;
	comparing: boolean;
	onCompareChange: (on: boolean) => void;
	/** On a company shortlist: the photo's approval and what the caller may do. */
	approval?: ApprovalItem | undefined;
	may?: ApprovalsResponse["may"] | undefined;
}) {
	const title = photoAltText(item.photo);
	const compareId = useId();
	return (
		<li className="flex flex-col overflow-hidden rounded-lg border border-ink-900/10 bg-white shadow-sm">
			<div className="aspect-[4/3]">
				<PhotoTile
					photo={item.photo}
					signedIn
					overlay={null}
					className="outline-none focus-visible:ring-3 focus-visible:ring-accent-500 focus-visible:ring-inset"
				/>
			</div>
			<div className="flex items-start gap-2 p-3 pb-1">
				<div className="min-w-0 flex-1">
					<p className="truncate text-sm font-medium text-ink-900">{title}</p>
					<p className="mt-0.5 text-xs text-ink-600">
						<span className="sr-only">License: </span>
						{LICENSE_LABELS[item.license_type].name}
					</p>
				</div>
				<Button
					variant="ghost"
					size="icon"
					className="-mt-1 -mr-1 size-11 md:size-9"
					aria-label={`Remove ${title} from this wishlist`}
					title="Remove from wishlist"
					onClick={onRemove}
				>
					<Trash2 aria-hidden="true" className="size-4" />
				</Button>
			</div>
			<div className="mt-auto space-y-1 px-3 pb-3">
				{approval && may && <ItemApproval wishlistId={wishlistId} item={approval} title={title} may={may} />}
				<WishlistItemNote wishlistId={wishlistId} item={item} title={title} />
				<div className="flex min-h-11 items-center gap-2 md:min-h-9">
					<input
						id={compareId}
						type="checkbox"
						checked={comparing}
						onChange={(event) => onCompareChange(event.target.checked)}
						className="size-5 shrink-0 accent-accent-600 md:size-4"
					/>
					<label htmlFor={compareId} className="text-sm text-ink-700">
						Compare <span className="sr-only">{title}</span>
					</label>
				</div>
			</div>
		</li>
	);
}

/** The bar that opens the compare view for the photos ticked, refusing fewer than two or more than four. */
function CompareBar({
	wishlistId,
	selected,
	message,
	onMessage,
	onClear,
}: {
	wishlistId: string;
	selected: string[];
	message: string | null;
	onMessage: (message: string | null) => void;
	onClear: () => void;
}) {
	const navigate = useNavigate();
	const hintId = useId();

	function compare() {
		const problem = compareCountProblem(selected.length);
		if (problem) {
			onMessage(problem);
			return;
		}
		navigate(wishlistCompareUrl(wishlistId, selected));
	}

	return (
		<div className="mb-4 space-y-2">
			<div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-ink-900/10 bg-cream-50 p-3">
				<p id={hintId} className="min-w-0 flex-1 basis-56 text-sm text-ink-700">
					{COMPARE_UI_TEXT.hint}
				</p>
				{selected.length > 0 && (
					<Button variant="ghost" onClick={onClear}>
						{COMPARE_UI_TEXT.clear}
					</Button>
				)}
				<Button variant="secondary" aria-describedby={hintId} onClick={compare}>
					<Columns3 aria-hidden="true" className="size-4" />
					{COMPARE_UI_TEXT.button(selected.length)}
				</Button>
			</div>
			{message && (
				<Notice tone="warning" role="alert">
					{message}
				</Notice>
			)}
		</div>
	);
}

/**
 * The wishlist's photos, each with its license, its note, a box to tick it for the compare view
 * and a remove button that asks first (spec section 5; issue 28).
 */
export function WishlistItems({
	wishlistId,
	items,
	team,
}: {
	wishlistId: string;
	items: WishlistItem[];
	/** A company shortlist's approvals (issue 29); absent for a personal list. */
	team?: ApprovalsResponse | undefined;
}) {
	const approvals = new Map((team?.team ? team.items : []).map((approval) => [approval.photo_id, approval]));
	const remove = useRemoveWishlistItem(wishlistId);
	const [pending, setPending] = useState<WishlistItem | null>(null);
	// Photos removed here go in the same render that closes the question, so the dialog sees its
	// opener gone and puts the focus on the page rather than on a button about to vanish.
	const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
	const shown = items.filter((item) => !removed.has(item.photo.id));
	// In the order ticked: the compare view shows them so.
	const [ticked, setTicked] = useState<string[]>([]);
	const selected = ticked.filter((id) => shown.some((item) => item.photo.id === id));
	const [compareMessage, setCompareMessage] = useState<string | null>(null);

	function setComparing(photoId: string, on: boolean) {
		if (on && selected.length >= COMPARE_MAX) {
			setCompareMessage(COMPARE_TEXT.tooMany);
			return;
		}
		setCompareMessage(null);
		setTicked(on ? [...selected, photoId] : selected.filter((id) => id !== photoId));
	}

	function confirm() {
		if (!pending) return;
		const photoId = pending.photo.id;
		remove.mutate(photoId, {
			onSuccess: () => {
				setRemoved((current) => new Set(current).add(photoId));
				setPending(null);
				toast.success(REMOVED_TEXT);
			},
			onError: (error) => {
				console.warn("Removing a wishlist photo failed", error);
				toast.error(REMOVE_FAILED_TEXT, { description: errorText(error, "Please try again.") });
			},
		});
	}

	return (
		<>
			{shown.length >= COMPARE_MIN && (
				<CompareBar
					wishlistId={wishlistId}
					selected={selected}
					message={compareMessage}
					onMessage={setCompareMessage}
					onClear={() => {
						setTicked([]);
						setCompareMessage(null);
					}}
				/>
			)}
			<ul
				aria-label="Photos in this wishlist"
				className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4"
			>
				{shown.map((item) => (
					<ItemCard
						key={item.id}
						wishlistId={wishlistId}
						item={item}
						onRemove={() => setPending(item)}
						comparing={selected.includes(item.photo.id)}
						onCompareChange={(on) => setComparing(item.photo.id, on)}
						approval={approvals.get(item.photo.id)}
						may={team?.may}
					/>
				))}
			</ul>
			<ConfirmDialog
				open={pending !== null}
				onClose={() => setPending(null)}
				title={WISHLIST_TEXT.removeConfirm}
				description={pending ? photoAltText(pending.photo) : undefined}
				confirmLabel="Remove"
				pending={remove.isPending}
				onConfirm={confirm}
			/>
		</>
	);
}
