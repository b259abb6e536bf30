import { ORDER_TEXT } from "@core/orders";
import { SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { EmptyPanel } from "@/components/empty-panel";
import { paths } from "@/lib/paths";

/** An order that is not the caller's, or that does not exist: the same answer for both (the API's 404). */
export function OrderNotFound({ children }: { children?: ReactNode }) {
	return (
		<EmptyPanel
			as="h1"
			icon={SearchX}
			title={ORDER_TEXT.orderNotFound}
			action={{ to: paths.myPurchases, label: "Go to My purchases" }}
		>
			{children ??
				"This link does not lead to one of your orders. Your licences and the orders awaiting payment are in My purchases."}
		</EmptyPanel>
	);
}
