import { APPROVAL_UI_TEXT } from "@core/approvals";
import type { WishlistDetailResponse } from "@core/contracts/wishlists";
import { Heart, Pencil, SearchX, Trash2 } from "lucide-react";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { Breadcrumb } from "@/components/breadcrumb";
import { photoCountText } from "@/components/cover-card";
import { EmptyPanel } from "@/components/empty-panel";
import { LoadErrorNotice, LoadingStatus } from "@/components/query-states";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { Notice } from "@/components/ui/notice";
import { Skeleton } from "@/components/ui/skeleton";
import { SharedMarker, wishlistPlaceText } from "@/components/wishlist-card";
import { errorText } from "@/lib/error-text";
import { paths } from "@/lib/paths";
import { toast } from "@/lib/toast";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useApprovals } from "../api/approvals";
import { useDeleteWishlist } from "../api/delete-wishlist";
import { isWishlistNotFound, useWishlist } from "../api/get-wishlist";
import { AddAllToCart } from "./add-all-to-cart";
import { SendForApprovalButton } from "./approval-controls";
import { WishlistEditDialog } from "./wishlist-edit-dialog";
import { WishlistItems } from "./wishlist-items";
import { WishlistShare } from "./wishlist-share";

export const WISHLIST_NOT_FOUND = "Wishlist not found";
/** Ours: the spec has no texts for deleting a wishlist. */
export const WISHLIST_DELETED = "Wishlist deleted";
export const WISHLIST_DELETE_FAILED = "Failed to delete wishlist";

function WishlistSkeleton() {
	return (
		<LoadingStatus label="Loading the wishlist…">
			<Skeleton className="h-4 w-32" />
			<Skeleton className="mt-2 h-10 w-72 max-w-full" />
			<Skeleton className="mt-3 h-4 w-24" />
			<Skeleton className="mt-6 h-16 w-full rounded-xl" />
			<div className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
				{[0, 1, 2, 3].map((i) => (
					<Skeleton key={i} className="aspect-[4/3] rounded-lg" />
				))}
			</div>
		</LoadingStatus>
	);
}

export function WishlistNotFound() {
	return (
		<EmptyPanel
			icon={SearchX}
			as="h1"
			title={WISHLIST_NOT_FOUND}
			action={{ to: paths.wishlists, label: "Back to wishlists", variant: "secondary" }}
		>
			It may have been deleted, or the link belongs to another account's wishlist.
		</EmptyPanel>
	);
}

function EmptyWishlist() {
	return (
		<EmptyPanel
			icon={Heart}
			title="This wishlist is empty"
			action={{ to: paths.photos, label: "Browse photos" }}
		>
			Press the heart button on any photo and choose this wishlist to add it here.
		</EmptyPanel>
	);
}

function WishlistView({
	data,
	onDelete,
	deleting,
}: {
	data: WishlistDetailResponse;
	onDelete: () => void;
	deleting: boolean;
}) {
	const { wishlist, items } = data;
	const [editing, setEditing] = useState(false);
	const [confirmingDelete, setConfirmingDelete] = useState(false);
	const place = wishlistPlaceText(wishlist);
	// A company shortlist's approvals and comments (issue 29); a personal list answers team: false.
	const approvals = useApprovals(wishlist.id);
	const team = approvals.data?.team ? approvals.data : undefined;
	const proposed = team?.items.filter((item) => item.approval === "proposed").length ?? 0;
	const approvedIds = new Set(
		team?.items.filter((item) => item.approval === "approved").map((item) => item.photo_id),
	);
	const approvedItems = items.filter((item) => approvedIds.has(item.photo.id));

	return (
		<>
			<header className="mb-6">
				<p className="text-xs font-semibold tracking-[0.16em] text-accent-600 uppercase">
					{place ?? "No project"}
				</p>
				<h1 className="mt-1 text-3xl font-semibold break-words text-ink-900 sm:text-4xl">{wishlist.name}</h1>
				<p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-ink-600">
					{photoCountText(wishlist.item_count)}
					{wishlist.share_code && <SharedMarker />}
				</p>
				{wishlist.description && (
					<p className="mt-3 max-w-2xl break-words whitespace-pre-line text-ink-700">
						{wishlist.description}
					</p>
				)}
				<div className="mt-5 flex flex-wrap gap-2">
					<AddAllToCart items={items} />
					{approvedItems.length > 0 && (
						<AddAllToCart items={approvedItems} label={`Add ${approvedItems.length} approved to cart`} />
					)}
					{team?.may.send && items.length > 0 && (
						<SendForApprovalButton wishlistId={wishlist.id} proposed={proposed} />
					)}
					<Button variant="secondary" onClick={() => setEditing(true)}>
						<Pencil aria-hidden="true" className="size-4" />
						Edit or move
					</Button>
					<Button variant="ghost" onClick={() => setConfirmingDelete(true)}>
						<Trash2 aria-hidden="true" className="size-4" />
						Delete wishlist
					</Button>
				</div>
			</header>

			<section
				aria-label="Sharing"
				className="mb-8 rounded-xl border border-ink-900/10 bg-cream-50 p-4 shadow-card sm:p-5"
			>
				<WishlistShare wishlist={wishlist} />
			</section>

			{approvals.isError && !isWishlistNotFound(approvals.error) && (
				<Notice tone="warning" className="mb-4">
					{APPROVAL_UI_TEXT.approvalsFailed}
				</Notice>
			)}
			{items.length === 0 ? (
				<EmptyWishlist />
			) : (
				<WishlistItems wishlistId={wishlist.id} items={items} team={team} />
			)}

			<WishlistEditDialog wishlist={wishlist} open={editing} onClose={() => setEditing(false)} />
			<ConfirmDialog
				open={confirmingDelete}
				onClose={() => setConfirmingDelete(false)}
				title={`Delete "${wishlist.name}"?`}
				description="The wishlist and its list of photos go for good. The photos stay in the catalogue."
				confirmLabel="Delete wishlist"
				pending={deleting}
				onConfirm={onDelete}
			/>
		</>
	);
}

function WishlistContent({ id }: { id: string }) {
	const remove = useDeleteWishlist();
	// While it is being deleted, and once it is, it is not read again (that would answer 404):
	// the page keeps showing it until we leave. A refresh that fails for another reason keeps
	// what was shown as well.
	const leaving = remove.isPending || remove.isSuccess;
	const query = useWishlist(id, { leaving });
	const navigate = useNavigate();
	const notFound = isWishlistNotFound(query.error);
	useDocumentTitle(query.data?.wishlist.name ?? (notFound ? WISHLIST_NOT_FOUND : "Wishlist"));

	function deleteWishlist() {
		remove.mutate(id, {
			onSuccess: () => {
				toast.success(WISHLIST_DELETED);
				navigate(paths.wishlists, { replace: true });
			},
			onError: (error) => {
				console.warn("Deleting a wishlist failed", error);
				toast.error(WISHLIST_DELETE_FAILED, { description: errorText(error, "Please try again.") });
			},
		});
	}

	if (query.data && (leaving || !notFound)) {
		return (
			<>
				<Breadcrumb
					items={[{ label: "Wishlists", to: paths.wishlists }, { label: query.data.wishlist.name }]}
				/>
				<WishlistView data={query.data} onDelete={deleteWishlist} deleting={remove.isPending} />
			</>
		);
	}
	if (query.isPending) return <WishlistSkeleton />;
	if (notFound) return <WishlistNotFound />;
	return (
		<LoadErrorNotice
			title="We could not load this wishlist."
			onRetry={() => void query.refetch()}
			retrying={query.isFetching}
		/>
	);
}

/** /wishlists/{id}: one of the user's wishlists, its photos, sharing, and the changes it allows. */
export function WishlistPage() {
	const { id = "" } = useParams();
	return (
		<section className="mx-auto w-full max-w-7xl px-3 py-8 sm:px-6 sm:py-10 lg:px-8">
			<WishlistContent key={id} id={id} />
		</section>
	);
}
