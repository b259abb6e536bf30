import { ProductionActivity } from "@/features/approvals/components/production-activity";
import { ProductionHolds } from "@/features/holds/components/production-holds";
import { ProductionPage } from "@/features/productions/components/production-page";

/** The production's holds (issue 30), then its activity feed. */
function ProductionExtras({ productionId }: { productionId: string }) {
	return (
		<>
			<ProductionHolds productionId={productionId} />
			<ProductionActivity productionId={productionId} />
		</>
	);
}

/**
 * /productions/{id} (issue 29): the production's page with its holds and activity feed at the end.
 * It lives in app/ because it puts features side by side (features never import each other).
 */
export function ProductionPageWithActivity() {
	return <ProductionPage Extra={ProductionExtras} />;
}
