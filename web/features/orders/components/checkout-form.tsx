import type { CartResponse } from "@core/contracts/cart";
import { CheckoutCreate, type CheckoutOptionsResponse } from "@core/contracts/orders";
import { LICENCE_TERMS_VERSION } from "@core/licence-terms";
import { ORDER_TEXT } from "@core/orders";
import { TEAM_TEXT } from "@core/teams";
import { useQueryClient } from "@tanstack/react-query";
import { Pencil } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { refreshCart } from "@/api/cart/cart-cache";
import { useProjects } from "@/api/projects/projects-query";
import { ProjectPicker } from "@/components/production/project-picker";
import { buttonClasses } from "@/components/ui/button";
import { ApiError } from "@/lib/api-client";
import { useBelowTheFold } from "@/lib/bottom-bar";
import { actionableErrorText } from "@/lib/error-text";
import { checkoutSuccessUrl, paths } from "@/lib/paths";
import { type Problems, refusalOf, useForm } from "@/lib/use-form";
import { useProductionOptions } from "../api/get-checkout-options";
import { refreshOrders } from "../api/orders-cache";
import { refreshAfterOrder, usePlaceOrder } from "../api/place-order";
import { useSyncCartProduction } from "../api/sync-cart-production";
import {
	billingInput,
	type CheckoutField,
	type CheckoutValues,
	FIELD_IDS,
	initialMethod,
	initialValues,
	problemCount,
	productionFill,
	referencesInput,
} from "../lib/checkout-fields";
import { ORDER_FAILED_FALLBACK, TO_PAYMENT_PAGE } from "../lib/checkout-text";
import { BillingFields } from "./billing-fields";
import { CheckoutNotice, type CheckoutProblem } from "./checkout-notice";
import { CheckoutSection } from "./checkout-section";
import { OrderSummary } from "./order-summary";
import { PaymentMethodChoice } from "./payment-method-choice";
import { PlaceOrderBar } from "./place-order-bar";
import { ReviewLines } from "./review-lines";
import { TermsAcceptance } from "./terms-acceptance";

const FORM_ID = "checkout-form";

/** The notes typed for the lines still in the cart, left out when there are none. */
function sceneNotes(notes: Readonly<Record<string, string>>, cart: CartResponse) {
	const kept = cart.items.flatMap((line) => {
		const note = notes[line.id]?.trim();
		return note ? [[line.id, note] as const] : [];
	});
	return kept.length > 0 ? { scene_notes: Object.fromEntries(kept) } : {};
}

/**
 * Checkout's steps (issue 7): the production, the billing contact and the payment method, the
 * lines to review, and the summary with Place order. The project picker may show a form of its
 * own, so the checkout form holds the billing and payment steps only and the Place order
 * buttons submit it from outside (`form`). Nothing priced is sent: the server prices the cart,
 * and the total shown goes along only to catch a price that changed meanwhile.
 */
export function CheckoutForm({
	cart,
	options,
	cartRefreshing,
}: {
	cart: CartResponse;
	options: CheckoutOptionsResponse;
	cartRefreshing: boolean;
}) {
	const navigate = useNavigate();
	const queryClient = useQueryClient();
	const place = usePlaceOrder();
	const projects = useProjects();
	// The messages under the fields and the focus on the first are the form's; the notice in the
	// summary says how many there are, or why an order with no wrong field was not placed.
	const form = useForm({
		initial: () => initialValues(options),
		ids: FIELD_IDS,
		groups: ["project_id"],
		check: CheckoutCreate,
	});
	const { values } = form;
	const billingCompany = values["billing.company"];
	// A method the server stopped offering (its options were fetched again) falls back to the default.
	const method = options.payment_methods.includes(values.payment_method)
		? values.payment_method
		: initialMethod(options);
	const [problem, setProblem] = useState<CheckoutProblem | null>(null);
	// Scene notes by cart line: optional, so they live beside the checked fields.
	const [notes, setNotes] = useState<Record<string, string>>({});
	const [attempt, setAttempt] = useState(0);
	// Set once the order is placed: no second order while the browser moves on.
	const submitting = useRef(false);
	const [leaving, setLeaving] = useState<"payment" | "confirmation" | null>(null);
	const focusNotice = useRef(false);
	const notice = useRef<HTMLDivElement>(null);
	const summary = useRef<HTMLElement>(null);
	const summaryBelow = useBelowTheFold(summary);
	const pending = place.isPending || leaving !== null;

	// The project's company fills an empty company field, and follows the project while untouched.
	const projectCompany =
		projects.data?.projects.find((project) => project.id === values.project_id)?.company ?? null;
	const filledCompany = useRef("");
	const typedCompany = useRef(billingCompany);
	typedCompany.current = billingCompany;
	const fillCompany = useRef(form.set);
	fillCompany.current = form.set;
	useEffect(() => {
		if (!projectCompany) return;
		const previous = filledCompany.current;
		filledCompany.current = projectCompany;
		const current = typedCompany.current;
		if (current.trim() !== "" && current !== previous) return;
		// Filled for the buyer, as if typed: a message about the empty field no longer applies.
		fillCompany.current("billing.company", projectCompany);
	}, [projectCompany]);

	// A company's production (issue 29) starts the billing contact, PO number and production code
	// from the company and the production: each field as the page started it (empty, or the
	// account's or last order's prefill), or as the last production filled it, takes the new
	// value; what the buyer typed stays.
	const productionOptions = useProductionOptions(values.project_id);
	const production = productionOptions.data ?? null;
	const filledByProduction = useRef<Partial<Record<CheckoutField, string>>>({});
	const currentValues = useRef(values);
	currentValues.current = values;
	const startValues = useRef<CheckoutValues | null>(null);
	startValues.current ??= values;
	useEffect(() => {
		if (!production) return;
		const fill = productionFill(production);
		const previous = filledByProduction.current;
		filledByProduction.current = fill;
		const fieldValue = (from: CheckoutValues | null, field: CheckoutField) =>
			String(from?.[field as keyof CheckoutValues] ?? "");
		for (const [field, value] of Object.entries(fill) as [CheckoutField, string][]) {
			const current = fieldValue(currentValues.current, field);
			// The project's company name, filled above, gives way to the company's billing name.
			const filledForProject = field === "billing.company" && current === filledCompany.current;
			if (
				current.trim() === "" ||
				current === previous[field] ||
				filledForProject ||
				current === fieldValue(startValues.current, field)
			)
				fillCompany.current(field, value);
		}
	}, [production]);
	const mayCheckOut = production?.may_check_out ?? true;

	// Issue 30: the production chosen here becomes the cart's, so the server prices the cart for it
	// (its tier counts the photos it has licensed) and the totals shown are what checkout charges.
	// Asked once per production: a server that keeps another answer is not asked again and again.
	const syncProduction = useSyncCartProduction();
	const cartProductionId = cart.production?.project_id ?? null;
	const askedProduction = useRef<string | null>(null);
	useEffect(() => {
		const chosen = values.project_id;
		if (!chosen || chosen === cartProductionId || askedProduction.current === chosen) return;
		askedProduction.current = chosen;
		syncProduction.mutateAsync({ project_id: chosen }).catch((error: unknown) => {
			console.warn("Pricing the cart for the production failed", error);
		});
	}, [values.project_id, cartProductionId, syncProduction.mutateAsync]);

	// After the notice of an attempt has rendered; a field with a message takes the focus instead.
	useEffect(() => {
		if (attempt === 0 || !focusNotice.current) return;
		focusNotice.current = false;
		notice.current?.focus();
	}, [attempt]);

	function report(next: CheckoutProblem) {
		setProblem(next);
		focusNotice.current = next.kind !== "fields";
		setAttempt((count) => count + 1);
	}

	/** What the check or the server found: the count of wrong fields, else the first message. */
	function reportProblems(found: Problems<string>, otherwise: string) {
		const count = problemCount(found);
		report(count > 0 ? { kind: "fields", count } : { kind: "failed", message: otherwise });
	}

	function refused(failure: unknown) {
		submitting.current = false;
		console.warn("Placing the order failed", failure);
		if (failure instanceof ApiError && failure.status === 409) {
			// The cart changed under the buyer: show it as it is now.
			void refreshCart(queryClient);
			if (failure.message === ORDER_TEXT.priceChanged) {
				report({ kind: "price-changed", previousTotalCents: cart.total_cents });
				return;
			}
			if (failure.message === ORDER_TEXT.photosUnavailable) {
				report({ kind: "unavailable" });
				return;
			}
		}
		const { fields } = refusalOf(failure, Object.keys(FIELD_IDS) as CheckoutField[]);
		// Card payment switched off since the page loaded: the options say so once fetched again.
		if (fields.payment_method) void refreshOrders(queryClient);
		reportProblems(fields, actionableErrorText(failure, ORDER_FAILED_FALLBACK));
	}

	const placeOrder = form.handleSubmit(
		async (order) => {
			submitting.current = true;
			setProblem(null);
			const { order: placed, redirect_url } = await place.mutateAsync(order);
			setLeaving(redirect_url ? "payment" : "confirmation");
			if (redirect_url) window.location.assign(redirect_url);
			else navigate(checkoutSuccessUrl(placed.id));
			void refreshAfterOrder(queryClient);
		},
		{
			prepare: () => ({
				project_id: values.project_id ?? "",
				billing: billingInput(values),
				payment_method: method,
				expected_total_cents: cart.total_cents,
				terms_version: values.terms_version,
				...referencesInput(values),
				...sceneNotes(notes, cart),
			}),
			onInvalid: (found) =>
				reportProblems(found, Object.values(found).find(Boolean) ?? ORDER_FAILED_FALLBACK),
			onFailure: refused,
		},
	);

	function submit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault();
		if (!submitting.current) void placeOrder();
	}

	return (
		<div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
			<div className="grid min-w-0 gap-6">
				<CheckoutSection
					number={1}
					title="Production"
					description="The production these licences are for: its name goes on the licence certificate."
				>
					<div id={FIELD_IDS.project_id}>
						<ProjectPicker
							value={values.project_id}
							onChange={(next) => form.set("project_id", next)}
							error={form.problemOf("project_id")}
							emptyHint="A project names the production you license photos for."
						/>
					</div>
					{production?.company_name && (
						<p className="mt-3 text-sm text-ink-600">
							Checking out for {production.company_name}: the licences belong to the company and this
							production.
							{production.approved_only && " Only photos approved in its shortlists can be bought."}
						</p>
					)}
					{!mayCheckOut && (
						<p role="alert" className="mt-3 text-sm font-medium text-accent-700">
							{TEAM_TEXT.roleRefused("check out for this company")} Ask an owner or a buyer to place the
							order.
						</p>
					)}
				</CheckoutSection>
				<form
					id={FORM_ID}
					noValidate
					onSubmit={submit}
					aria-label="Billing and payment"
					className="grid gap-6"
				>
					<CheckoutSection
						number={2}
						title="Billing contact"
						description="Printed on the invoice and the licence certificate, with the order's references."
					>
						<BillingFields form={form} production={production} />
					</CheckoutSection>
					<CheckoutSection number={3} title="Payment">
						<PaymentMethodChoice
							methods={options.payment_methods}
							value={method}
							onChange={(next) => form.set("payment_method", next)}
							error={form.problemOf("payment_method") ?? undefined}
						/>
					</CheckoutSection>
					<CheckoutSection
						number={4}
						title="Licence terms"
						description="The terms of every licence in this order; the certificate names the version you accept."
					>
						<TermsAcceptance
							accepted={values.terms_version === LICENCE_TERMS_VERSION}
							onChange={(accepted) => form.set("terms_version", accepted ? LICENCE_TERMS_VERSION : "")}
							error={form.problemOf("terms_version")}
						/>
					</CheckoutSection>
				</form>
				<CheckoutSection
					number={5}
					title="Review"
					action={
						<Link
							to={paths.cart}
							className={buttonClasses({ variant: "ghost", size: "sm", className: "-mt-1" })}
						>
							<Pencil aria-hidden="true" className="size-4" />
							Edit cart
						</Link>
					}
				>
					<ReviewLines
						lines={cart.items}
						notes={notes}
						onNote={(lineId, note) => setNotes((current) => ({ ...current, [lineId]: note }))}
					/>
				</CheckoutSection>
			</div>
			{summaryBelow && (
				<PlaceOrderBar cart={cart} formId={FORM_ID} pending={pending} pricing={syncProduction.isPending} />
			)}
			<OrderSummary
				ref={summary}
				cart={cart}
				method={method}
				formId={FORM_ID}
				pending={pending}
				// While the cart is priced for a newly chosen production, its total is not the one to send.
				pricing={syncProduction.isPending}
				status={leaving === "payment" ? TO_PAYMENT_PAGE : null}
				notice={
					problem && (
						<CheckoutNotice
							// A new element per attempt, so the same message is announced again.
							key={attempt}
							ref={notice}
							problem={problem}
							totalCents={cart.total_cents}
							refreshing={cartRefreshing}
						/>
					)
				}
			/>
		</div>
	);
}
