import { expect, type Page } from "@playwright/test";
import { cli } from "./cli";
import { uniqueEmail, waitForMail } from "./mail";

/** Below this width the header keeps only the menu button; the member's name is in the menu. */
const PHONE_MAX_WIDTH = 767;

/**
 * That the header shows a member signed in: the name link in the banner on a wide screen; on a
 * phone, the name inside the menu, with the banner's name hidden so the menu button stays on screen.
 */
export async function expectSignedInAs(page: Page, name: string): Promise<void> {
	const banner = page.getByRole("banner");
	const width = page.viewportSize()?.width ?? 1280;
	if (width > PHONE_MAX_WIDTH) {
		await expect(banner.getByRole("link", { name })).toBeVisible();
		return;
	}
	await expect(banner.getByRole("link", { name })).toBeHidden();
	const menuButton = banner.getByRole("button", { name: "Open menu" });
	const box = await menuButton.boundingBox();
	expect(box && box.x + box.width <= width).toBe(true);
	await menuButton.click();
	await expect(page.getByRole("dialog").getByText(`Signed in as ${name}`)).toBeVisible();
	await page.keyboard.press("Escape");
	await expect(page.getByRole("dialog")).toBeHidden();
}

/** Signs a new member called `name` up through the email link, in the page's own cookie jar. */
export async function signUpByLink(page: Page, name: string): Promise<void> {
	const email = uniqueEmail(name.toLowerCase());
	const res = await page.request.post("/api/auth/sign-in/magic-link", {
		headers: { origin: new URL(page.url() === "about:blank" ? "http://x" : page.url()).origin },
		data: {
			email,
			callbackURL: "/photos",
			newUserCallbackURL: "/photos",
			errorCallbackURL: "/auth?mode=magic-link",
			name,
			metadata: {
				first_name: name,
				agreement_type: "standard",
				agreement_accepted: true,
				agreement_date: new Date().toISOString(),
			},
		},
	});
	expect(res.ok()).toBe(true);
	const link = (await waitForMail(email, /sign-in link/)).links[0] ?? "";
	await page.goto(link);
	await expectSignedInAs(page, name);
}

/** Signs a new member called `name` up in the page's browser context and makes them an admin (the CLI's grant-admin). */
export async function newAdmin(page: Page, name: string): Promise<void> {
	await page.goto("/");
	await signUpByLink(page, name);
	const me = await (await page.request.get("/api/me")).json();
	expect(await cli("grant-admin", me.user.email)).toContain("is now an admin");
}
