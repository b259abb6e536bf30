import type { ProductionLicence } from "@core/contracts/teams";
import { LICENSE_LABELS } from "@core/license";
import { BadgeCheck } from "lucide-react";
import { Link } from "react-router";
import { EmptyPanel } from "@/components/empty-panel";
import { OrderPhotoThumb, photoTitle } from "@/components/orders/order-photo";
import { formatDate } from "@/lib/date-format";
import { photoHref, verifyUrl } from "@/lib/paths";

/** The production's licences: every photo of its paid orders, with the way to verify each. */
export function ProductionLicences({ licences }: { licences: ProductionLicence[] }) {
	if (licences.length === 0)
		return (
			<EmptyPanel icon={BadgeCheck} title="No licences yet">
				Photos of this production's orders are licensed here once their order is paid.
			</EmptyPanel>
		);
	return (
		<ul
			aria-label="Licences"
			className="divide-y divide-ink-900/10 rounded-lg border border-ink-900/10 bg-white"
		>
			{licences.map((licence) => {
				const title = photoTitle(licence.photo);
				return (
					<li key={licence.licence_number} className="flex items-start gap-3 p-3 sm:p-4">
						<OrderPhotoThumb photo={licence.photo} />
						<div className="min-w-0 flex-1 space-y-0.5 text-sm">
							<Link
								to={photoHref(licence.photo)}
								className="font-medium break-words text-ink-900 underline-offset-2 hover:underline"
							>
								{title}
							</Link>
							<p className="text-ink-600">
								{LICENSE_LABELS[licence.license_type].name} · Order {licence.order_reference} ·{" "}
								{formatDate(licence.purchased_at)}
							</p>
							<p className="text-ink-600">
								<Link
									to={verifyUrl(licence.verify_code)}
									className="text-accent-700 underline underline-offset-2 hover:text-accent-800"
								>
									Verify licence {licence.licence_number}
								</Link>
							</p>
						</div>
					</li>
				);
			})}
		</ul>
	);
}
