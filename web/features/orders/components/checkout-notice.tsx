import { formatUsd } from "@core/license";
import { ORDER_TEXT } from "@core/orders";
import type { Ref } from "react";
import { Link } from "react-router";
import { Notice } from "@/components/ui/notice";
import { paths } from "@/lib/paths";
import { fieldsNeedAttention, ORDER_NOT_PLACED } from "../lib/checkout-text";

/** Why the last Place order did not place one. */
export type CheckoutProblem =
	| { kind: "fields"; count: number }
	| { kind: "price-changed"; previousTotalCents: number }
	| { kind: "unavailable" }
	| { kind: "failed"; message: string };

/**
 * The answer to a Place order that placed nothing, announced as it appears (role=alert); it
 * takes the focus itself unless a field with a message does.
 */
export function CheckoutNotice({
	problem,
	totalCents,
	refreshing,
	ref,
}: {
	problem: CheckoutProblem;
	/** The cart's total as the page has it now. */
	totalCents: number;
	/** The cart is being fetched again. */
	refreshing: boolean;
	ref?: Ref<HTMLDivElement>;
}) {
	return (
		<div ref={ref} tabIndex={-1} className="focus:outline-none">
			{problem.kind === "fields" && (
				<Notice tone="error" role="alert" title={fieldsNeedAttention(problem.count)} />
			)}
			{problem.kind === "price-changed" && (
				<Notice tone="warning" role="alert" title={ORDER_TEXT.priceChanged}>
					{refreshing ? (
						"Updating the total…"
					) : (
						<>
							The total is now <strong className="tabular-nums">{formatUsd(totalCents)}</strong>
							{totalCents !== problem.previousTotalCents && (
								<> (it was {formatUsd(problem.previousTotalCents)})</>
							)}
							. Check it, then place the order again.
						</>
					)}
				</Notice>
			)}
			{problem.kind === "unavailable" && (
				<Notice tone="warning" role="alert" title={ORDER_TEXT.photosUnavailable}>
					<Link to={paths.cart} className="font-medium underline underline-offset-2">
						Review your cart
					</Link>
				</Notice>
			)}
			{problem.kind === "failed" && (
				<Notice tone="error" role="alert" title={ORDER_NOT_PLACED}>
					{problem.message}
				</Notice>
			)}
		</div>
	);
}
