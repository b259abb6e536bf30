import { useLocation, useSearchParams } from "react-router";
import { PageHeading } from "@/components/page-heading";
import { TabList, TabPanel } from "@/components/ui/tabs";
import { useDocumentTitle } from "@/lib/use-document-title";
import {
	PARAMS,
	parseTab,
	SEARCH_CONFIG_TABS,
	type SearchConfigTab,
	TAB_LABELS,
	withTab,
} from "../lib/search-config-params";
import { ClicksTab } from "./clicks-tab";
import { SearchesTab } from "./searches-tab";
import { SynonymsTab } from "./synonyms-tab";

const TAB_ID = "search-config";
const TAB_ITEMS = SEARCH_CONFIG_TABS.map((value) => ({ value, label: TAB_LABELS[value] }));

/**
 * /admin/search-config and /admin/search-analytics (one screen, spec section 2): the synonyms
 * searches expand with, what people search for, and what they click. The tab, the range and
 * each tab's filters live in the URL, so a view can be shared and Back returns to it.
 */
export function SearchConfigPage() {
	useDocumentTitle("Search configuration");
	const { pathname } = useLocation();
	const [searchParams, setSearchParams] = useSearchParams();
	const tab = parseTab(searchParams, pathname);

	const select = (next: SearchConfigTab) => setSearchParams((current) => withTab(current, next, pathname));

	return (
		<section className="mx-auto w-full max-w-7xl px-3 py-8 sm:px-6 sm:py-10 lg:px-8">
			<PageHeading
				eyebrow="Admin"
				title="Search configuration"
				description="Synonyms that widen searches, what visitors search for (and do not find), and what they click."
			/>
			<TabList
				label="Search configuration"
				idPrefix={TAB_ID}
				items={TAB_ITEMS}
				value={tab}
				onChange={select}
				className="mb-6 sm:max-w-md"
			/>
			<TabPanel idPrefix={TAB_ID} value={tab}>
				{tab === "synonyms" && <SynonymsTab addTerm={searchParams.get(PARAMS.add)} />}
				{tab === "searches" && <SearchesTab />}
				{tab === "clicks" && <ClicksTab />}
			</TabPanel>
		</section>
	);
}
