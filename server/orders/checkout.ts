import { createHash } from "node:crypto";
import type { CartLine } from "@core/contracts/cart";
import { ErrorCode } from "@core/contracts/errors";
import type { CheckoutCreate, CheckoutResponse } from "@core/contracts/orders";
import { LICENSING_TEXT } from "@core/licensing";
import { invoiceDueDate, ORDER_TEXT, orderReference } from "@core/orders";
import { sceneNoteOrNull } from "@core/paperwork";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import type { AppServices } from "../app-services";
import { assertHeroLinesCleared, readCart } from "../cart/service";
import { recordActivity } from "../companies/activity";
import type { Executor } from "../db/executor";
import { ConflictError, DomainError, ValidationError } from "../errors";
import {
	exclusiveBlock,
	heroBlock,
	licensingStates,
	lockPhotosForLicensing,
} from "../licensing/availability";
import { LicensingRefusedError } from "../licensing/refusals";
import { licenceRank, licencesByIds } from "../licensing/upgrades";
import type { PaymentProvider } from "../payments/provider";
import { assertApproved, assertReferences, productionForCheckout } from "./company-checkout";
import { licenceCodes, newVerifyCode } from "./licence-codes";
import {
	deleteCartPhotos,
	insertOrder,
	insertOrderEvent,
	insertOrderItems,
	lockCartLines,
	orderByIdempotencyKey,
	type PriorOrder,
	storePaymentPage,
} from "./queries/checkout";
import { loadOrder } from "./queries/read";
import { closeReplacedPages, replaceEarlierCardOrders } from "./supersede";
import { notifyOrderChange, transitionOrder } from "./transitions";

export type CheckoutInput = z.output<typeof CheckoutCreate>;

/** Answered to the older of two card checkouts that overlapped (a double click): the newer one counts. */

/** The payment provider did not answer: the order was cancelled, and the buyer may try again. */
export class PaymentStartError extends DomainError {
	constructor() {
		super(502, ErrorCode.unavailable, ORDER_TEXT.paymentStartFailed);
	}
}

/**
 * Places an order from the caller's cart, priced again from the database.
 *
 * One transaction locks the caller's cart lines first, so two checkouts of the same cart take
 * turns: for an invoice order the second finds the cart emptied and is refused. Nothing the
 * browser says about money is used: `expected_total_cents` only has to equal what the server
 * computes, else nothing is written (409) and the buyer reviews the new total.
 *
 * A line whose photo is no longer live is not ordered and not refused either: the cart page
 * hides such lines (and keeps them, should the photo come back), so a buyer could neither see
 * nor remove what blocked them. Taken offline after the review, it changes the total: a 409.
 *
 * The payment provider is called after the commit (it may be a slow remote call, and must not
 * hold the locks); when it fails, the order it was for is cancelled and the buyer told to retry.
 * A card checkout replaces the buyer's earlier card orders still awaiting payment (supersede.ts).
 */
export async function placeOrder(
	services: AppServices,
	userId: string,
	input: CheckoutInput,
	log: FastifyBaseLogger,
	idempotencyKey?: string,
): Promise<CheckoutResponse> {
	const provider = services.payments.get(input.payment_method);
	if (!provider)
		throw new ValidationError(ORDER_TEXT.stripeUnavailable, { payment_method: ORDER_TEXT.stripeUnavailable });
	const idempotency = idempotencyKey ? { key: idempotencyKey, fingerprint: fingerprintOf(input) } : null;

	const placed = await services.database.db.transaction(async (tx) => {
		const locked = await lockCartLines(tx, userId);
		// After the cart's lock: a retry that raced its first attempt waits for it, then finds its order.
		if (idempotency) {
			const prior = await priorOrder(tx, userId, idempotency);
			if (prior) return { prior };
		}
		// A company's production: the caller's role must allow checkout, and the company's rules hold.
		const project = await productionForCheckout(tx, userId, input.project_id);
		if (!project)
			throw new ValidationError(ORDER_TEXT.chooseProduction, { project_id: ORDER_TEXT.chooseProduction });
		assertReferences(project, {
			po_number: input.billing.po_number,
			production_code: input.production_code ?? null,
			episode: input.episode ?? null,
		});
		// Issue 30: holds and exclusive orders of these photos by other productions wait here (and
		// this checkout for theirs), so what is weighed below stays true until the commit.
		await lockPhotosForLicensing(
			tx,
			locked.map((row) => row.photo_id),
		);
		// readCart prices the lines of live photos only, as the cart page shows them: a line of a
		// photo taken offline is neither shown nor ordered, and stays stored in case it comes back.
		// The tier counts what this production has licensed already.
		const cart = await readCart(tx, userId, {
			multipliers: services.config.exclusiveMultipliers,
			projectId: project.id,
		});
		if (cart.items.length === 0) throw new ConflictError(ORDER_TEXT.emptyCart);
		await assertHeroLinesCleared(tx, cart.items);
		await assertLicensing(tx, userId, project.id, cart.items, input.payment_method !== "invoice");
		await assertApproved(
			tx,
			project,
			cart.items.map((line) => line.photo.id),
		);
		const lockedIds = new Set(locked.map((row) => row.id));
		// The total the buyer reviewed is the guard: a photo taken offline since, a new price or a
		// line added meanwhile (not among the locked ones) all mean a cart they have not seen.
		if (cart.total_cents !== input.expected_total_cents || cart.items.some((line) => !lockedIds.has(line.id)))
			throw new ConflictError(
				cart.items.length < locked.length ? ORDER_TEXT.photosUnavailable : ORDER_TEXT.priceChanged,
			);

		const invoice = input.payment_method === "invoice";
		const order = await insertOrder(tx, {
			user_id: userId,
			status: "pending_payment",
			payment_method: input.payment_method,
			project_id: project.id,
			production_name: project.name,
			production_company: project.company ?? project.company_name,
			company_id: project.company_id,
			production_code: input.production_code ?? null,
			episode: input.episode ?? null,
			billing: input.billing,
			subtotal_cents: cart.subtotal_cents,
			discount_cents: cart.discount_cents,
			total_cents: cart.total_cents,
			discount_percent: cart.tier?.percent ?? 0,
			due_date: invoice ? invoiceDueDate(new Date()) : null,
			idempotency_key: idempotency?.key ?? null,
			idempotency_fingerprint: idempotency?.fingerprint ?? null,
			// The contract let through the current version only.
			terms_version: input.terms_version,
			verify_code: newVerifyCode(),
		});
		// Licence numbers and codes are given when the order is placed (docs/verification.md), so
		// an invoice awaiting payment already shows them, as 'awaiting payment' when verified.
		const codes = licenceCodes(
			order.number,
			cart.items.map((line) => line.photo.photoid),
		);
		await insertOrderItems(
			tx,
			cart.items.map((line, i) => ({
				...(codes[i] as (typeof codes)[number]),
				order_id: order.id,
				photo_id: line.photo.id,
				license_type: line.license_type,
				unit_price_cents: line.unit_price_cents,
				quantity: line.quantity,
				subtotal_cents: line.subtotal_cents,
				discount_cents: line.discount_cents,
				total_cents: line.total_cents,
				scene_note: sceneNoteOrNull(input.scene_notes?.[line.id]),
				// Issue 30: an exclusivity runs from the order's placing (this transaction's now()).
				exclusive_months: line.exclusive_months,
				exclusive_until: line.exclusive_months
					? sql`now() + make_interval(months => ${line.exclusive_months}::int)`
					: null,
				upgrade_of: line.upgrade_of?.order_item_id ?? null,
				credit_cents: line.upgrade_of?.paid_cents ?? 0,
			})),
		);
		await insertOrderEvent(tx, {
			order_id: order.id,
			kind: "placed",
			from_status: null,
			to_status: "pending_payment",
			actor: "buyer",
		});
		// The production's feed (a company's only) tells its people what was ordered.
		await recordActivity(tx, {
			projectId: project.id,
			actorId: userId,
			kind: "ordered",
			orderId: order.id,
			count: cart.items.length,
		});
		// An invoice order is a binding commitment, so its photos leave the cart now; a card
		// payment may be abandoned, so its cart stays until the payment clears (mark_paid).
		if (invoice)
			await deleteCartPhotos(
				tx,
				userId,
				cart.items.map((line) => line.photo.id),
			);
		const replaced = invoice
			? []
			: await replaceEarlierCardOrders(tx, userId, { id: order.id, reference: orderReference(order.number) });
		return { orderId: order.id, replaced };
	});
	if ("prior" in placed && placed.prior) return replay(services, userId, placed.prior);
	const { orderId, replaced } = placed;

	// The replaced orders' pages close while the new one opens; both finish before the answer.
	const closing = closeReplacedPages(provider, replaced, log);
	try {
		return await startPayment(services, provider, orderId, userId, log);
	} finally {
		await closing;
	}
}

/**
 * Issue 30, weighed for the production bought for, under the photos' licensing lock: hero lines
 * refused while another production holds the photo or has it exclusively, exclusive lines also
 * while another production holds a hero licence of it; an upgrade's licence must still be paid and
 * held, of this production, and not upgraded by another order (a card checkout replaces the
 * buyer's own card orders awaiting payment, so theirs do not count). 409 naming every photo.
 */
async function assertLicensing(
	tx: Executor,
	userId: string,
	projectId: string,
	lines: readonly CartLine[],
	card: boolean,
): Promise<void> {
	const hero = lines.filter((line) => line.license_type === "hero-usage");
	const states = await licensingStates(
		tx,
		hero.map((line) => line.photo.id),
		{ projectId },
	);
	const upgrades = await licencesByIds(
		tx,
		lines.flatMap((line) => (line.upgrade_of ? [line.upgrade_of.order_item_id] : [])),
		card ? userId : undefined,
	);
	const refused: { id: string; title: string; reason: string }[] = [];
	for (const line of lines) {
		const state = states.get(line.photo.id);
		let reason =
			line.license_type !== "hero-usage"
				? null
				: line.exclusive_months
					? exclusiveBlock(state)
					: heroBlock(state);
		if (!reason && line.upgrade_of) {
			const licence = upgrades.get(line.upgrade_of.order_item_id);
			if (licence?.order_status !== "paid" || !licence.held) reason = LICENSING_TEXT.upgradeNotPaid;
			else if (licence.upgraded) reason = LICENSING_TEXT.upgradeTaken;
			else if (licence.project_id !== projectId)
				reason = LICENSING_TEXT.upgradeOtherProduction(licence.production_name);
			else if (licenceRank(line) <= licenceRank(licence)) reason = LICENSING_TEXT.upgradeNotHigher;
		}
		if (reason) refused.push({ id: line.photo.id, title: line.photo.title, reason });
	}
	if (refused.length > 0) throw new LicensingRefusedError(refused);
}

/** The request a key was first used for, in the order its contract's fields come (zod's output). */
const fingerprintOf = (input: CheckoutInput) =>
	createHash("sha256").update(JSON.stringify(input)).digest("hex");

/** The order an earlier checkout with this key placed; the same key with another request is a 409. */
async function priorOrder(
	tx: Executor,
	userId: string,
	idempotency: { key: string; fingerprint: string },
): Promise<PriorOrder | null> {
	const prior = await orderByIdempotencyKey(tx, userId, idempotency.key);
	if (prior && prior.fingerprint !== idempotency.fingerprint)
		throw new ConflictError(ORDER_TEXT.idempotencyReused);
	return prior ?? null;
}

/**
 * What the first attempt answered, as far as it can be told again: the order, and its payment
 * page while the order still waits for that payment. Nothing is placed, mailed or charged twice.
 */
async function replay(services: AppServices, userId: string, prior: PriorOrder): Promise<CheckoutResponse> {
	const card = prior.payment_method !== "invoice";
	// The first attempt is still opening the payment page: its answer is not known yet.
	if (card && prior.status === "pending_payment" && prior.payment_url === null)
		throw new ConflictError(ORDER_TEXT.checkoutInProgress);
	// The first attempt's payment could not start, and its order was cancelled: that was its answer.
	if (card && prior.status === "cancelled" && prior.payment_url === null) throw new PaymentStartError();
	const order = await loadOrder(services.database.db, prior.id, { userId });
	if (!order) throw new Error(`order ${prior.id} vanished after checkout`);
	return { order, redirect_url: prior.status === "pending_payment" ? prior.payment_url : null };
}

/**
 * Opens the order's payment (after the commit). A card order replaced by a newer checkout while
 * its page was being opened (a double click: the second checkout found it without a session yet)
 * must not keep a payable page: it is closed here, and this older request told so (409).
 */
async function startPayment(
	services: AppServices,
	provider: PaymentProvider,
	orderId: string,
	userId: string,
	log: FastifyBaseLogger,
): Promise<CheckoutResponse> {
	const order = await loadOrder(services.database.db, orderId, { userId });
	if (!order) throw new Error(`order ${orderId} vanished after checkout`);
	const { publicUrl } = services.config;
	let redirectUrl: string | null;
	let replacedMeanwhile = false;
	try {
		const started = await provider.start(order, {
			successUrl: `${publicUrl}/checkout/success?order=${orderId}`,
			cancelUrl: `${publicUrl}/cart`,
		});
		redirectUrl = started.redirectUrl;
		if (started.stripeSessionId) {
			// Stored even on a replaced order, so that the webhook can still match this session.
			const stored = await storePaymentPage(services.database, orderId, {
				stripeSessionId: started.stripeSessionId,
				redirectUrl,
			});
			replacedMeanwhile = stored?.status !== "pending_payment";
			if (replacedMeanwhile)
				await closeReplacedPages(
					provider,
					[{ id: orderId, stripe_session_id: started.stripeSessionId }],
					log,
				);
		}
	} catch (err) {
		log.error({ err, orderId, method: provider.method }, "payment could not be started");
		const reason = err instanceof Error ? err.message : String(err);
		await services.database.db.transaction((tx) =>
			transitionOrder(tx, orderId, "cancel", "system", {
				note: `Payment could not be started: ${reason}`.slice(0, 500),
			}),
		);
		throw new PaymentStartError();
	}
	if (replacedMeanwhile) throw new ConflictError(ORDER_TEXT.checkoutReplaced);
	await notifyOrderChange({ ...services, log }, orderId, "placed");
	return { order, redirect_url: redirectUrl };
}
