import { addToShortlistText, CONTINUITY_TEXT, decadeSpan } from "@core/continuity";
import type { ContinuitySetQuery, ContinuitySetResponse } from "@core/contracts/continuity";
import { WISHLIST_TEXT } from "@core/contracts/wishlists";
import { DECADES, type Decade, isDecade } from "@core/decades";
import { isUuid } from "@core/route-params";
import { type FormEvent, useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useSession } from "@/api/auth/session";
import { useWishlists } from "@/api/wishlists/wishlists-query";
import { PageHeading } from "@/components/page-heading";
import { PhotoCard } from "@/components/photo-card";
import { GridSkeleton } from "@/components/photo-listing/grid-states";
import { LoadErrorNotice, LoadingStatus } from "@/components/query-states";
import { SignInButtons } from "@/components/sign-in-buttons";
import { SubmitButton } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { SelectField } from "@/components/ui/select-field";
import { ApiError } from "@/lib/api-client";
import { paths, wishlistUrl } from "@/lib/paths";
import { toast } from "@/lib/toast";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useAddSetToShortlist } from "../api/add-set-to-shortlist";
import { useContinuityFamilies } from "../api/get-continuity-families";
import { useContinuitySet } from "../api/get-continuity-set";

/** The span the form starts with: four decades, the archive's busiest. */
const DEFAULT_FROM: Decade = "1950s";
const DEFAULT_TO: Decade = "1980s";
const DECADE_OPTIONS = DECADES.map((d) => [d, d] as const);

type Fields = { family: string; from: Decade; to: Decade };
type Errors = Partial<Record<keyof Fields, string>>;

/** The asked set from the address (`?family=&from=&to=`), once it is complete and valid; else null. */
function askedSet(params: URLSearchParams): ContinuitySetQuery | null {
	const family = params.get("family") ?? "";
	const from = params.get("from");
	const to = params.get("to");
	if (!isUuid(family) || !isDecade(from) || !isDecade(to) || decadeSpan(from, to).length === 0) return null;
	return { family, from, to };
}

function problems(fields: Fields): Errors {
	const errors: Errors = {};
	if (!isUuid(fields.family)) errors.family = CONTINUITY_TEXT.chooseFamily;
	if (decadeSpan(fields.from, fields.to).length === 0) errors.to = `To decade ${CONTINUITY_TEXT.fromAfterTo}`;
	return errors;
}

/**
 * /continuity (issue 30): pick a family and a span of decades, get one photo per decade with the
 * same people where possible, and add them to a shortlist in one step. The choice lives in the
 * address, so a proposal can be shared and the photo page can link here with its family chosen.
 */
export function ContinuityBuilderPage() {
	useDocumentTitle(CONTINUITY_TEXT.builderHeading);
	const [params, setParams] = useSearchParams();
	const asked = askedSet(params);
	const [fields, setFields] = useState<Fields>(() => ({
		family: params.get("family") ?? "",
		from: asked?.from ?? DEFAULT_FROM,
		to: asked?.to ?? DEFAULT_TO,
	}));
	const [errors, setErrors] = useState<Errors>({});
	const families = useContinuityFamilies();
	const proposal = useContinuitySet(asked);
	const formId = useId();

	function submit(event: FormEvent) {
		event.preventDefault();
		const found = problems(fields);
		setErrors(found);
		if (Object.keys(found).length > 0) return;
		setParams({ family: fields.family, from: fields.from, to: fields.to });
	}

	const familyOptions: ReadonlyArray<readonly [string, string]> = [
		["", families.isPending ? "Loading families…" : CONTINUITY_TEXT.chooseFamily],
		...(families.data?.families ?? []).map((f) => [f.id, f.storefront_name] as const),
	];
	const serverFields = proposal.error instanceof ApiError ? (proposal.error.fields ?? {}) : {};

	return (
		<div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
			<PageHeading
				eyebrow="Continuity"
				title={CONTINUITY_TEXT.builderHeading}
				description={CONTINUITY_TEXT.builderIntro}
			/>
			{families.isError ? (
				<LoadErrorNotice
					title="We could not load the families."
					onRetry={() => void families.refetch()}
					retrying={families.isFetching}
				/>
			) : families.data?.families.length === 0 ? (
				<Notice title={CONTINUITY_TEXT.noFamilies} />
			) : (
				<form
					noValidate
					onSubmit={submit}
					aria-label={CONTINUITY_TEXT.builderHeading}
					className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end"
				>
					<SelectField
						id={`${formId}-family`}
						label={CONTINUITY_TEXT.familyLabel}
						value={fields.family}
						options={familyOptions}
						error={errors.family ?? serverFields.family ?? null}
						onChange={(family) => setFields({ ...fields, family })}
					/>
					<SelectField<Decade>
						id={`${formId}-from`}
						label={CONTINUITY_TEXT.fromLabel}
						value={fields.from}
						options={DECADE_OPTIONS}
						error={errors.from ?? serverFields.from ?? null}
						onChange={(from) => from && setFields({ ...fields, from })}
					/>
					<SelectField<Decade>
						id={`${formId}-to`}
						label={CONTINUITY_TEXT.toLabel}
						value={fields.to}
						options={DECADE_OPTIONS}
						error={errors.to ?? serverFields.to ?? null}
						onChange={(to) => to && setFields({ ...fields, to })}
					/>
					<SubmitButton
						className="sm:mb-0.5"
						pending={proposal.isFetching}
						pendingLabel="Proposing…"
						disabled={families.isPending}
					>
						{CONTINUITY_TEXT.propose}
					</SubmitButton>
				</form>
			)}
			{asked && <Proposal query={proposal} />}
		</div>
	);
}

function Proposal({ query }: { query: ReturnType<typeof useContinuitySet> }) {
	if (query.isPending) {
		return (
			<div className="mt-8">
				<LoadingStatus label="Proposing photos…">
					<GridSkeleton />
				</LoadingStatus>
			</div>
		);
	}
	if (query.isError) {
		if (query.error instanceof ApiError && query.error.status === 404)
			return (
				<Notice tone="error" role="alert" title={CONTINUITY_TEXT.familyNotFound} className="mt-8">
					Choose another family.
				</Notice>
			);
		if (query.error instanceof ApiError && query.error.status === 400) return null;
		return (
			<div className="mt-8">
				<LoadErrorNotice
					title="We could not propose photos."
					onRetry={() => void query.refetch()}
					retrying={query.isFetching}
				/>
			</div>
		);
	}
	return <ProposedSet set={query.data} />;
}

function ProposedSet({ set }: { set: ContinuitySetResponse }) {
	const { user } = useSession();
	const photos = set.decades.flatMap((d) => (d.photo ? [d.photo] : []));
	return (
		<section aria-labelledby="continuity-proposal" className="mt-8 grid gap-6">
			<div>
				<h2 id="continuity-proposal" className="font-display text-2xl text-ink-900">
					{`${set.family.storefront_name}, ${set.from} to ${set.to}`}
				</h2>
				<p className="mt-1 text-ink-600">
					{set.people.length === 0
						? "No known people in these decades: one photo of the family per decade."
						: `Following ${set.people.map((p) => `${p.label} (${p.decades.join(", ")})`).join(", ")}.`}
				</p>
			</div>
			<ul className="grid grid-cols-1 gap-4 min-[390px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
				{set.decades.map((entry) => (
					<li key={entry.decade} aria-label={entry.decade} className="grid content-start gap-2">
						<p className="text-sm font-semibold tracking-wide text-ink-800">{entry.decade}</p>
						{entry.photo ? (
							<>
								{/* The card fills its box: the photo's own shape, as a grid row would give it. */}
								<div style={{ aspectRatio: `${entry.photo.width ?? 4} / ${entry.photo.height ?? 3}` }}>
									<PhotoCard
										photo={entry.photo}
										signedIn={user !== null}
										sizes="(min-width: 768px) 300px, 50vw"
									/>
								</div>
								{entry.people_shown === 0 && set.people.length > 0 && (
									<p className="text-xs text-ink-600">
										Not the people followed: the family's photo from this decade.
									</p>
								)}
							</>
						) : (
							<p className="rounded-md border border-dashed border-ink-900/15 px-3 py-8 text-center text-sm text-ink-600">
								{CONTINUITY_TEXT.emptyDecade}
							</p>
						)}
					</li>
				))}
			</ul>
			{photos.length > 0 &&
				(user ? (
					<ShortlistStep photoIds={photos.map((p) => p.id)} />
				) : (
					<Notice title={CONTINUITY_TEXT.signInToShortlist}>
						<div className="mt-3">
							<SignInButtons />
						</div>
					</Notice>
				))}
		</section>
	);
}

function ShortlistStep({ photoIds }: { photoIds: string[] }) {
	const wishlists = useWishlists();
	const add = useAddSetToShortlist();
	const [chosen, setChosen] = useState("");
	const [error, setError] = useState<string | null>(null);
	const [done, setDone] = useState<{ id: string; name: string; added: number } | null>(null);
	const id = useId();
	const list = wishlists.data?.wishlists ?? [];
	const selected = chosen || list[0]?.id || "";

	if (wishlists.isPending)
		return (
			<p role="status" className="text-sm text-ink-600">
				Loading your shortlists…
			</p>
		);
	if (wishlists.isError)
		return (
			<LoadErrorNotice
				title="We could not load your shortlists."
				onRetry={() => void wishlists.refetch()}
				retrying={wishlists.isFetching}
			/>
		);
	if (list.length === 0)
		return (
			<Notice title={CONTINUITY_TEXT.noShortlists}>
				<Link to={paths.wishlists} className="underline">
					Go to your wishlists
				</Link>
			</Notice>
		);

	function submit(event: FormEvent) {
		event.preventDefault();
		const wishlist = list.find((w) => w.id === selected);
		if (!wishlist) {
			setError("Choose a shortlist");
			return;
		}
		setError(null);
		add.mutate(
			{ wishlistId: wishlist.id, photoIds },
			{
				onSuccess: (result) => {
					const there = result.added + result.in_wishlist;
					setDone({ id: wishlist.id, name: wishlist.name, added: there });
					toast.success(WISHLIST_TEXT.addedTitle, {
						description: WISHLIST_TEXT.addedMany(there, wishlist.name),
					});
				},
				onError: (err) => setError(err instanceof Error ? err.message : "We could not add the photos."),
			},
		);
	}

	return (
		<form
			onSubmit={submit}
			aria-label="Add to a shortlist"
			className="grid gap-4 rounded-lg border border-ink-900/10 bg-cream-50 p-4 sm:grid-cols-[1fr_auto] sm:items-end"
		>
			<SelectField
				id={`${id}-shortlist`}
				label={CONTINUITY_TEXT.shortlistLabel}
				value={selected}
				options={list.map((w) => [w.id, w.name] as const)}
				error={error}
				onChange={(value) => {
					setChosen(value);
					setDone(null);
				}}
			/>
			<SubmitButton pending={add.isPending} pendingLabel="Adding…" className="sm:mb-0.5">
				{addToShortlistText(photoIds.length)}
			</SubmitButton>
			{done && (
				<p role="status" className="text-sm text-ink-700 sm:col-span-2">
					{`${done.added} of ${photoIds.length} photos are in ${done.name}. `}
					<Link to={wishlistUrl(done.id)} className="font-medium underline">
						{`Open ${done.name}`}
					</Link>
				</p>
			)}
		</form>
	);
}
