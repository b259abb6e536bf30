import { AUTH_MESSAGES } from "@core/auth-text";
import {
	CONTACT_COMPANY_MAX,
	CONTACT_EMAIL_MAX,
	CONTACT_MESSAGE_MAX,
	CONTACT_MESSAGE_MIN,
	CONTACT_NAME_MAX,
	CONTACT_TOPIC_LABELS,
	CONTACT_TOPICS,
	ContactMessageCreate,
	type ContactMessageInput,
} from "@core/contracts/contact";
import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import { useAuthOptions } from "@/api/auth/auth-options";
import { useSession } from "@/api/auth/session";
import { Captcha, useCaptcha } from "@/components/captcha";
import { LoadErrorNotice } from "@/components/query-states";
import { SubmitButton } from "@/components/ui/button";
import {
	describedBy,
	FieldError,
	fieldIds,
	inputClasses,
	TextAreaField,
	TextField,
} from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { actionableErrorText } from "@/lib/error-text";
import { paths } from "@/lib/paths";
import { useForm } from "@/lib/use-form";
import { useSendContactMessage } from "../api/send-contact-message";
import {
	CONTACT_CAPTCHA_ID,
	CONTACT_FIELD_IDS,
	type ContactField,
	type ContactValues,
	contactFieldId,
	isCaptchaRejection,
	topicFrom,
} from "../lib/contact-fields";

export const SEND_FAILED = "Your message was not sent.";
const SEND_FAILED_TEXT = "Something went wrong on our side. Please try again in a moment.";

/** Who the sent message came from, for the thank-you panel. */
export type SentBy = { name: string; email: string };

/**
 * The message to the team: who writes, for which production, about what. Each field shows its
 * own problem (ours before sending, the server's after); a failure that is no field's offers a
 * retry of the same message. Signed-in users find their name and email filled in.
 */
export function ContactForm({
	initial,
	onSent,
}: {
	initial?: Partial<ContactValues>;
	onSent: (by: SentBy) => void;
}) {
	const [searchParams] = useSearchParams();
	const send = useSendContactMessage();
	const form = useForm<ContactValues, ContactField | "captcha", ContactMessageInput>({
		initial: () => ({
			name: "",
			email: "",
			company: "",
			message: "",
			...initial,
			topic: initial?.topic ?? topicFrom(searchParams.get("topic")),
		}),
		ids: { ...CONTACT_FIELD_IDS, captcha: CONTACT_CAPTCHA_ID },
		check: ContactMessageCreate,
		error: send.error,
	});
	const { values, setValues } = form;
	const options = useAuthOptions();
	const captcha = useCaptcha(options.data?.captcha);
	const { user } = useSession();

	// The session arrives after the first render; it fills only what is still blank.
	useEffect(() => {
		if (!user) return;
		setValues((current) => ({
			...current,
			name: current.name || user.first_name || "",
			email: current.email || user.email,
		}));
	}, [user, setValues]);

	function set(field: ContactField, value: string) {
		form.set(field, value);
	}

	function trySend() {
		const message = form.validate();
		if (message === null) return;
		// The captcha is asked for once the fields are right.
		if (!captcha.ready) {
			form.show({ captcha: AUTH_MESSAGES.completeCaptcha });
			return;
		}
		send.mutate(
			{ message, headers: captcha.headers },
			{
				onSuccess: () => onSent({ name: message.name, email: message.email }),
				// A captcha token is good for one request, whatever its outcome.
				onSettled: () => captcha.reset(),
			},
		);
	}

	function submit(event: { preventDefault: () => void }) {
		event.preventDefault();
		trySend();
	}

	const text = (field: ContactField, label: string) => ({
		id: contactFieldId(field),
		label,
		value: values[field],
		error: form.problemOf(field),
		onChange: (event: { target: { value: string } }) => set(field, event.target.value),
	});
	// A refusal the fields or the captcha already explain needs no notice of its own.
	const failure =
		send.error && form.refusal.other !== null && !isCaptchaRejection(send.error) ? send.error : null;
	// The server's refusal of the captcha stays beside it until the message is sent again.
	const captchaProblem =
		form.problemOf("captcha") ?? (isCaptchaRejection(send.error) ? send.error.message : null);
	const topicIds = fieldIds(contactFieldId("topic"));
	const topicProblem = form.problemOf("topic");
	const messageLength = values.message.trim().length;

	return (
		<form noValidate onSubmit={submit} aria-label="Write to the team" className="space-y-5">
			<div className="grid gap-5 sm:grid-cols-2">
				<TextField {...text("name", "Your name")} autoComplete="name" maxLength={CONTACT_NAME_MAX} />
				<TextField
					{...text("email", "Email")}
					type="email"
					autoComplete="email"
					inputMode="email"
					maxLength={CONTACT_EMAIL_MAX}
					hint="We answer to this address."
				/>
			</div>
			<TextField
				{...text("company", "Company or production")}
				optional
				autoComplete="organization"
				maxLength={CONTACT_COMPANY_MAX}
				placeholder="e.g. Harbor Films, 'Low Tide' (feature)"
			/>
			<div>
				<label htmlFor={contactFieldId("topic")} className="mb-1.5 block text-sm font-medium text-ink-800">
					What is it about?
				</label>
				<Select
					id={contactFieldId("topic")}
					value={values.topic}
					onChange={(event) => set("topic", event.target.value)}
					aria-invalid={topicProblem ? true : undefined}
					aria-describedby={describedBy(contactFieldId("topic"), { error: topicProblem })}
					className={inputClasses}
				>
					<option value="" disabled>
						Choose a topic
					</option>
					{CONTACT_TOPICS.map((topic) => (
						<option key={topic} value={topic}>
							{CONTACT_TOPIC_LABELS[topic]}
						</option>
					))}
				</Select>
				{topicProblem && <FieldError id={topicIds.error}>{topicProblem}</FieldError>}
			</div>
			<TextAreaField
				{...text("message", "Message")}
				rows={8}
				maxLength={CONTACT_MESSAGE_MAX}
				hint={`${messageLength} / ${CONTACT_MESSAGE_MAX} characters (at least ${CONTACT_MESSAGE_MIN})`}
			/>
			{options.isError && (
				<LoadErrorNotice
					title="The verification could not start, so the message cannot be sent yet."
					onRetry={() => options.refetch()}
					retrying={options.isFetching}
				/>
			)}
			<Captcha id={CONTACT_CAPTCHA_ID} {...captcha.widget} error={captchaProblem} />
			{failure && (
				<LoadErrorNotice
					title={`${SEND_FAILED} ${actionableErrorText(failure, SEND_FAILED_TEXT)}`}
					onRetry={trySend}
					retrying={send.isPending || !captcha.ready}
				/>
			)}
			<div className="flex flex-col-reverse gap-4 sm:flex-row sm:items-center sm:justify-between">
				<p className="text-sm text-ink-500">
					We use these details only to answer you. See our{" "}
					<Link to={paths.privacy} className="underline underline-offset-2 hover:text-ink-800">
						privacy policy
					</Link>
					.
				</p>
				<SubmitButton
					size="lg"
					className="w-full sm:w-auto"
					disabled={!captcha.ready}
					pending={send.isPending}
					pendingLabel="Sending…"
				>
					Send message
				</SubmitButton>
			</div>
		</form>
	);
}
