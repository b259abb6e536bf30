import { CART_TEXT } from "@core/cart-messages";
import type { Purchase } from "@core/contracts/orders";
import { PRINT_API } from "@core/contracts/prints";
import { Archive, ArrowUpCircle, LoaderCircle, Printer } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { Button, buttonClasses } from "@/components/ui/button";
import { ApiError } from "@/lib/api-client";
import { actionableErrorText } from "@/lib/error-text";
import { licencePrintUrl, paths } from "@/lib/paths";
import { toast } from "@/lib/toast";
import { useAddUpgrade } from "../api/add-upgrade";
import { upgradeButtonText } from "../lib/licence-text";
import {
	DOWNLOAD_ALL_ZIP,
	PRINT_FILES,
	UPGRADE_ADDED,
	UPGRADE_ADDED_TITLE,
	UPGRADE_FAILED,
	VIEW_CART,
} from "../lib/order-text";

type Upgrade = Purchase["upgrades"][number];

/**
 * The upgrades the server offers a paid licence (issue 30): 'Upgrade to hero (+$X)', 'Make
 * exclusive for 6 months (+$X)'. Each puts the upgrade in the cart (bought through checkout like
 * any licence) and says so with a way to the cart; a refusal (409) says why.
 */
export function UpgradeButtons({
	photoId,
	orderItemId,
	upgrades,
	title,
}: {
	photoId: string;
	orderItemId: string;
	upgrades: readonly Upgrade[];
	title: string;
}) {
	const add = useAddUpgrade();
	const navigate = useNavigate();
	if (upgrades.length === 0) return null;

	function addUpgrade(upgrade: Upgrade) {
		if (add.isPending) return;
		add
			.mutateAsync({
				photo_id: photoId,
				license_type: upgrade.license_type,
				...(upgrade.exclusive_months ? { exclusive_months: upgrade.exclusive_months } : {}),
				upgrade_of: orderItemId,
			})
			.then(
				() =>
					toast.success(UPGRADE_ADDED_TITLE, {
						description: UPGRADE_ADDED,
						action: { label: VIEW_CART, onClick: () => navigate(paths.cart) },
					}),
				(error: unknown) => {
					console.warn("Adding an upgrade to the cart failed", error);
					const refusal = error instanceof ApiError && error.status === 409 ? error.message : null;
					toast.error(CART_TEXT.errorTitle, {
						description: refusal ?? actionableErrorText(error, UPGRADE_FAILED),
					});
				},
			);
	}

	const pendingKey = add.isPending ? (add.variables?.exclusive_months ?? add.variables?.license_type) : null;
	return (
		<div className="flex w-full flex-wrap gap-2">
			{upgrades.map((upgrade) => {
				const key = upgrade.exclusive_months ?? upgrade.license_type;
				const text = upgradeButtonText(upgrade);
				const busy = pendingKey === key;
				return (
					<Button
						key={key}
						variant="secondary"
						size="sm"
						className="h-11 md:h-9"
						aria-label={`${text}: ${title}`}
						aria-busy={busy || undefined}
						aria-disabled={add.isPending || undefined}
						onClick={() => addUpgrade(upgrade)}
					>
						{busy ? (
							<LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
						) : (
							<ArrowUpCircle aria-hidden="true" className="size-4" />
						)}
						{text}
					</Button>
				);
			})}
		</div>
	);
}

/** 'Print files' of one licence (issue 30): its page of frame sizes, bleed and crop. */
export function PrintFilesLink({ orderItemId, title }: { orderItemId: string; title: string }) {
	return (
		<Link
			to={licencePrintUrl(orderItemId)}
			aria-label={`${PRINT_FILES}: ${title}`}
			className={buttonClasses({ variant: "ghost", size: "sm", className: "h-11 md:h-9" })}
		>
			<Printer aria-hidden="true" className="size-4" />
			{PRINT_FILES}
		</Link>
	);
}

/** 'Download all (ZIP)' of a paid order (issue 30): every licensed original in one file. */
export function DownloadAllZipLink({ orderId }: { orderId: string }) {
	return (
		<a
			href={PRINT_API.orderZip(orderId)}
			download
			className={buttonClasses({ variant: "secondary", size: "sm", className: "h-11 md:h-9" })}
		>
			<Archive aria-hidden="true" className="size-4" />
			{DOWNLOAD_ALL_ZIP}
		</a>
	);
}
