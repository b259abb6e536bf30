import { expect, type Page } from "@playwright/test";

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
