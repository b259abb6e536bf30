import { MailCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { Button, buttonClasses } from "@/components/ui/button";
import { paths } from "@/lib/paths";
import type { SentBy } from "./contact-form";

export const SENT_TITLE = "Thank you, your message is with us";

/** What replaces the form once the message is stored. Focus moves to its title so it is announced. */
export function ContactSent({ by, onAnother }: { by: SentBy; onAnother: () => void }) {
	const heading = useRef<HTMLHeadingElement>(null);
	useEffect(() => {
		heading.current?.focus();
	}, []);

	return (
		<section aria-labelledby="contact-sent-title" className="animate-fade-in py-4 text-center sm:py-8">
			<span className="mx-auto mb-4 flex size-14 items-center justify-center rounded-full bg-accent-50 text-accent-600 ring-8 ring-accent-50/50">
				<MailCheck aria-hidden="true" className="size-7" />
			</span>
			<h2
				id="contact-sent-title"
				ref={heading}
				tabIndex={-1}
				className="text-2xl font-semibold text-ink-900 focus:outline-none"
			>
				{SENT_TITLE}
			</h2>
			<div className="mx-auto mt-3 max-w-md space-y-3 text-ink-700">
				<p>
					Thanks, {by.name}. Someone on the team will answer at{" "}
					<strong className="font-semibold break-all text-ink-900">{by.email}</strong>, usually within one
					working day.
				</p>
				<p className="text-sm text-ink-600">
					Meanwhile, the licence terms and prices may already answer part of your question.
				</p>
			</div>
			<div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
				<Link to={paths.license} className={buttonClasses({ variant: "secondary" })}>
					Read the licence terms
				</Link>
				<Link to={paths.pricing} className={buttonClasses({ variant: "secondary" })}>
					See the prices
				</Link>
				<Button variant="ghost" onClick={onAnother}>
					Write another message
				</Button>
			</div>
		</section>
	);
}
