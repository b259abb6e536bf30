import type { FamilyStorefront } from "@core/contracts/families";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { Notice } from "@/components/ui/notice";
import { formatDate } from "@/lib/date-format";
import { errorText } from "@/lib/error-text";
import { toast } from "@/lib/toast";
import { useCloseStorefront } from "../api/storefront";

export const CLOSE_EXPLAINED =
	"Every one of your photos is withdrawn from sale at once and leaves search. Licences already sold stay valid: their productions keep using and downloading the photos.";
export const STOREFRONT_CLOSED = "Storefront closed";

/** "Close my storefront", after a confirmation that says what it does. */
export function CloseStorefront({ storefront }: { storefront: FamilyStorefront }) {
	const [confirming, setConfirming] = useState(false);
	const close = useCloseStorefront();
	if (storefront.closed_at)
		return (
			<Notice tone="info" title={`Your storefront was closed on ${formatDate(storefront.closed_at)}`}>
				Its photos are withdrawn from sale; licences already sold stay valid. Write to us to open it again.
			</Notice>
		);
	return (
		<div className="space-y-3">
			<p className="text-sm text-ink-700">{CLOSE_EXPLAINED}</p>
			<Button variant="secondary" onClick={() => setConfirming(true)}>
				Close my storefront
			</Button>
			<ConfirmDialog
				open={confirming}
				title="Close your storefront?"
				description={CLOSE_EXPLAINED}
				confirmLabel="Close my storefront"
				pending={close.isPending}
				onClose={() => setConfirming(false)}
				onConfirm={() =>
					close.mutate(undefined, {
						onSuccess: ({ withdrawn }) => {
							setConfirming(false);
							toast.success(STOREFRONT_CLOSED, {
								description: `${withdrawn} ${withdrawn === 1 ? "photo was" : "photos were"} withdrawn from sale.`,
							});
						},
						onError: (error) =>
							toast.error("The storefront could not be closed", {
								description: errorText(error, "Try again in a moment."),
							}),
					})
				}
			/>
		</div>
	);
}
