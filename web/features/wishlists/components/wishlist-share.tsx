import type { Wishlist } from "@core/contracts/wishlists";
import { Copy, Link2, Link2Off } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { inputClasses } from "@/components/ui/field";
import { errorText } from "@/lib/error-text";
import { sharedWishlistUrl } from "@/lib/paths";
import { toast } from "@/lib/toast";
import { useShareWishlist, useUnshareWishlist } from "../api/share-wishlist";

/** Ours: the spec has no texts for sharing. */
export const SHARE_TEXT = {
	share: "Share",
	stop: "Stop sharing",
	copy: "Copy link",
	copied: "Link copied",
	copyByHand: "Press Ctrl+C (⌘C on a Mac) to copy the selected link.",
	shareFailed: "Could not share this wishlist",
	stopConfirm: "Stop sharing this wishlist?",
	stopDescription: "The link stops working for everyone who has it. Sharing again makes a new link.",
	stopped: "Sharing stopped",
	stopFailed: "Could not stop sharing",
	label: "Share link",
	intro: "Anyone with the link can see this wishlist's name, description and photos, but cannot change them.",
} as const;

export function shareLink(code: string): string {
	return `${window.location.origin}${sharedWishlistUrl(code)}`;
}

/**
 * Sharing by link: 'Share' makes the code (or answers the one it has) and shows the full link
 * with a copy button; 'Stop sharing' revokes it after a confirmation.
 */
export function WishlistShare({ wishlist }: { wishlist: Wishlist }) {
	const share = useShareWishlist(wishlist.id);
	const unshare = useUnshareWishlist(wishlist.id);
	const [confirming, setConfirming] = useState(false);
	const inputRef = useRef<HTMLInputElement>(null);
	const inputId = useId();
	// The new code shows at once; the refreshed wishlist carries it afterwards.
	const code = wishlist.share_code ?? share.data?.share_code ?? null;

	function start() {
		share.mutate(undefined, {
			onError: (error) => {
				console.warn("Sharing a wishlist failed", error);
				toast.error(SHARE_TEXT.shareFailed, { description: errorText(error, "Please try again.") });
			},
		});
	}

	function stop() {
		unshare.mutate(undefined, {
			onSuccess: () => {
				share.reset();
				setConfirming(false);
				toast.success(SHARE_TEXT.stopped);
			},
			onError: (error) => {
				console.warn("Revoking a share link failed", error);
				toast.error(SHARE_TEXT.stopFailed, { description: errorText(error, "Please try again.") });
			},
		});
	}

	async function copy(link: string) {
		try {
			if (!navigator.clipboard) throw new Error("The clipboard is not available here");
			await navigator.clipboard.writeText(link);
			toast.success(SHARE_TEXT.copied);
		} catch (error) {
			// Insecure pages and older browsers: select the link so one keystroke copies it.
			console.warn("Copying the share link failed", error);
			inputRef.current?.focus();
			inputRef.current?.select();
			toast(SHARE_TEXT.copyByHand);
		}
	}

	if (!code) {
		return (
			<div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
				<p className="text-sm text-ink-600">{SHARE_TEXT.intro}</p>
				<Button variant="secondary" onClick={start} disabled={share.isPending} aria-busy={share.isPending}>
					<Link2 aria-hidden="true" className="size-4" />
					{SHARE_TEXT.share}
				</Button>
			</div>
		);
	}

	const link = shareLink(code);
	return (
		<div>
			<label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-ink-800">
				{SHARE_TEXT.label}
			</label>
			<div className="flex flex-col gap-2 sm:flex-row">
				<input
					ref={inputRef}
					id={inputId}
					readOnly
					value={link}
					onFocus={(event) => event.currentTarget.select()}
					className={inputClasses}
				/>
				<Button variant="secondary" onClick={() => void copy(link)}>
					<Copy aria-hidden="true" className="size-4" />
					{SHARE_TEXT.copy}
				</Button>
				<Button variant="ghost" onClick={() => setConfirming(true)}>
					<Link2Off aria-hidden="true" className="size-4" />
					{SHARE_TEXT.stop}
				</Button>
			</div>
			<p className="mt-2 text-sm text-ink-600">{SHARE_TEXT.intro}</p>
			<ConfirmDialog
				open={confirming}
				onClose={() => setConfirming(false)}
				title={SHARE_TEXT.stopConfirm}
				description={SHARE_TEXT.stopDescription}
				confirmLabel={SHARE_TEXT.stop}
				pending={unshare.isPending}
				onConfirm={stop}
			/>
		</div>
	);
}
