import { expect, test } from "@playwright/test";
import { cli } from "./support/cli";
import { uniqueEmail } from "./support/mail";
import { signUpByLink } from "./support/session";

/**
 * Issue 24: mail leaves from the mail queue after the answer; what the mail server will not take
 * is listed for admins on /admin/mail, with "Retry now". The suite's SMTP server refuses
 * `refused.*` mailboxes for good (550), so such a mail is given up at its first attempt.
 */
test("mail the mail server refuses is listed for admins, and Retry now says it failed again", async ({
	page,
}) => {
	await page.goto("/");
	await signUpByLink(page, "Postmaster");
	const me = await (await page.request.get("/api/me")).json();
	expect(await cli("grant-admin", me.user.email)).toContain("is now an admin");

	// A sign-in link for an address without an account: the answer comes at once, and the
	// "no account" note it queues is refused by the mail server a moment later.
	const refused = uniqueEmail("refused");
	const asked = await page.request.post("/api/auth/sign-in/magic-link", {
		headers: { origin: new URL(page.url()).origin },
		data: { email: refused, callbackURL: "/photos" },
	});
	expect(asked.ok()).toBe(true);

	const item = page.getByRole("listitem", { name: `No account (sign-in attempt) to ${refused}` });
	await expect(async () => {
		await page.goto("/admin/mail");
		await expect(page.getByRole("heading", { level: 1, name: "Undelivered mail" })).toBeVisible();
		await expect(item).toBeVisible({ timeout: 2000 });
	}).toPass({ timeout: 20_000 });
	await expect(item).toContainText("Given up");
	await expect(item).toContainText("550");

	// From the keyboard, as an admin on a phone would reach it too.
	await item.getByRole("button", { name: "Retry now" }).focus();
	await page.keyboard.press("Enter");
	await expect(page.getByText("The mail could not be delivered this time either")).toBeVisible();
	await expect(item).toContainText("Given up");
});
