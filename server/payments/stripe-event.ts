import type Stripe from "stripe";
import { z } from "zod";
import { ValidationError } from "../errors";
import { inputProblem } from "../input-guard";

/**
 * What this server reads of a Stripe event, checked after its signature. A valid signature proves
 * who sent the bytes, not what they hold: a misconfigured endpoint or a test tool can sign `[]`,
 * `null` or an event without data, which must be refused (400: Stripe shows it on the endpoint's
 * page) rather than fail deep in the handler. Other fields pass through unread.
 */
const Metadata = z.record(z.string(), z.string()).nullish();
const IdOrObject = z.union([z.string().min(1), z.looseObject({ id: z.string().min(1) })]).nullish();

const Envelope = z.looseObject({
	id: z.string().min(1).max(255),
	type: z.string().min(1).max(255),
	data: z.looseObject({ object: z.looseObject({}) }),
});

const Session = z.looseObject({
	id: z.string().min(1),
	metadata: Metadata,
	client_reference_id: z.string().nullish(),
	payment_status: z.string().nullish(),
	payment_intent: IdOrObject,
	amount_total: z.number().int().nullish(),
	currency: z.string().nullish(),
});

const Charge = z.looseObject({
	id: z.string().min(1),
	payment_intent: IdOrObject,
	metadata: Metadata,
	refunded: z.boolean(),
	amount_refunded: z.number().int(),
	amount: z.number().int(),
});

const OBJECT_OF_TYPE: Record<string, z.ZodType> = {
	"checkout.session.completed": Session,
	"checkout.session.async_payment_succeeded": Session,
	"checkout.session.expired": Session,
	"checkout.session.async_payment_failed": Session,
	"charge.refunded": Charge,
};

const refuse = (where: string, message: string) =>
	new ValidationError(`The Stripe event is not one this endpoint can read: ${where} ${message}`, {
		[where]: message,
	});

/** The verified event, or a 400 naming what is missing. */
export function readStripeEvent(parsed: unknown): Stripe.Event {
	const envelope = Envelope.safeParse(parsed);
	if (!envelope.success) {
		const issue = envelope.error.issues[0];
		throw refuse(issue?.path.join(".") || "event", issue?.message ?? "is malformed");
	}
	const object = OBJECT_OF_TYPE[envelope.data.type]?.safeParse(envelope.data.data.object);
	if (object && !object.success) {
		const issue = object.error.issues[0];
		throw refuse(["data", "object", ...(issue?.path ?? [])].join("."), issue?.message ?? "is malformed");
	}
	// The same text rule as every other input: its ids and metadata reach the database.
	const problem = inputProblem(parsed);
	if (problem) throw refuse(problem.field, problem.message);
	return parsed as Stripe.Event;
}
