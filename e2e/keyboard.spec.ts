import { CART_TEXT } from "@core/cart-messages";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { signUpByLink } from "./support/session";

/**
 * Keyboard use of the menus, dialogs, tabs, photo grid and cart. The interactions these tests
 * claim are keyboard ones go through page.keyboard only; focus() and the API are used for setup.
 */

/** Whether the element is the document's focused element. */
function isFocused(locator: Locator): Promise<boolean> {
	return locator.evaluate((el) => el === document.activeElement);
}

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 40, key = "Tab"): Promise<void> {
	for (let i = 0; i < max; i++) {
		if (await isFocused(target)) return;
		await page.keyboard.press(key);
	}
	await expect(target, `reached by ${key} within ${max} presses`).toBeFocused();
}

/** That the focused element shows a focus indicator: a real outline or a box-shadow ring. */
async function expectVisibleFocus(page: Page): Promise<void> {
	await expect
		.poll(
			() =>
				page.evaluate(() => {
					const el = document.activeElement;
					if (!el || el === document.body) return "nothing focused";
					const style = getComputedStyle(el);
					const outline = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0;
					const ring = style.boxShadow !== "none";
					return outline || ring ? "visible" : `no ring on ${el.outerHTML.slice(0, 120)}`;
				}),
			{ message: "the focused element has an outline or a box-shadow ring" },
		)
		.toBe("visible");
}

/** Whether the focused element is inside `container`. */
function focusInside(container: Locator): Promise<boolean> {
	return container.evaluate((el) => el.contains(document.activeElement));
}

/** The number of the newest seeded photo, read through the API as the signed-in member. */
async function firstPhotoId(page: Page): Promise<number> {
	const search = await (await page.request.get("/api/search?limit=1")).json();
	const photoid = (search.photos as Array<{ photoid: number }>)[0]?.photoid;
	if (!photoid) throw new Error("no seeded photo");
	return photoid;
}

test.describe("keyboard", () => {
	test.skip(
		({ isMobile }) => isMobile,
		"keyboard flows run once, on the desktop project; the menu test is below",
	);

	test("Tab reaches the photo cards with a visible ring, the card's buttons show on focus, and Enter opens the photo", async ({
		page,
	}) => {
		await page.goto("/");
		await signUpByLink(page, "Kira");
		await page.goto("/new");
		// /new: the grid is the first thing in the content (/photos puts its filters before it).
		const grid = page.getByRole("list", { name: "New arrivals" });
		const firstCard = grid.getByRole("link").first();
		await expect(firstCard).toBeVisible();

		// From the top of the page: the skip link first, which jumps over the header to the content.
		await page.keyboard.press("Tab");
		await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
		await page.keyboard.press("Enter");
		await expect(page.locator("#main-content")).toBeFocused();
		await tabTo(page, firstCard, 3);
		await expectVisibleFocus(page);

		// The card's cart button is the next stop, and it shows while the card has the focus.
		await page.keyboard.press("Tab");
		const cartButton = grid
			.getByRole("listitem")
			.first()
			.getByRole("button", { name: /^Add to Cart: / });
		await expect(cartButton).toBeFocused();
		await expect.poll(() => cartButton.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
		await expectVisibleFocus(page);

		await page.keyboard.press("Shift+Tab");
		await expect(firstCard).toBeFocused();
		const href = (await firstCard.getAttribute("href")) ?? "";
		expect(href).toMatch(/^\/photo\/\d+$/);
		await page.keyboard.press("Enter");
		await expect(page).toHaveURL(new RegExp(`${href}$`));
		await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
	});

	test("the photo page's tabs: arrow keys, Home and End move and select, one tab stop for the list", async ({
		page,
	}) => {
		await page.goto("/");
		await signUpByLink(page, "Tariq");
		await page.goto(`/photo/${await firstPhotoId(page)}`);
		const tablist = page.getByRole("tablist", { name: "More about this photo" });
		const tabs = tablist.getByRole("tab");
		await expect(tabs.first()).toBeVisible();
		const names = (await tabs.allTextContents()).map((name) => name.trim());
		expect(names[0]).toBe("Similar photos");
		expect(names).toContain("Photo details");
		const last = names.length - 1;

		/** That the n-th tab is the selected, focused one, the only tab stop, and names the panel. */
		async function expectSelected(n: number) {
			const tab = tablist.getByRole("tab", { name: names[n], exact: true });
			await expect(tab).toHaveAttribute("aria-selected", "true");
			await expect(tab).toBeFocused();
			await expect(tab).toHaveAttribute("tabindex", "0");
			await expect(tablist.locator('[role="tab"][tabindex="0"]')).toHaveCount(1);
			await expect(page.getByRole("tabpanel", { name: names[n] })).toBeVisible();
		}

		// Setup: the focus on the selected tab; from here on only keys.
		await tablist.getByRole("tab", { name: "Similar photos" }).focus();
		await expectSelected(0);
		for (let n = 1; n <= last; n++) {
			await page.keyboard.press("ArrowRight");
			await expectSelected(n);
		}
		// The details panel is the one showing once its tab is chosen.
		await page.keyboard.press("Home");
		await expectSelected(0);
		const details = names.indexOf("Photo details");
		for (let n = 0; n < details; n++) await page.keyboard.press("ArrowRight");
		await expectSelected(details);
		await expect(
			page.getByRole("tabpanel").getByRole("heading", { name: "Technical details" }),
		).toBeVisible();

		// Both ends wrap around.
		await page.keyboard.press("End");
		await expectSelected(last);
		await page.keyboard.press("ArrowRight");
		await expectSelected(0);
		await page.keyboard.press("ArrowLeft");
		await expectSelected(last);
		await page.keyboard.press("Home");
		await expectSelected(0);
		await expect(
			page
				.getByRole("tabpanel", { name: "Similar photos" })
				.getByRole("list", { name: "Similar photos" })
				.or(page.getByRole("tabpanel").getByText("No Similar Photos Found")),
		).toBeVisible();

		// Tab leaves the list instead of walking its tabs; Shift+Tab comes back to the selected one.
		await page.keyboard.press("Tab");
		expect(await focusInside(tablist)).toBe(false);
		await page.keyboard.press("Shift+Tab");
		await expectSelected(0);
	});

	test("a dialog opens with Enter and Space, takes the focus, keeps Tab inside and gives the focus back on Escape", async ({
		page,
	}) => {
		await page.goto("/");
		await signUpByLink(page, "Dana");
		await page.goto(`/photo/${await firstPhotoId(page)}`);
		const opener = page.getByRole("button", { name: "Add to wishlist" });
		await expect(opener).toBeVisible();
		const dialog = page.getByRole("dialog", { name: "Add to wishlist" });

		// Setup: the focus on the button; then Enter opens the dialog and the focus moves in.
		await opener.focus();
		await page.keyboard.press("Enter");
		await expect(dialog).toBeVisible();
		await expect(dialog.getByRole("button", { name: "Create new wishlist" })).toBeVisible();
		await expect.poll(() => focusInside(dialog), { message: "the focus moved into the dialog" }).toBe(true);
		await expectVisibleFocus(page);

		// Tab and Shift+Tab go round the dialog's controls and never leave it.
		const stops = await dialog.evaluate(
			(el) =>
				el.querySelectorAll(
					'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])',
				).length,
		);
		expect(stops).toBeGreaterThanOrEqual(2);
		const visited = new Set<string>();
		for (let i = 0; i < stops + 2; i++) {
			await page.keyboard.press("Tab");
			expect(await focusInside(dialog), `Tab ${i + 1} stays in the dialog`).toBe(true);
			visited.add(await page.evaluate(() => document.activeElement?.outerHTML ?? ""));
			await expectVisibleFocus(page);
		}
		expect(visited.size).toBe(stops);
		for (let i = 0; i < stops + 2; i++) {
			await page.keyboard.press("Shift+Tab");
			expect(await focusInside(dialog), `Shift+Tab ${i + 1} stays in the dialog`).toBe(true);
		}

		await page.keyboard.press("Escape");
		await expect(dialog).toBeHidden();
		await expect(opener).toBeFocused();

		// Space opens it as well, and Escape again hands the focus back.
		await page.keyboard.press("Space");
		await expect(dialog).toBeVisible();
		await expect.poll(() => focusInside(dialog)).toBe(true);
		await page.keyboard.press("Escape");
		await expect(dialog).toBeHidden();
		await expect(opener).toBeFocused();
	});

	test("the cart by keyboard: add with a license from the photo page, open /cart, change a license, remove a line", async ({
		page,
	}) => {
		await page.goto("/");
		await signUpByLink(page, "Keya");
		// Cleared for hero use (issue 26): the arrow key below picks hero usage.
		const search = await (await page.request.get("/api/search?limit=2&cleared=hero")).json();
		const [photo, other] = search.photos as Array<{ id: string; photoid: number }>;
		if (!photo || !other) throw new Error("two seeded photos needed");
		// Setup: a second photo already in the cart, so a line remains after the removal.
		const origin = new URL(page.url()).origin;
		const added = await page.request.post("/api/cart", { headers: { origin }, data: { photo_id: other.id } });
		expect(added.status()).toBe(201);

		await page.goto(`/photo/${photo.photoid}`);
		const title = (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
		expect(title).not.toBe("");

		// Setup: the focus on the checked license; then the arrow picks Hero usage and Shift+Tab
		// reaches the button (issue 28: the buy box shows price and Add to Cart above the choice).
		const background = page.getByRole("radio", { name: /Background dressing/ });
		await expect(background).toBeChecked();
		await background.focus();
		await page.keyboard.press("ArrowDown");
		await expect(page.getByRole("radio", { name: /Hero usage/ })).toBeChecked();
		const addButton = page.getByRole("button", { name: "Add to Cart", exact: true });
		await tabTo(page, addButton, 10, "Shift+Tab");
		await page.keyboard.press("Enter");
		await expect(page.getByText(CART_TEXT.added)).toBeVisible();
		const inCart = page.getByRole("button", { name: "In Cart: view your cart" });
		await expect(inCart).toBeFocused();
		await expect(page.getByText("In your cart as Hero usage — change it in the cart")).toBeVisible();

		// The same button now leads to the cart.
		await page.keyboard.press("Enter");
		await expect(page).toHaveURL(/\/cart$/);
		const lines = page.getByRole("list", { name: "Photos in your cart" });
		await expect(lines.getByRole("listitem")).toHaveCount(2);
		const line = lines.getByRole("listitem").filter({ hasText: title });
		const license = line.getByRole("combobox", { name: `License for ${title}` });
		await expect(license).toHaveValue("hero-usage");

		// The license: the arrow key on the closed select changes it, and the server prices it again.
		const summary = page.getByRole("region", { name: "Summary" });
		const total = summary.getByText(/^\$/).last();
		const totalBefore = (await total.textContent()) ?? "";
		await license.focus(); // setup
		await page.keyboard.press("ArrowUp");
		await expect(license).toHaveValue("background-dressing");
		await expect(total).not.toHaveText(totalBefore);
		// The save and the refetch leave the focus where it was.
		await expect(license).toBeFocused();
		await page.reload();
		await expect(license).toHaveValue("background-dressing");

		// Remove: Shift+Tab from the select reaches the line's remove button; Enter removes the line.
		await license.focus(); // setup after the reload
		const remove = line.getByRole("button", { name: `Remove ${title} from your cart` });
		await tabTo(page, remove, 3, "Shift+Tab");
		await expectVisibleFocus(page);
		await page.keyboard.press("Enter");
		await expect(page.getByText(CART_TEXT.removed)).toBeVisible();
		await expect(lines.getByRole("listitem")).toHaveCount(1);
		await expect(lines.getByText(title, { exact: true })).toHaveCount(0);
		// The focused button went with its line: the focus goes on from the page's heading.
		await expect(page.getByRole("heading", { level: 1, name: "Cart" })).toBeFocused();
	});
});

test.describe("keyboard on a phone", () => {
	test.skip(({ isMobile }) => !isMobile, "the menu button exists below 768 px only");

	test("the mobile menu opens from the keyboard, keeps Tab inside, closes on Escape and its links work", async ({
		page,
	}) => {
		await page.goto("/");
		await signUpByLink(page, "Mika");
		await page.goto("/photos");
		await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
		const menuButton = page.getByRole("banner").getByRole("button", { name: "Open menu" });
		const menu = page.getByRole("dialog", { name: "Menu" });

		await tabTo(page, menuButton, 10);
		await expectVisibleFocus(page);
		await expect(menuButton).toHaveAttribute("aria-expanded", "false");
		await page.keyboard.press("Enter");
		await expect(menu).toBeVisible();
		await expect(menuButton).toHaveAttribute("aria-expanded", "true");
		await expect(menu.getByRole("button", { name: "Close menu" })).toBeFocused();

		const stops = await menu.evaluate(
			(el) => el.querySelectorAll('a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])').length,
		);
		expect(stops).toBeGreaterThanOrEqual(3);
		for (let i = 0; i < stops; i++) {
			await page.keyboard.press("Tab");
			expect(await focusInside(menu), `Tab ${i + 1} stays in the menu`).toBe(true);
		}
		// Past the last control the focus came round to the first one.
		await expect(menu.getByRole("button", { name: "Close menu" })).toBeFocused();
		await page.keyboard.press("Shift+Tab");
		await expect(menu.getByRole("button", { name: "Log out" })).toBeFocused();

		await page.keyboard.press("Escape");
		await expect(menu).toBeHidden();
		await expect(menuButton).toBeFocused();
		await expect(menuButton).toHaveAttribute("aria-expanded", "false");

		// Space opens it too; Enter on a link follows it and closes the menu.
		await page.keyboard.press("Space");
		await expect(menu).toBeVisible();
		await tabTo(page, menu.getByRole("link", { name: "Account" }), stops);
		await page.keyboard.press("Enter");
		await expect(page).toHaveURL(/\/account$/);
		await expect(menu).toBeHidden();
	});
});
