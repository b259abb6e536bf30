import type { ProductionSummary } from "@core/contracts/teams";
import { PRODUCTION_TYPE_LABELS } from "@core/teams";
import { Clapperboard } from "lucide-react";
import { Link } from "react-router";
import { EmptyPanel } from "@/components/empty-panel";
import { paths, productionUrl } from "@/lib/paths";
import { productionDatesText } from "@/lib/production-dates";

function count(n: number, one: string, many: string): string {
	return `${n} ${n === 1 ? one : many}`;
}

function ProductionCard({ production }: { production: ProductionSummary }) {
	const dates = productionDatesText(production.starts_on, production.ends_on);
	const facts = [
		production.production_type ? PRODUCTION_TYPE_LABELS[production.production_type] : null,
		dates,
		production.production_code ? `Code ${production.production_code}` : null,
	].filter((fact): fact is string => fact !== null);
	return (
		<Link
			to={productionUrl(production.id)}
			className="flex h-full flex-col gap-1 rounded-lg border border-ink-900/10 bg-white p-4 shadow-sm transition hover:-translate-y-0.5 hover:shadow-card focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
		>
			<h3 className="font-display text-lg leading-snug font-semibold break-words text-ink-900">
				{production.name}
			</h3>
			{facts.length > 0 && <p className="text-sm text-ink-600">{facts.join(" · ")}</p>}
			<p className="mt-auto pt-2 text-sm text-ink-700">
				{count(production.shortlist_count, "shortlist", "shortlists")} ·{" "}
				{count(production.licence_count, "licence", "licences")}
			</p>
		</Link>
	);
}

/** The company's productions, each a card leading to its page. */
export function ProductionsSection({ productions }: { productions: ProductionSummary[] }) {
	return (
		<section aria-labelledby="productions-heading" className="space-y-4">
			<h2 id="productions-heading" className="text-2xl font-semibold text-ink-900">
				Productions
			</h2>
			{productions.length === 0 ? (
				<EmptyPanel
					icon={Clapperboard}
					title="No productions yet"
					action={{ to: paths.wishlists, label: "Open wishlists" }}
				>
					A production starts when someone creates a project for this company while making a wishlist.
				</EmptyPanel>
			) : (
				<ul aria-label="Productions" className="grid gap-3 sm:grid-cols-2">
					{productions.map((production) => (
						<li key={production.id}>
							<ProductionCard production={production} />
						</li>
					))}
				</ul>
			)}
		</section>
	);
}
