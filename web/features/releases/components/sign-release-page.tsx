import type { PublicReleaseRequest, SignedRelease } from "@core/contracts/releases";
import { SIGNER_LABELS } from "@core/releases";
import { CircleCheck, Clock, LinkIcon, SearchX } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useSearchParams } from "react-router";
import { EmptyPanel } from "@/components/empty-panel";
import { PageHeading } from "@/components/page-heading";
import { LoadErrorNotice, LoadingStatus } from "@/components/query-states";
import { Notice } from "@/components/ui/notice";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError } from "@/lib/api-client";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useReleaseRequest, useSignByLink } from "../api/release-request";
import { ReleaseText } from "./release-text";
import { SignatureForm } from "./signature-form";

export const SIGN_TEXT = {
	noToken: "This signing link is incomplete",
	noTokenHelp: "Open the link from the email again, or copy the whole address into your browser.",
	unknown: "This signing link is not known",
	gone: "This signing link can no longer be used",
	done: "Thank you: the release is signed",
} as const;

const dateTime = (iso: string) =>
	new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short" }).format(new Date(iso));

function Step({ n, title, children }: { n: number; title: string; children: ReactNode }) {
	return (
		<li className="rounded-xl border border-ink-900/10 bg-white p-4 shadow-sm sm:p-6">
			<h2 className="mb-4 flex items-center gap-3 text-xl font-semibold text-ink-900">
				<span
					aria-hidden="true"
					className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-700 text-sm text-cream-50"
				>
					{n}
				</span>
				<span>
					<span className="sr-only">Step {n}: </span>
					{title}
				</span>
			</h2>
			{children}
		</li>
	);
}

function Signed({ release, request }: { release: SignedRelease; request: PublicReleaseRequest }) {
	return (
		<div className="space-y-4">
			<Notice tone="success" title={SIGN_TEXT.done}>
				<p>
					Release {release.reference} for {request.person_name} was signed on {dateTime(release.signed_at)}{" "}
					and is now part of {request.storefront_name}'s records. Nothing more is needed from you.
				</p>
			</Notice>
			<p className="text-sm break-all text-ink-600">
				The signed copy is kept privately. Its fingerprint (SHA-256) of the text you signed:{" "}
				<span className="font-mono">{release.text_sha256}</span>
			</p>
		</div>
	);
}

function SigningSteps({ token, request }: { token: string; request: PublicReleaseRequest }) {
	const sign = useSignByLink(token);
	const [signed, setSigned] = useState<SignedRelease | null>(null);
	if (signed) return <Signed release={signed} request={request} />;
	return (
		<ol className="space-y-6">
			<Step n={1} title="See what is asked">
				<p className="text-ink-700">
					<strong>{request.storefront_name}</strong> asks for a release for the family photos showing{" "}
					<strong>{request.person_name}</strong>, signed by:{" "}
					{SIGNER_LABELS[request.relationship].toLowerCase()}. This link was sent to {request.email} and works
					until {dateTime(request.expires_at)}.
				</p>
				{request.photos.length > 0 ? (
					<ul aria-label="Photos the release covers" className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
						{request.photos.map((photo) => (
							<li key={photo.id}>
								<img
									src={photo.preview_url}
									alt={photo.title}
									width={photo.width ?? undefined}
									height={photo.height ?? undefined}
									loading="lazy"
									className="aspect-[4/3] w-full rounded-md bg-ink-900/5 object-cover"
								/>
							</li>
						))}
					</ul>
				) : (
					<p className="mt-3 text-sm text-ink-600">
						The photos are still being prepared; the release covers them all.
					</p>
				)}
			</Step>
			<Step n={2} title="Read the release">
				<ReleaseText paragraphs={request.text} headingId="sign-release-text" />
			</Step>
			<Step n={3} title="Sign">
				<SignatureForm
					idPrefix="sign-release"
					error={sign.error}
					pending={sign.isPending}
					onEdit={() => sign.reset()}
					onSign={async (input) => setSigned((await sign.mutateAsync(input)).release)}
				/>
			</Step>
		</ol>
	);
}

function Refusal({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
	if (error instanceof ApiError && error.status === 410)
		return (
			<EmptyPanel icon={Clock} title={SIGN_TEXT.gone}>
				{error.message}
			</EmptyPanel>
		);
	if (error instanceof ApiError && (error.status === 404 || error.status === 400))
		return (
			<EmptyPanel icon={SearchX} title={SIGN_TEXT.unknown}>
				{error.status === 404 ? error.message : SIGN_TEXT.noTokenHelp}
			</EmptyPanel>
		);
	return <LoadErrorNotice title="We could not load the release." onRetry={onRetry} retrying={retrying} />;
}

/**
 * /sign-release?token=… (issue 27): the page a signing link opens, no account needed. Three
 * steps: who asks and the photos it covers, the release to read, the name and "I agree"; then the
 * result. A used, expired or unknown link gets a page saying so.
 */
export function SignReleasePage() {
	useDocumentTitle("Sign a photo release");
	const [params] = useSearchParams();
	const token = params.get("token")?.trim() ?? "";
	const query = useReleaseRequest(token);
	let body: ReactNode;
	if (!token)
		body = (
			<EmptyPanel icon={LinkIcon} title={SIGN_TEXT.noToken}>
				{SIGN_TEXT.noTokenHelp}
			</EmptyPanel>
		);
	else if (query.isPending)
		body = (
			<LoadingStatus label="Loading the release…" className="space-y-3">
				<Skeleton className="h-32 w-full" />
				<Skeleton className="h-64 w-full" />
			</LoadingStatus>
		);
	else if (query.isError)
		body = <Refusal error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
	else body = <SigningSteps token={token} request={query.data} />;
	return (
		<section className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
			<PageHeading
				eyebrow="Photo release"
				title="Sign a photo release"
				description={
					<span className="inline-flex items-center gap-1.5">
						<CircleCheck aria-hidden="true" className="size-4 text-emerald-700" />
						No account needed: read, type your name, agree.
					</span>
				}
			/>
			{body}
		</section>
	);
}
