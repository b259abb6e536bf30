import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, mockApi, signedOut } from "@/test/api-mock";
import { renderApp } from "@/test/render-app";
import { MAILBOX_EMPTY, MAILBOX_UNAVAILABLE } from "./mailbox-page";

const older = {
	id: "m1",
	to: "ada@example.com",
	subject: "Welcome to Snapshot Set Dressing",
	sent_at: "2025-03-01T10:00:00.000Z",
	text: "Your account is ready.",
	links: ["http://localhost:3000/search"],
};
const newer = {
	id: "m2",
	to: "ada@example.com",
	subject: "Your Snapshot Set Dressing sign-in link",
	sent_at: "2025-03-01T10:05:00.000Z",
	text: "Use the button below to sign in.",
	links: ["http://localhost:3000/api/auth/magic-link/verify?token=abc", "javascript:alert(1)"],
};

describe("/dev/mailbox", () => {
	it("lists the kept mail newest first, with its links as links", async () => {
		mockApi({ "/api/me": signedOut, "/api/dev/mailbox": { transport: "outbox", messages: [older, newer] } });
		renderApp("/dev/mailbox");

		const articles = await screen.findAllByRole("article");
		expect(articles.map((article) => article.getAttribute("aria-label"))).toEqual([
			newer.subject,
			older.subject,
		]);
		expect(screen.getByText("Use the button below to sign in.")).toBeTruthy();
		expect(
			screen
				.getByRole("link", { name: "http://localhost:3000/api/auth/magic-link/verify?token=abc" })
				.getAttribute("href"),
		).toBe("http://localhost:3000/api/auth/magic-link/verify?token=abc");
		// Only web addresses become links.
		expect(screen.queryByRole("link", { name: "javascript:alert(1)" })).toBeNull();
	});

	it("says the mailbox is for development only when the server has none", async () => {
		mockApi({ "/api/me": signedOut, "/api/dev/mailbox": apiError(404, "NOT_FOUND", "Not found") });
		renderApp("/dev/mailbox");
		expect(await screen.findByText(MAILBOX_UNAVAILABLE)).toBeTruthy();
	});

	it("says when mail goes out by SMTP, and when there is none yet", async () => {
		mockApi({ "/api/me": signedOut, "/api/dev/mailbox": { transport: "smtp", messages: [] } });
		const { unmount } = renderApp("/dev/mailbox");
		expect(await screen.findByText("Mail is sent by SMTP")).toBeTruthy();
		unmount();

		mockApi({ "/api/me": signedOut, "/api/dev/mailbox": { transport: "outbox", messages: [] } });
		renderApp("/dev/mailbox");
		expect(await screen.findByText(MAILBOX_EMPTY)).toBeTruthy();
	});
});
