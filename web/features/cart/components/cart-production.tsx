import { CART_TEXT } from "@core/cart-messages";
import type { CartResponse } from "@core/contracts/cart";
import { LICENSING_TEXT } from "@core/licensing";
import { useId } from "react";
import { useProjects } from "@/api/projects/projects-query";
import { Select } from "@/components/ui/select";
import { actionableErrorText } from "@/lib/error-text";
import { toast } from "@/lib/toast";
import { useSetCartProduction } from "../api/set-cart-production";
import { NO_PRODUCTION, PRODUCTION_FAILED, PRODUCTION_HINT, reachTierText } from "../lib/cart-text";

/**
 * The production the cart is for (issue 30): choosing one asks the server to price the cart again,
 * its volume tier counting the photos that production has licensed already. Under it, that count
 * and how many more photos reach the next tier.
 */
export function CartProductionChoice({ cart }: { cart: CartResponse }) {
	const projects = useProjects();
	const choose = useSetCartProduction();
	const selectId = useId();
	const hintId = useId();
	const production = cart.production ?? null;
	// While the change is on its way the select shows the choice, not the old production.
	const value =
		choose.isPending && choose.variables
			? (choose.variables.project_id ?? "")
			: (production?.project_id ?? "");
	const options = projects.data?.projects ?? [];
	const listed = production === null || options.some((project) => project.id === production.project_id);

	function change(next: string) {
		if (next === value) return;
		choose.mutateAsync({ project_id: next === "" ? null : next }).catch((error: unknown) => {
			console.warn("Changing the cart's production failed", error);
			toast.error(CART_TEXT.errorTitle, { description: actionableErrorText(error, PRODUCTION_FAILED) });
		});
	}

	return (
		<div className="mt-3 grid gap-1.5">
			<label htmlFor={selectId} className="text-sm font-medium text-ink-800">
				Production
			</label>
			<Select
				id={selectId}
				value={value}
				aria-describedby={hintId}
				aria-busy={choose.isPending || undefined}
				onChange={(event) => change(event.target.value)}
				className="h-11 w-full rounded-md border border-ink-900/15 bg-cream-50 pl-3 text-sm text-ink-900 md:h-9"
			>
				<option value="">{NO_PRODUCTION}</option>
				{!listed && production && <option value={production.project_id}>{production.name}</option>}
				{options.map((project) => (
					<option key={project.id} value={project.id}>
						{project.company ? `${project.name} (${project.company})` : project.name}
					</option>
				))}
			</Select>
			<p id={hintId} className="text-xs text-ink-500">
				{PRODUCTION_HINT}
			</p>
			{production && (
				<p data-testid="tier-from" className="rounded-md bg-cream-100 px-3 py-2 text-sm text-ink-800">
					{LICENSING_TEXT.tierFrom(production.name, production.licensed_count)}
					{cart.next_tier && ` ${reachTierText(cart.next_tier)}.`}
				</p>
			)}
		</div>
	);
}
