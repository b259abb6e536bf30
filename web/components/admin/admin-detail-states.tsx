import { SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { EmptyPanel } from "@/components/empty-panel";
import { LoadErrorNotice, LoadingStatus } from "@/components/query-states";
import { Skeleton } from "@/components/ui/skeleton";

/** The part of a TanStack query result an admin detail page branches on. */
type DetailQuery<T> =
	| { isPending: true; isError: boolean; isFetching: boolean; data: undefined; refetch: () => unknown }
	| { isPending: false; isError: boolean; isFetching: boolean; data: T | undefined; refetch: () => unknown };

/**
 * One admin record's page while it loads, when it does not exist, when it fails to load, and
 * then its view: the detail pages keep the same skeleton and wording shape.
 */
export function AdminDetailStates<T>({
	query,
	notFound,
	loadingLabel,
	avatarClassName,
	notFoundTitle,
	notFoundText,
	back,
	errorTitle,
	children,
}: {
	query: DetailQuery<T>;
	notFound: boolean;
	loadingLabel: string;
	/** The skeleton of the record's image: its size and shape. */
	avatarClassName: string;
	notFoundTitle: string;
	notFoundText: string;
	/** Where a missing record's page sends the admin. */
	back: { to: string; label: string };
	errorTitle: string;
	children: (data: T) => ReactNode;
}) {
	if (query.isPending) {
		return (
			<LoadingStatus label={loadingLabel}>
				<div className="mb-8 flex items-center gap-4">
					<Skeleton className={avatarClassName} />
					<div className="flex-1 space-y-2">
						<Skeleton className="h-10 w-64 max-w-full" />
						<Skeleton className="h-4 w-48" />
					</div>
				</div>
				<Skeleton className="h-64 w-full rounded-xl" />
			</LoadingStatus>
		);
	}
	if (notFound) {
		return (
			<EmptyPanel
				icon={SearchX}
				as="h1"
				title={notFoundTitle}
				action={{ to: back.to, label: back.label, variant: "secondary" }}
			>
				{notFoundText}
			</EmptyPanel>
		);
	}
	if (query.isError || query.data === undefined) {
		return (
			<LoadErrorNotice title={errorTitle} onRetry={() => void query.refetch()} retrying={query.isFetching} />
		);
	}
	return children(query.data);
}
