import type { ReactNode } from "react";
import { LoadErrorNotice, LoadingStatus } from "@/components/query-states";
import { Skeleton } from "@/components/ui/skeleton";

/** The part of a TanStack query result an admin list branches on. */
type ListQuery<T> =
	| { isPending: true; isError: boolean; isFetching: boolean; data: undefined; refetch: () => unknown }
	| { isPending: false; isError: boolean; isFetching: boolean; data: T | undefined; refetch: () => unknown };

/**
 * An admin list while it loads (`skeletons` placeholders of `skeletonClassName`), when it fails
 * (a retry), when it is empty (`empty`), and then the list itself.
 */
export function AdminListStates<T>({
	query,
	loadingLabel,
	skeletons,
	skeletonClassName,
	errorTitle,
	isEmpty,
	empty,
	children,
}: {
	query: ListQuery<T>;
	loadingLabel: string;
	skeletons: number;
	skeletonClassName: string;
	errorTitle: string;
	isEmpty: (data: T) => boolean;
	empty: ReactNode;
	children: (data: T) => ReactNode;
}) {
	if (query.isPending) {
		return (
			<LoadingStatus label={loadingLabel} className="space-y-3">
				{Array.from({ length: skeletons }, (_, i) => (
					// biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of placeholders
					<Skeleton key={i} className={skeletonClassName} />
				))}
			</LoadingStatus>
		);
	}
	if (query.isError || query.data === undefined) {
		return (
			<LoadErrorNotice title={errorTitle} onRetry={() => void query.refetch()} retrying={query.isFetching} />
		);
	}
	return isEmpty(query.data) ? empty : children(query.data);
}
