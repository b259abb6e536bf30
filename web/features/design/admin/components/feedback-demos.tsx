import { ORDER_STATUSES } from "@core/orders";
import { useState } from "react";
import { OrderStatusBadge } from "@/components/orders/order-status-badge";
import { LoadErrorNotice, LoadingStatus, UpdatingStatus } from "@/components/query-states";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { PILL_TONES, type PillTone, StatusPill } from "@/components/ui/status-pill";
import { usePretendRequest } from "../lib/use-pretend-request";
import { COMPONENT_SECTIONS as S } from "./component-sections";
import { ComponentDoc, Demo } from "./demo-frame";

export function SkeletonDocs() {
	return (
		<ComponentDoc
			entry={S.skeleton}
			from="@/components/ui/skeleton"
			names={["Skeleton"]}
			use="The shape of content while it loads, so the page does not jump when it arrives. Hidden from screen readers: wrap a set in LoadingStatus, which says what is loading."
		>
			<Demo title="A list row and a photo grid" className="grid gap-4 sm:grid-cols-2">
				<div className="flex items-center gap-3">
					<Skeleton className="size-12 rounded-full" />
					<div className="flex-1 space-y-2">
						<Skeleton className="h-4 w-3/4" />
						<Skeleton className="h-3 w-1/2" />
					</div>
				</div>
				<div className="grid grid-cols-3 gap-2">
					{[0, 1, 2, 3, 4, 5].map((i) => (
						<Skeleton key={i} className="aspect-[3/2]" />
					))}
				</div>
			</Demo>
		</ComponentDoc>
	);
}

export function SpinnerDocs() {
	return (
		<ComponentDoc
			entry={S.spinner}
			from="@/components/ui/spinner"
			names={["Spinner"]}
			use="A wait whose result has no known shape (a whole lazy page). Prefer skeletons where the layout is known."
		>
			<Demo title="Default and with its own label" className="grid gap-4 sm:grid-cols-2">
				<Spinner className="py-8" />
				<Spinner className="py-8" label="Loading the invoice…" />
			</Demo>
		</ComponentDoc>
	);
}

const TONE_MEANING: Record<PillTone, string> = {
	neutral: "Neutral",
	waiting: "Waiting",
	good: "Good",
	faded: "Faded",
	accent: "Accent",
};

export function StatusPillDocs() {
	const tones = Object.keys(PILL_TONES) as PillTone[];
	return (
		<ComponentDoc
			entry={S.statusPill}
			from="@/components/ui/status-pill"
			names={["StatusPill", "PILL_TONES"]}
			use="A record's state in a word. Tones are named by meaning; each domain maps its statuses to them once (OrderStatusBadge for orders), so a status looks the same everywhere."
		>
			<Demo title="Every tone">
				{tones.map((tone) => (
					<StatusPill key={tone} tone={tone}>
						{TONE_MEANING[tone]}
					</StatusPill>
				))}
			</Demo>
			<Demo title="Large, beside a page title">
				{tones.map((tone) => (
					<StatusPill key={tone} tone={tone} large>
						{TONE_MEANING[tone]}
					</StatusPill>
				))}
			</Demo>
			<Demo title="Every order status" note="OrderStatusBadge, @/components/orders/order-status-badge.">
				{ORDER_STATUSES.map((status) => (
					<OrderStatusBadge key={status} status={status} />
				))}
			</Demo>
		</ComponentDoc>
	);
}

function RetryDemo() {
	const [retrying, start] = usePretendRequest();
	return <LoadErrorNotice title="We could not load the families." onRetry={start} retrying={retrying} />;
}

function UpdatingDemo() {
	const [updating, setUpdating] = useState(false);
	return (
		<div className="flex flex-wrap items-center gap-4">
			<UpdatingStatus updating={updating}>Showing 1–50 of 123 families</UpdatingStatus>
			<Button
				variant="secondary"
				size="sm"
				aria-pressed={updating}
				onClick={() => setUpdating((was) => !was)}
			>
				{updating ? "Show the answer" : "Show updating"}
			</Button>
		</div>
	);
}

export function QueryStatesDocs() {
	return (
		<ComponentDoc
			entry={S.queryStates}
			from="@/components/query-states"
			names={["LoadingStatus", "LoadErrorNotice", "UpdatingStatus"]}
			use="The states of a TanStack query on screen: placeholders while it loads, the failure with Try again, and the live line while a new page of a list loads. Admin record pages get all of them from AdminDetailStates."
		>
			<Demo title="Loading" className="block">
				<LoadingStatus label="Loading families…" className="space-y-2">
					<Skeleton className="h-12 w-full" />
					<Skeleton className="h-12 w-full" />
					<Skeleton className="h-12 w-full" />
				</LoadingStatus>
			</Demo>
			<Demo
				title="Load error and retry"
				note="Try again fetches again; the button waits while it does."
				className="block"
			>
				<RetryDemo />
			</Demo>
			<Demo title="Updating a list">
				<UpdatingDemo />
			</Demo>
		</ComponentDoc>
	);
}
