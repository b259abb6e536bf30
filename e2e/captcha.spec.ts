import { AUTH_TEXT } from "@core/auth-text";
import { expect, test } from "@playwright/test";
import { uniqueEmail } from "./support/mail";
import { E2E_PORTS } from "./support/ports";
import { expectSignedInAs } from "./support/session";

// The second app: captcha on (ALTCHA solved by the browser) and mail kept in the dev outbox.
test.use({ baseURL: `http://127.0.0.1:${E2E_PORTS.captchaApp}` });

test("the captcha widget solves its challenge in the browser, and the dev mailbox delivers the link", async ({
	page,
}) => {
	const errors: string[] = [];
	page.on("pageerror", (err) => errors.push(err.message));
	page.on("console", (msg) => {
		if (msg.type() === "error") errors.push(msg.text());
	});
	const email = uniqueEmail("captcha");

	await page.goto("/auth?mode=signup");
	await page.getByRole("checkbox", { name: "I accept the standard licensing agreement" }).check();
	await page.getByLabel("Email").fill(email);
	await page.getByLabel("First name").fill("Cora");
	// The widget fetches a challenge from our server and solves it in a worker.
	await expect(page.locator("altcha-widget")).toBeVisible();
	await expect(page.locator("altcha-widget input[name='altcha']")).toHaveValue(/.{100,}/, {
		timeout: 20_000,
	});
	await page.getByRole("button", { name: "Create account" }).click();
	await expect(page.getByText(AUTH_TEXT.checkEmail)).toBeVisible();

	await page.goto("/dev/mailbox");
	const message = page
		.getByRole("article")
		.filter({ hasText: email })
		.filter({ hasText: /sign-in link/ });
	await expect(message).toBeVisible();
	await message.getByRole("link", { name: /magic-link\/verify/ }).click();
	await expect(page).toHaveURL(/\/profile$/);
	await expectSignedInAs(page, "Cora");
	expect(errors).toEqual([]);
});
