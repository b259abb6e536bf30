import type { AdminMailItem } from "@core/contracts/mail";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, byMethod, json, mockApi, never, requestedPaths, signedInAdmin } from "@/test/api-mock";
import { renderApp } from "@/test/render-app";
import { MAIL_PAGE_TEXT } from "./admin-mail-page";
import { MAIL_ITEM_TEXT } from "./mail-item";

const LIST = "/api/admin/mail";
const ID_A = "0f6b1c2d-3e4f-4a5b-8c6d-7e8f90a1b2c3";
const ID_B = "1a7c2d3e-4f50-4b6c-9d7e-8f90a1b2c3d4";
const CONTACT = "2b8d3e4f-5061-4c7d-8e9f-a0b1c2d3e4f5";
const session = {
	"/api/me": signedInAdmin,
	"/api/me/is-admin": { is_admin: true },
	"/api/cart/count": { count: 0 },
};

const LONG_MESSAGE = `We have four albums of 1960s snapshots from Lagos and Leeds. ${"Weddings, picnics, a new car. ".repeat(12)}The end of the story.`;

const contactMail: AdminMailItem = {
	id: ID_A,
	kind: "contact",
	status: "pending",
	recipient: "team@shop.test",
	subject: "Contact form · Selling a family archive · Ruth Okafor",
	attempts: 2,
	max_attempts: 8,
	last_error: "connect ECONNREFUSED 127.0.0.1:25",
	next_attempt_at: "2026-11-30T10:05:00.000Z",
	created_at: "2026-11-30T10:00:00.000Z",
	contact: {
		id: CONTACT,
		name: "Ruth Okafor",
		email: "ruth@okafor-family.test",
		company: "Okafor family",
		topic: "selling",
		message: LONG_MESSAGE,
		received_at: "2026-11-30T10:00:00.000Z",
	},
};
const givenUp: AdminMailItem = {
	id: ID_B,
	kind: "no_account",
	status: "failed",
	recipient: "gone@nowhere.test",
	subject: "Sign-in attempt at Snapshot Set Dressing",
	attempts: 1,
	max_attempts: 8,
	last_error: "Can't send mail - all recipients were rejected: 550 No such mailbox here",
	next_attempt_at: null,
	created_at: "2026-11-29T08:00:00.000Z",
	contact: null,
};
const listOf = (items: AdminMailItem[], total = items.length) => ({ items, total, limit: 200 });

describe("/admin/mail", () => {
	it("lists each mail with its state, attempts, next attempt and error, and a contact message with its sender", async () => {
		mockApi({ ...session, [LIST]: listOf([contactMail, givenUp], 230) });
		renderApp("/admin/mail");

		const list = await screen.findByRole("list", { name: "Undelivered mail" });
		expect(screen.getByText("230 mails have not gone out. Showing the 2 newest.")).toBeTruthy();
		const [first, second] = within(list).getAllByRole("listitem");
		expect(first?.getAttribute("aria-label")).toBe("Contact form message to team@shop.test");
		expect(first?.textContent).toContain("Retrying");
		expect(first?.textContent).toContain("2 of 8");
		expect(first?.textContent).toContain("connect ECONNREFUSED 127.0.0.1:25");
		expect(second?.textContent).toContain("Given up");
		expect(second?.textContent).toContain(MAIL_ITEM_TEXT.givenUp);
		expect(second?.textContent).toContain("550 No such mailbox here");

		// The sender, a way to answer them, and their words: the start, then all on request.
		const message = within(first as HTMLElement).getByRole("region", {
			name: "Contact message from Ruth Okafor",
		});
		expect(within(message).getByRole("link", { name: "ruth@okafor-family.test" }).getAttribute("href")).toBe(
			"mailto:ruth@okafor-family.test",
		);
		expect(message.textContent).toContain("Selling a family archive");
		expect(message.textContent).not.toContain("The end of the story.");
		const more = within(message).getByRole("button", { name: MAIL_ITEM_TEXT.readAll });
		expect(more.getAttribute("aria-expanded")).toBe("false");
		fireEvent.click(more);
		expect(message.textContent).toContain("The end of the story.");
		expect(more.getAttribute("aria-expanded")).toBe("true");
		expect(document.title).toMatch(/^Undelivered mail/);
	});

	it("says when all mail has gone out, and offers a retry when the list cannot load", async () => {
		mockApi({ ...session, [LIST]: listOf([]) });
		const first = renderApp("/admin/mail");
		expect(await screen.findByText(MAIL_PAGE_TEXT.empty)).toBeTruthy();
		first.unmount();

		mockApi({ ...session, [LIST]: never() });
		const second = renderApp("/admin/mail");
		expect(await screen.findByText("Loading the undelivered mail…")).toBeTruthy();
		second.unmount();

		let calls = 0;
		mockApi({
			...session,
			[LIST]: () => (++calls === 1 ? apiError(503, "SERVICE_UNAVAILABLE", "Down") : json(listOf([givenUp]))),
		});
		renderApp("/admin/mail");
		fireEvent.click(await screen.findByRole("button", { name: "Try again" }));
		expect(await screen.findByRole("list", { name: "Undelivered mail" })).toBeTruthy();
	});

	it("retries a mail now: a delivered one leaves the list and focus moves to the list", async () => {
		let delivered = false;
		const deliver = () => {
			delivered = true;
			return json({ outcome: "sent", item: null });
		};
		const fetchMock = mockApi({
			...session,
			[LIST]: () => json(listOf(delivered ? [givenUp] : [contactMail, givenUp])),
			[`/api/admin/mail/${ID_A}/retry`]: byMethod({ POST: deliver }),
			[`/api/admin/mail/${ID_B}/retry`]: byMethod({
				POST: json({ outcome: "failed", item: { ...givenUp, attempts: 2, last_error: "still refused" } }),
			}),
		});
		renderApp("/admin/mail");
		const list = await screen.findByRole("list", { name: "Undelivered mail" });
		const [first, second] = within(list).getAllByRole("listitem");

		fireEvent.click(within(first as HTMLElement).getByRole("button", { name: MAIL_ITEM_TEXT.retry }));
		expect(await screen.findByText(MAIL_ITEM_TEXT.sent("team@shop.test"))).toBeTruthy();
		await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(1));
		expect(document.activeElement?.id).toBe("undelivered-heading");

		fireEvent.click(within(second as HTMLElement).getByRole("button", { name: MAIL_ITEM_TEXT.retry }));
		expect(await screen.findByText(MAIL_ITEM_TEXT.stillFailing)).toBeTruthy();
		expect(await screen.findByText("still refused")).toBeTruthy();
		expect(requestedPaths(fetchMock).filter((p) => p.endsWith("/retry"))).toEqual([
			`/api/admin/mail/${ID_A}/retry`,
			`/api/admin/mail/${ID_B}/retry`,
		]);
	});

	it("says why a retry was refused (another worker sent it first)", async () => {
		mockApi({
			...session,
			[LIST]: listOf([givenUp]),
			[`/api/admin/mail/${ID_B}/retry`]: apiError(409, "CONFLICT", "This mail is being sent right now"),
		});
		renderApp("/admin/mail");
		fireEvent.click(await screen.findByRole("button", { name: MAIL_ITEM_TEXT.retry }));
		expect(await screen.findByText(MAIL_ITEM_TEXT.retryFailed)).toBeTruthy();
		expect(await screen.findByText("This mail is being sent right now")).toBeTruthy();
	});
});
