import { PUBLIC_PAGE_TEXT } from "@core/page-meta";
import { Clock, FileText, Tags } from "lucide-react";
import type { ReactNode } from "react";
import { useState } from "react";
import { Link } from "react-router";
import { PageHeading } from "@/components/page-heading";
import { paths } from "@/lib/paths";
import { useDocumentTitle } from "@/lib/use-document-title";
import { ContactForm, type SentBy } from "./contact-form";
import { ContactSent } from "./contact-sent";

const TITLE = PUBLIC_PAGE_TEXT[paths.contact].title;

function Aside({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
	return (
		<section className="flex gap-3">
			<span className="mt-0.5 text-accent-600">{icon}</span>
			<div className="min-w-0">
				<h2 className="font-semibold text-ink-900">{title}</h2>
				<div className="mt-1 space-y-2 text-sm leading-relaxed text-ink-700">{children}</div>
			</div>
		</section>
	);
}

const inlineLink = "font-medium text-accent-700 underline underline-offset-2 hover:text-accent-800";

/** /contact: a message to the team, written for productions and for families with an archive. */
export function ContactPage() {
	useDocumentTitle(TITLE);
	const [sent, setSent] = useState(false);
	// Another message after one keeps who wrote it; the rest starts blank.
	const [writer, setWriter] = useState<SentBy>();

	return (
		<div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
			<PageHeading
				eyebrow="Company"
				title={TITLE}
				description="Licensing a photo for a set, checking what a clearance covers, chasing an order, or offering your family's snapshots: write to us and a person on the team answers."
			/>
			<div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
				<div className="rounded-2xl border border-ink-900/10 bg-cream-50 p-4 shadow-card sm:p-8">
					{sent && writer ? (
						<ContactSent by={writer} onAnother={() => setSent(false)} />
					) : (
						<ContactForm
							initial={writer}
							onSent={(by) => {
								setWriter(by);
								setSent(true);
							}}
						/>
					)}
				</div>
				<aside aria-label="Before you write" className="space-y-8">
					<Aside icon={<FileText aria-hidden="true" className="size-5" />} title="What helps us answer">
						<p>
							<strong className="font-medium text-ink-900">Productions:</strong> the title and type of
							production, what the set needs (decade, setting, how many photos), your shoot or air dates, and
							the numbers of any photos you already have in mind.
						</p>
						<p>
							<strong className="font-medium text-ink-900">Orders:</strong> the order reference from your
							invoice, such as SSD-000042.
						</p>
						<p>
							<strong className="font-medium text-ink-900">Families:</strong> roughly how many photos you
							have, the decades they cover, and whether the people in them, or their heirs, agree to their
							use.
						</p>
					</Aside>
					<Aside icon={<Clock aria-hidden="true" className="size-5" />} title="When you will hear from us">
						<p>
							We answer on working days, usually within one. Shooting this week? Say so in the first line and
							we will look at your message first.
						</p>
					</Aside>
					<Aside icon={<Tags aria-hidden="true" className="size-5" />} title="Answers you may find faster">
						<p>
							What background dressing and hero usage allow, for how long and where:{" "}
							<Link to={paths.license} className={inlineLink}>
								the licence
							</Link>
							.
						</p>
						<p>
							Prices per photo and the volume discounts for whole productions:{" "}
							<Link to={paths.pricing} className={inlineLink}>
								pricing
							</Link>
							.
						</p>
					</Aside>
				</aside>
			</div>
		</div>
	);
}
