import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { LoadErrorNotice, LoadingStatus } from "@/components/query-states";
import { Skeleton } from "@/components/ui/skeleton";
import { userUrl } from "@/lib/paths";
import { PortraitForm } from "../admin/components/portrait-upload";
import {
	useOwnStorefront,
	useRemoveStorefrontPortrait,
	useUploadStorefrontPortrait,
} from "../api/storefront";
import { CloseStorefront } from "./close-storefront";
import { NotificationSwitches } from "./notification-switches";
import { StorefrontDetailsForm } from "./storefront-details-form";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
	return (
		<section aria-labelledby={id} className="rounded-lg border border-ink-900/10 bg-white p-4 sm:p-6">
			<h2 id={id} className="mb-4 text-lg font-semibold text-ink-900">
				{title}
			</h2>
			{children}
		</section>
	);
}

function Portrait({ url, name }: { url: string | null; name: string }) {
	const upload = useUploadStorefrontPortrait();
	const remove = useRemoveStorefrontPortrait();
	return (
		<PortraitForm
			upload={upload}
			remove={remove}
			portraitUrl={url}
			name={name}
			inputId="storefront-portrait-file"
			confirmTitle="Remove your portrait?"
			confirmDescription="Your storefront shows without a portrait until you upload a new one."
			subject="a storefront portrait"
		/>
	);
}

/** The Storefront tab of /family (issue 27): public details, portrait, mails, and closing. */
export function StorefrontTab() {
	const query = useOwnStorefront();
	if (query.isPending)
		return (
			<LoadingStatus label="Loading your storefront…" className="space-y-3">
				<Skeleton className="h-48 w-full" />
				<Skeleton className="h-32 w-full" />
			</LoadingStatus>
		);
	if (query.isError)
		return (
			<LoadErrorNotice
				title="We could not load your storefront."
				onRetry={() => void query.refetch()}
				retrying={query.isFetching}
			/>
		);
	const storefront = query.data;
	return (
		<div className="grid gap-6 lg:grid-cols-2">
			<Section id="storefront-details" title="Your storefront">
				<p className="mb-4 text-sm">
					<Link
						to={userUrl(storefront.user_id)}
						className="inline-flex items-center gap-1 font-medium text-accent-700 underline-offset-4 hover:underline"
					>
						See your public storefront
						<ExternalLink aria-hidden="true" className="size-3.5" />
					</Link>
				</p>
				<StorefrontDetailsForm key={storefront.storefront_name ?? ""} storefront={storefront} />
			</Section>
			<div className="space-y-6">
				<Section id="storefront-portrait" title="Portrait">
					<Portrait url={storefront.portrait_url} name={storefront.storefront_name ?? ""} />
				</Section>
				<Section id="storefront-mail" title="Email notices">
					<NotificationSwitches storefront={storefront} />
				</Section>
				<Section id="storefront-close" title="Close your storefront">
					<CloseStorefront storefront={storefront} />
				</Section>
			</div>
		</div>
	);
}
