import type { CheckoutCreate } from "@core/contracts/orders";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { apiPaths } from "@/lib/paths";
import { apiError, json, mockApi, sentHeaders } from "@/test/api-mock";
import { placeOrder } from "./place-order";

const input: CheckoutCreate = {
	project_id: "6f1d1f0e-8f43-4f7e-9b77-1a1c2b3d4e5f",
	billing: { name: "Ada", email: "ada@example.com", company: "Harbor Films", address: "1 Pier" },
	payment_method: "invoice",
	expected_total_cents: 4500,
	terms_version: "2026-11",
};
const placed = { order: { id: "o1" }, redirect_url: null };

/** Answers the checkout with each of these in turn: a Response, or "drop" for a lost connection. */
function checkoutAnswers(...answers: (Response | "drop")[]) {
	return mockApi({
		[apiPaths.checkout]: () => {
			const next = answers.shift();
			if (!next || next === "drop") throw new TypeError("Failed to fetch");
			return next;
		},
	});
}
const keysSent = (fetchMock: ReturnType<typeof mockApi>) =>
	sentHeaders(fetchMock, apiPaths.checkout).map((headers) => headers["idempotency-key"]);

beforeEach(() => sessionStorage.clear());
afterEach(() => sessionStorage.clear());

describe("placeOrder's Idempotency-Key", () => {
	it("sends the same key again when the first attempt got no answer", async () => {
		const fetchMock = checkoutAnswers("drop", json(placed, 201));
		await expect(placeOrder(input)).rejects.toMatchObject({ status: 0 });
		await expect(placeOrder(input)).resolves.toEqual(placed);
		const [first, retry] = keysSent(fetchMock);
		expect(first).toMatch(/^[0-9a-f-]{36}$/);
		expect(retry).toBe(first);
	});

	it("starts a new key once an answer came, success or refusal", async () => {
		const fetchMock = checkoutAnswers(
			json(placed, 201),
			apiError(409, "CONFLICT", "Prices changed"),
			json(placed, 201),
		);
		await placeOrder(input);
		await expect(placeOrder(input)).rejects.toMatchObject({ status: 409 });
		await placeOrder(input);
		expect(new Set(keysSent(fetchMock)).size).toBe(3);
	});

	it("starts a new key for a different request, even after a lost answer", async () => {
		const fetchMock = checkoutAnswers("drop", json(placed, 201));
		await expect(placeOrder(input)).rejects.toMatchObject({ status: 0 });
		await placeOrder({ ...input, expected_total_cents: 5000 });
		const [first, second] = keysSent(fetchMock);
		expect(second).not.toBe(first);
	});
});
