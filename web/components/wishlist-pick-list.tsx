import { WISHLIST_TEXT, type Wishlist } from "@core/contracts/wishlists";
import { Check, Heart, LoaderCircle, Plus } from "lucide-react";
import type { ReactNode } from "react";
import { useWishlists } from "@/api/wishlists/wishlists-query";
import { LoadErrorNotice } from "@/components/query-states";
import { Button } from "@/components/ui/button";
import { photoCount } from "@/lib/cart-text";
import { cn } from "@/lib/cn";

/** A wishlist's second line: its project and how many photos it holds. */
export function wishlistContext(wishlist: Wishlist): string {
	return [wishlist.project_name, photoCount(wishlist.item_count)].filter(Boolean).join(" · ");
}

/**
 * The user's wishlists as a list of at most 300px to pick one from (issue 28): the add-to-wishlist
 * dialog, the selection bar's chooser and the cart's 'Move to wishlist' share it. Loading, error
 * and empty states included; with `create`, a 'Create new wishlist' button follows the list.
 */
export function WishlistPickList({
	onPick,
	unavailable,
	busy,
	busyLabel,
	added,
	checking = false,
	context = wishlistContext,
	emptyHint,
	emptyAction,
	create,
}: {
	onPick: (wishlist: Wishlist) => void;
	/** Rows that cannot be picked now; they keep the focus (aria-disabled, not disabled). */
	unavailable: (wishlist: Wishlist) => boolean;
	/** The row whose pick is on its way. */
	busy: (wishlist: Wishlist) => boolean;
	/** The busy row's spinner label, such as 'Adding…'. */
	busyLabel: string;
	/** Rows that hold the photo already: shown as 'Added'. */
	added?: (wishlist: Wishlist) => boolean;
	/** The list is being checked (membership loading). */
	checking?: boolean;
	context?: (wishlist: Wishlist) => string;
	/** The empty state's line under 'You have no wishlists yet'. */
	emptyHint: string;
	emptyAction?: ReactNode;
	create?: { id?: string; disabled: boolean; onClick: () => void };
}) {
	const wishlists = useWishlists();
	const list = wishlists.data?.wishlists;

	let body: ReactNode;
	if (wishlists.isPending) {
		body = (
			<div role="status" className="flex items-center justify-center gap-2 py-8 text-sm text-ink-600">
				<LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
				Loading your wishlists…
			</div>
		);
	} else if (wishlists.isError) {
		body = (
			<LoadErrorNotice
				title="We could not load your wishlists."
				onRetry={() => void wishlists.refetch()}
				retrying={wishlists.isFetching}
			/>
		);
	} else if (!list || list.length === 0) {
		body = (
			<div className="rounded-lg border border-dashed border-ink-900/20 bg-cream-100/60 px-4 py-6 text-center">
				<Heart aria-hidden="true" className="mx-auto size-6 text-ink-400" />
				<p className="mt-2 font-semibold text-ink-900">You have no wishlists yet</p>
				<p className="mt-1 text-sm text-ink-600">{emptyHint}</p>
				{emptyAction}
			</div>
		);
	} else {
		body = (
			<ul
				aria-label="Your wishlists"
				aria-busy={checking || undefined}
				className="-mx-1 max-h-[300px] space-y-1 overflow-y-auto px-1 py-1"
			>
				{list.map((wishlist) => {
					const isAdded = added?.(wishlist) ?? false;
					const isBusy = busy(wishlist);
					const off = isAdded || unavailable(wishlist);
					return (
						<li key={wishlist.id}>
							<button
								type="button"
								// aria-disabled rather than disabled: the rows stay in the Tab order, so keyboard and
								// screen reader users keep their place and learn which lists hold the photo ('Added').
								aria-disabled={off ? "true" : undefined}
								aria-busy={isBusy || undefined}
								onClick={() => {
									if (!off) onPick(wishlist);
								}}
								className={cn(
									"flex min-h-12 w-full items-center gap-3 rounded-lg border border-ink-900/10 px-3 py-2 text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-600",
									isAdded
										? "cursor-default bg-cream-100 text-ink-500"
										: off
											? "cursor-default bg-white opacity-60"
											: "bg-white hover:border-accent-600/50 hover:bg-accent-50",
								)}
							>
								<span className="min-w-0 flex-1">
									<span className="block truncate font-medium text-ink-900">{wishlist.name}</span>
									<span className="block truncate text-xs text-ink-500">{context(wishlist)}</span>
								</span>
								{isAdded && (
									<span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800">
										<Check aria-hidden="true" className="size-3.5" />
										{WISHLIST_TEXT.addedBadge}
									</span>
								)}
								{isBusy && (
									<LoaderCircle role="img" aria-label={busyLabel} className="size-4 shrink-0 animate-spin" />
								)}
							</button>
						</li>
					);
				})}
			</ul>
		);
	}

	if (!create) return body;
	const empty = list !== undefined && list.length === 0;
	return (
		<div className="space-y-4">
			{body}
			<Button
				id={create.id}
				variant={empty ? "primary" : "secondary"}
				className="w-full"
				onClick={create.onClick}
				disabled={create.disabled}
			>
				<Plus aria-hidden="true" className="size-4" />
				{WISHLIST_TEXT.createTitle}
			</Button>
		</div>
	);
}
