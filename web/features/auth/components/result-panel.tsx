import { AUTH_TEXT } from "@core/auth-text";
import { MailCheck } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";

type ResultPanelProps = {
	icon: ReactNode;
	title: string;
	children: ReactNode;
	actions?: ReactNode;
};

/**
 * What replaces a form once it has done its job ('Check your email!', 'Account Migration
 * Required'). Focus moves to its title so screen readers announce the news.
 */
export function ResultPanel({ icon, title, children, actions }: ResultPanelProps) {
	const heading = useRef<HTMLHeadingElement>(null);
	useEffect(() => {
		heading.current?.focus();
	}, []);

	return (
		<div className="animate-fade-in text-center">
			<span className="mx-auto mb-4 flex size-14 items-center justify-center rounded-full bg-accent-50 text-accent-600 ring-8 ring-accent-50/50">
				{icon}
			</span>
			<h2 ref={heading} tabIndex={-1} className="text-2xl font-semibold text-ink-900 focus:outline-none">
				{title}
			</h2>
			<div className="mt-3 space-y-3 text-ink-700">{children}</div>
			{actions && <div className="mt-6 flex flex-col gap-2">{actions}</div>}
		</div>
	);
}

/**
 * 'Check your email!': the panel of a form whose link is on its way. Links are paced per
 * mailbox, so it says which email to use when the link was asked for more than once.
 */
export function CheckEmailPanel({ children, actions }: { children: ReactNode; actions: ReactNode }) {
	return (
		<ResultPanel
			icon={<MailCheck aria-hidden="true" className="size-7" />}
			title={AUTH_TEXT.checkEmail}
			actions={actions}
		>
			{children}
			<p className="text-sm text-ink-600">{AUTH_TEXT.newestLinkWorks}</p>
		</ResultPanel>
	);
}

/** An email address inside a sentence: never broken mid-word, always readable. */
export function EmailAddress({ children }: { children: string }) {
	return <strong className="font-semibold break-all text-ink-900">{children}</strong>;
}
