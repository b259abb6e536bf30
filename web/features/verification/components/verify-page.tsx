import type { VerifiedLicence, VerifyResponse } from "@core/contracts/verification";
import {
	type LicenceStanding,
	normaliseVerifyCode,
	STANDING_TEXT,
	VERIFY_TEXT,
} from "@core/licence-verification";
import { LICENSE_LABELS } from "@core/license";
import { ShieldCheck, ShieldQuestion } from "lucide-react";
import { useId } from "react";
import { useParams } from "react-router";
import { EmptyPanel } from "@/components/empty-panel";
import { OrderPhotoThumb } from "@/components/orders/order-photo";
import { LoadErrorNotice, LoadingStatus } from "@/components/query-states";
import { Skeleton } from "@/components/ui/skeleton";
import { type PillTone, StatusPill } from "@/components/ui/status-pill";
import { formatDate } from "@/lib/date-format";
import { paths } from "@/lib/paths";
import { useDocumentTitle } from "@/lib/use-document-title";
import { isUnknownCode, useVerification } from "../api/get-verification";

export const VERIFY_NOT_FOUND_TITLE = "Licence not found";

const STANDING_TONE: Record<LicenceStanding, PillTone> = {
	valid: "good",
	refunded: "accent",
	cancelled: "faded",
	awaiting_payment: "waiting",
};

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
	return (
		<div className="min-w-0">
			<dt className="text-xs font-semibold tracking-wide text-ink-600 uppercase">{label}</dt>
			<dd className="mt-0.5 break-words text-ink-900">{children}</dd>
		</div>
	);
}

/** One licence: its number, its standing in words, the photo, licence type, licensor and dates. */
function LicenceCard({ licence, headingLevel }: { licence: VerifiedLicence; headingLevel: "h2" | "h3" }) {
	const headingId = useId();
	const Heading = headingLevel;
	const title = licence.photo.title.trim() || `Photo #${licence.photo.photoid}`;
	return (
		<article
			aria-labelledby={headingId}
			className="rounded-xl border border-ink-900/10 bg-white p-4 shadow-sm sm:p-6"
		>
			<div className="flex flex-wrap items-center justify-between gap-2">
				<Heading id={headingId} className="text-lg font-semibold text-ink-900">
					Licence {licence.licence_number}
				</Heading>
				<StatusPill tone={STANDING_TONE[licence.standing]} large>
					{licence.standing_label}
				</StatusPill>
			</div>
			<p className="mt-1 text-sm text-ink-700">{STANDING_TEXT[licence.standing].detail}</p>
			<div className="mt-4 flex flex-col gap-4 sm:flex-row">
				<OrderPhotoThumb
					photo={{ id: "", ...licence.photo }}
					className="aspect-[4/3] w-full max-w-48 sm:w-40"
				/>
				<dl className="grid flex-1 grid-cols-1 gap-3 sm:grid-cols-2">
					<Fact label="Photo">
						{title} <span className="text-ink-600">(#{licence.photo.photoid})</span>
					</Fact>
					<Fact label="Licence type">
						{licence.licence_name ?? LICENSE_LABELS[licence.license_type].name}
					</Fact>
					<Fact label="Licensor">{licence.licensor}</Fact>
					<Fact label="Licensed on">
						{licence.licensed_at ? formatDate(licence.licensed_at) : "Not licensed"}
					</Fact>
					{licence.ended_at && <Fact label="Refunded on">{formatDate(licence.ended_at)}</Fact>}
				</dl>
			</div>
			{licence.notes && licence.notes.length > 0 && (
				<ul aria-label="Terms of this licence" className="mt-4 grid gap-1 text-sm text-ink-800">
					{licence.notes.map((note) => (
						<li key={note}>{note}</li>
					))}
				</ul>
			)}
		</article>
	);
}

function VerifiedView({ result }: { result: VerifyResponse }) {
	const single = result.kind === "licence" ? result.licences[0] : undefined;
	const valid = result.licences.filter((licence) => licence.standing === "valid").length;
	const production = [result.production.name, result.production.company].filter(Boolean).join(", ");
	return (
		<>
			<header className="mb-6">
				<p className="flex items-center gap-1.5 text-xs font-semibold tracking-[0.16em] text-accent-600 uppercase">
					<ShieldCheck aria-hidden="true" className="size-4" />
					Licence verification
				</p>
				<h1 className="mt-1 text-3xl font-semibold break-words text-ink-900 sm:text-4xl">
					{single ? `Licence ${single.licence_number}` : `Certificate ${result.reference}`}
				</h1>
				<p className="mt-2 max-w-2xl text-ink-700">
					{single
						? `A genuine licence issued by ${result.issuer} on order ${result.reference}.`
						: `A genuine certificate issued by ${result.issuer}: ${valid} of ${result.licences.length} ${result.licences.length === 1 ? "licence is" : "licences are"} valid.`}
				</p>
				<dl className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-3">
					<Fact label="Production">{production}</Fact>
					<Fact label="Order">{result.reference}</Fact>
					<Fact label="Ordered on">{formatDate(result.ordered_at)}</Fact>
				</dl>
			</header>
			{single ? (
				<LicenceCard licence={single} headingLevel="h2" />
			) : (
				<section aria-labelledby="verify-licences">
					<h2 id="verify-licences" className="mb-3 text-xl font-semibold text-ink-900">
						Licences on this certificate
					</h2>
					<ul className="flex flex-col gap-4">
						{result.licences.map((licence) => (
							<li key={licence.licence_number}>
								<LicenceCard licence={licence} headingLevel="h3" />
							</li>
						))}
					</ul>
				</section>
			)}
			<p className="mt-6 text-sm text-ink-600">
				Checked just now. The buyer's contact details and prices are never shown here.
			</p>
		</>
	);
}

function NotFound({ message }: { message: string }) {
	return (
		<EmptyPanel
			icon={ShieldQuestion}
			as="h1"
			title={VERIFY_NOT_FOUND_TITLE}
			action={{ to: paths.home, label: "Go to the home page", variant: "secondary" }}
		>
			{message}
		</EmptyPanel>
	);
}

function VerifyContent({ code }: { code: string }) {
	const verification = useVerification(code);
	const unknown = isUnknownCode(verification.error);
	useDocumentTitle(unknown ? VERIFY_NOT_FOUND_TITLE : VERIFY_TEXT.title);

	if (verification.isPending) {
		return (
			<LoadingStatus label="Checking the licence…">
				<Skeleton className="h-4 w-40" />
				<Skeleton className="mt-2 mb-8 h-10 w-72 max-w-full" />
				<Skeleton className="h-48 w-full" />
			</LoadingStatus>
		);
	}
	if (unknown) return <NotFound message={VERIFY_TEXT.notFound} />;
	if (verification.isError) {
		return (
			<LoadErrorNotice
				title="We could not check this licence right now."
				onRetry={() => void verification.refetch()}
				retrying={verification.isFetching}
			/>
		);
	}
	return <VerifiedView result={verification.data} />;
}

function BadCode() {
	useDocumentTitle(VERIFY_NOT_FOUND_TITLE);
	return <NotFound message={VERIFY_TEXT.badCode} />;
}

/**
 * /verify/{code}: anyone holding a certificate, signed in or not, sees that its licences are
 * genuine and whether each still holds (docs/verification.md).
 */
export function VerifyPage() {
	const { code: raw = "" } = useParams();
	const code = normaliseVerifyCode(raw);
	return (
		<section className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
			{code ? <VerifyContent key={code} code={code} /> : <BadCode />}
		</section>
	);
}
