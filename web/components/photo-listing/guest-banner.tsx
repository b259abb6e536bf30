import { GUEST_BANNER_INVITATION, guestViewingText } from "@core/listing-text";
import { LockKeyhole } from "lucide-react";
import { SignInButtons } from "@/components/sign-in-buttons";

/** Shown when the server cut a guest's results at the guest limit (spec sections 2 and 6). */
export function GuestBanner({ loaded, total }: { loaded: number; total: string }) {
	return (
		<SignInInvitation
			label="Sign in to see more"
			title={guestViewingText(loaded, total)}
			text={GUEST_BANNER_INVITATION}
		/>
	);
}

/**
 * Shown instead of results when a guest has made as many searches as the guest limit allows
 * (issue 24, docs/guest-limit.md): the server's message, and the way to keep searching.
 */
export function GuestSearchLimit({ message }: { message: string }) {
	return (
		<SignInInvitation
			label="Sign in to keep searching"
			title="Sign in to keep searching"
			text={message}
			className="mt-0"
		/>
	);
}

function SignInInvitation({
	label,
	title,
	text,
	className = "mt-8",
}: {
	label: string;
	title: string;
	text: string;
	className?: string;
}) {
	return (
		<section
			aria-label={label}
			className={`${className} flex flex-col items-center gap-4 rounded-xl border border-accent-700/20 bg-accent-50 px-5 py-8 text-center sm:px-8`}
		>
			<span className="inline-flex size-11 items-center justify-center rounded-full bg-cream-50 text-accent-600">
				<LockKeyhole aria-hidden="true" className="size-5" />
			</span>
			<div>
				<p className="font-display text-xl font-semibold text-ink-900">{title}</p>
				<p className="mt-1 text-ink-700">{text}</p>
			</div>
			<SignInButtons />
		</section>
	);
}
