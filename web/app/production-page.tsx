import { ProductionActivity } from "@/features/approvals/components/production-activity";
import { ProductionPage } from "@/features/productions/components/production-page";

/**
 * /productions/{id} (issue 29): the production's page with its activity feed at the end. It lives
 * in app/ because it puts two features side by side (features never import each other).
 */
export function ProductionPageWithActivity() {
	return <ProductionPage Extra={ProductionActivity} />;
}
