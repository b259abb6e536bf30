import type { CartResponse } from "@core/contracts/cart";
import { CheckoutCreate, type CheckoutOptionsResponse } from "@core/contracts/orders";
import { ORDER_TEXT, type PaymentMethod } from "@core/orders";
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
import { refreshOrders } from "../api/orders-cache";
import { refreshAfterOrder, usePlaceOrder } from "../api/place-order";
import {
	type BillingDraft,
	type BillingField,
	billingInput,
	type CheckoutField,
	FIELD_IDS,
	firstProblemField,
	initialBilling,
	initialMethod,
	type Problems,
	problemCount,
	problemsOfFields,
	problemsOfParse,
} from "../lib/checkout-fields";
import { ORDER_FAILED_FALLBACK, TO_PAYMENT_PAGE } from "../lib/checkout-text";
import { BillingFields } from "./billing-fields";
import { CheckoutNotice, type CheckoutProblem } from "./checkout-notice";
import { CheckoutSection } from "./checkout-section";
import { OrderSummary } from "./order-summary";
import { PaymentMethodChoice } from "./payment-method-choice";
import { PlaceOrderBar } from "./place-order-bar";
import { ReviewLines } from "./review-lines";

const FORM_ID = "checkout-form";

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
	const [projectId, setProjectId] = useState<string | null>(null);
	const [billing, setBilling] = useState<BillingDraft>(() => initialBilling(options));
	const [chosenMethod, setChosenMethod] = useState<PaymentMethod>(() => initialMethod(options));
	// A method the server stopped offering (its options were fetched again) falls back to the default.
	const method = options.payment_methods.includes(chosenMethod) ? chosenMethod : initialMethod(options);
	const [problems, setProblems] = useState<Problems>({});
	const [problem, setProblem] = useState<CheckoutProblem | null>(null);
	const [attempt, setAttempt] = useState(0);
	// Set once the order is placed: no second order while the browser moves on.
	const submitting = useRef(false);
	const [leaving, setLeaving] = useState<"payment" | "confirmation" | null>(null);
	const focusAfterAttempt = useRef<CheckoutField | "notice" | null>(null);
	const production = useRef<HTMLDivElement>(null);
	const notice = useRef<HTMLDivElement>(null);
	const summary = useRef<HTMLElement>(null);
	const summaryBelow = useBelowTheFold(summary);
	const pending = place.isPending || leaving !== null;

	// The project's company fills an empty company field, and follows the project while untouched.
	const projectCompany = projects.data?.projects.find((project) => project.id === projectId)?.company ?? null;
	const filledCompany = useRef("");
	const typedCompany = useRef(billing.company);
	typedCompany.current = billing.company;
	useEffect(() => {
		if (!projectCompany) return;
		const previous = filledCompany.current;
		filledCompany.current = projectCompany;
		const current = typedCompany.current;
		if (current.trim() !== "" && current !== previous) return;
		setBilling((draft) => ({ ...draft, company: projectCompany }));
		// Filled for the buyer: a message about the empty field no longer applies.
		setProblems((found) => ({ ...found, "billing.company": undefined }));
	}, [projectCompany]);

	// After the messages of an attempt have rendered, so the focused field reads its message.
	useEffect(() => {
		if (attempt === 0) return;
		const target = focusAfterAttempt.current;
		focusAfterAttempt.current = null;
		if (target === "notice") notice.current?.focus();
		else if (target === "project_id") {
			production.current?.querySelector<HTMLElement>("select, input, button")?.focus();
		} else if (target) document.getElementById(FIELD_IDS[target])?.focus();
	}, [attempt]);

	function report(next: CheckoutProblem, found: Problems = {}) {
		setProblems(found);
		setProblem(next);
		focusAfterAttempt.current = next.kind === "fields" ? firstProblemField(found) : "notice";
		setAttempt((count) => count + 1);
	}

	function reportFields(found: Problems) {
		report({ kind: "fields", count: problemCount(found) }, found);
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
		const found = problemsOfFields(failure instanceof ApiError ? (failure.fields ?? {}) : {});
		// Card payment switched off since the page loaded: the options say so once fetched again.
		if (found.payment_method) void refreshOrders(queryClient);
		if (problemCount(found) > 0) reportFields(found);
		else report({ kind: "failed", message: actionableErrorText(failure, ORDER_FAILED_FALLBACK) });
	}

	function submit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault();
		if (submitting.current) return;
		const parsed = CheckoutCreate.safeParse({
			project_id: projectId ?? "",
			billing: billingInput(billing),
			payment_method: method,
			expected_total_cents: cart.total_cents,
		});
		if (!parsed.success) {
			const found = problemsOfParse(parsed.error);
			if (problemCount(found) > 0) reportFields(found);
			else report({ kind: "failed", message: parsed.error.issues[0]?.message ?? ORDER_FAILED_FALLBACK });
			return;
		}
		submitting.current = true;
		setProblems({});
		setProblem(null);
		place.mutateAsync(parsed.data).then(({ order, redirect_url }) => {
			setLeaving(redirect_url ? "payment" : "confirmation");
			if (redirect_url) window.location.assign(redirect_url);
			else navigate(checkoutSuccessUrl(order.id));
			void refreshAfterOrder(queryClient);
		}, refused);
	}

	function changeBilling(field: BillingField, value: string) {
		setBilling((current) => ({ ...current, [field]: value }));
		setProblems((current) => ({ ...current, [`billing.${field}`]: undefined }));
	}

	return (
		<div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
			<div className="grid min-w-0 gap-6">
				<CheckoutSection
					number={1}
					title="Production"
					description="The production these licences are for: its name goes on the licence certificate."
				>
					<div ref={production}>
						<ProjectPicker
							value={projectId}
							onChange={(next) => {
								setProjectId(next);
								setProblems((current) => ({ ...current, project_id: undefined }));
							}}
							error={problems.project_id}
							emptyHint="A project names the production you license photos for."
						/>
					</div>
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
						description="Printed on the invoice and the licence certificate."
					>
						<BillingFields value={billing} onChange={changeBilling} problems={problems} />
					</CheckoutSection>
					<CheckoutSection number={3} title="Payment">
						<PaymentMethodChoice
							methods={options.payment_methods}
							value={method}
							onChange={(next) => {
								setChosenMethod(next);
								setProblems((current) => ({ ...current, payment_method: undefined }));
							}}
							error={problems.payment_method}
						/>
					</CheckoutSection>
				</form>
				<CheckoutSection
					number={4}
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
					<ReviewLines lines={cart.items} />
				</CheckoutSection>
			</div>
			{summaryBelow && <PlaceOrderBar cart={cart} formId={FORM_ID} pending={pending} />}
			<OrderSummary
				ref={summary}
				cart={cart}
				method={method}
				formId={FORM_ID}
				pending={pending}
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
