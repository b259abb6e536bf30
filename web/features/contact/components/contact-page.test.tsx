import { AUTH_MESSAGES } from "@core/auth-text";
import { CONTACT_TEXT } from "@core/contracts/contact";
import { fullTitle } from "@core/site-name";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import {
	apiError,
	captchaOff,
	json,
	mockApi,
	sentBodies,
	sentHeaders,
	signedInMember,
	signedOut,
} from "@/test/api-mock";
import { fieldError } from "@/test/field-error";
import { renderApp } from "@/test/render-app";
import { SEND_FAILED } from "./contact-form";
import { SENT_TITLE } from "./contact-sent";

// jsdom cannot run the proof of work: the widget's script is replaced by nothing, and the
// tests play the widget's part by sending its `statechange` events.
vi.mock("altcha", () => ({}));

const CONTACT = "/api/contact";
const RECEIVED = { id: "0b7e2a52-1c0e-4d57-9a54-3f6f0c1f8e21", received_at: "2026-11-24T10:00:00.000Z" };
const MESSAGE = "We need twenty kitchen snapshots from the 1970s for a family home set.";

function fill(values: Partial<Record<"name" | "email" | "company" | "message", string>>) {
	const labels = { name: "Your name", email: "Email", company: "Company or production", message: "Message" };
	for (const [field, value] of Object.entries(values)) {
		fireEvent.change(screen.getByLabelText(labels[field as keyof typeof labels], { exact: false }), {
			target: { value },
		});
	}
}
const chooseTopic = (value: string) =>
	fireEvent.change(screen.getByLabelText("What is it about?"), { target: { value } });
const sendButton = () => screen.getByRole<HTMLButtonElement>("button", { name: "Send message" });

async function openContact(answers: Record<string, unknown> = {}, url = "/contact") {
	const fetchMock = mockApi({ "/api/me": signedOut, "/api/auth-options": captchaOff, ...answers });
	const view = renderApp(url);
	await screen.findByRole("heading", { level: 1, name: "Contact" });
	await waitFor(() => expect(sendButton().disabled).toBe(false));
	return { fetchMock, ...view };
}

describe("/contact", () => {
	it("says what to write about and where answers are, with the page's title", async () => {
		await openContact();
		await waitFor(() => expect(document.title).toBe(fullTitle("Contact")));
		expect(screen.getByRole("heading", { name: "What helps us answer" })).toBeTruthy();
		expect(screen.getByRole("link", { name: "the licence" }).getAttribute("href")).toBe("/license");
		expect(screen.getByRole("link", { name: "pricing" }).getAttribute("href")).toBe("/pricing");
		expect(screen.getByLabelText<HTMLInputElement>("Your name", { exact: false }).value).toBe("");
	});

	it("checks every field before sending, focusing the first problem", async () => {
		const { fetchMock } = await openContact();
		fill({ email: "maya@", message: "Too short." });
		fireEvent.click(sendButton());

		expect(fieldError("Your name")).toBe(CONTACT_TEXT.nameRequired);
		expect(fieldError("Email")).toBe(CONTACT_TEXT.emailInvalid);
		expect(fieldError("What is it about?")).toBe(CONTACT_TEXT.topicRequired);
		expect(fieldError("Message")).toBe(CONTACT_TEXT.messageTooShort);
		expect(fieldError("Company or production")).toBeNull();
		expect(document.activeElement).toBe(screen.getByLabelText("Your name", { exact: false }));
		expect(sentBodies(fetchMock, CONTACT)).toEqual([]);

		// Editing a field clears its message.
		fill({ name: "Maya" });
		expect(fieldError("Your name")).toBeNull();
	});

	it("sends the message, thanks the sender, and starts another with their name and email", async () => {
		const { fetchMock } = await openContact({ [CONTACT]: json(RECEIVED, 201) }, "/contact?topic=selling");
		expect(screen.getByLabelText<HTMLSelectElement>("What is it about?").value).toBe("selling");
		fill({
			name: " Maya Lindqvist ",
			email: "maya@harbor-films.test",
			company: "",
			message: `  ${MESSAGE} `,
		});
		chooseTopic("licensing");
		fireEvent.click(sendButton());

		const title = await screen.findByRole("heading", { name: SENT_TITLE });
		await waitFor(() => expect(document.activeElement).toBe(title));
		expect(screen.getByText("maya@harbor-films.test")).toBeTruthy();
		expect(sentBodies(fetchMock, CONTACT)).toEqual([
			{
				name: "Maya Lindqvist",
				email: "maya@harbor-films.test",
				company: null,
				topic: "licensing",
				message: MESSAGE,
			},
		]);

		fireEvent.click(screen.getByRole("button", { name: "Write another message" }));
		expect(screen.getByLabelText<HTMLInputElement>("Your name", { exact: false }).value).toBe(
			"Maya Lindqvist",
		);
		expect(screen.getByLabelText<HTMLInputElement>("Email", { exact: false }).value).toBe(
			"maya@harbor-films.test",
		);
		expect(screen.getByLabelText<HTMLTextAreaElement>("Message").value).toBe("");
	});

	it("fills in a signed-in user's name and email", async () => {
		await openContact({ "/api/me": signedInMember });
		await waitFor(() =>
			expect(screen.getByLabelText<HTMLInputElement>("Your name", { exact: false }).value).toBe("Ada"),
		);
		expect(screen.getByLabelText<HTMLInputElement>("Email", { exact: false }).value).toBe("ada@example.com");
	});

	it("shows the server's messages under their fields", async () => {
		await openContact({
			[CONTACT]: apiError(400, "VALIDATION_ERROR", "Invalid body", { email: "That address bounces." }),
		});
		fill({ name: "Maya", email: "maya@harbor-films.test", message: MESSAGE });
		chooseTopic("press");
		fireEvent.click(sendButton());

		await waitFor(() => expect(fieldError("Email")).toBe("That address bounces."));
		expect(document.activeElement).toBe(screen.getByLabelText("Email", { exact: false }));
		expect(screen.queryByText(SEND_FAILED, { exact: false })).toBeNull();
	});

	it("says when the message was not sent, and sends the same one again on retry", async () => {
		let calls = 0;
		const { fetchMock } = await openContact({
			[CONTACT]: () => {
				calls += 1;
				return calls === 1
					? apiError(429, "RATE_LIMITED", "Too many requests. Please wait a moment and try again.")
					: json(RECEIVED, 201);
			},
		});
		fill({ name: "Maya", email: "maya@harbor-films.test", message: MESSAGE });
		chooseTopic("other");
		fireEvent.click(sendButton());

		const notice = await screen.findByRole("alert");
		expect(notice.textContent).toContain(SEND_FAILED);
		expect(notice.textContent).toContain("Too many requests.");
		fireEvent.click(screen.getByRole("button", { name: "Try again" }));

		expect(await screen.findByRole("heading", { name: SENT_TITLE })).toBeTruthy();
		const [first, second] = sentBodies(fetchMock, CONTACT);
		expect(second).toEqual(first);
	});
});

describe("/contact with the captcha on", () => {
	it("waits for the widget's token, sends it once, and says beside the widget when the server refuses it", async () => {
		const fetchMock = mockApi({
			"/api/me": signedOut,
			"/api/auth-options": { captcha: "altcha", oidc: null },
			[CONTACT]: apiError(400, "CAPTCHA_INVALID", "The verification expired. Please verify again."),
		});
		renderApp("/contact");
		await waitFor(() => expect(document.querySelector("altcha-widget")).not.toBeNull());
		const widget = document.querySelector("altcha-widget") as HTMLElement;
		fill({ name: "Maya", email: "maya@harbor-films.test", message: MESSAGE });
		chooseTopic("order");
		expect(sendButton().disabled).toBe(true);

		act(() => {
			widget.dispatchEvent(
				new CustomEvent("statechange", { detail: { state: "verified", payload: "token-1" } }),
			);
		});
		fireEvent.click(sendButton());

		expect(await screen.findByText("The verification expired. Please verify again.")).toBeTruthy();
		expect(sentHeaders(fetchMock, CONTACT)[0]?.["x-captcha-response"]).toBe("token-1");
		// The token was spent: the form needs a new one before it sends again.
		await waitFor(() => expect(sendButton().disabled).toBe(true));
		expect(screen.queryByText(AUTH_MESSAGES.completeCaptcha)).toBeNull();
	});
});
