import { expect, type Page, test } from "@playwright/test";
import { signUpByLink } from "./support/session";

/** The wishlist dialog opened from the n-th card of a result grid. */
async function openWishlistDialog(page: Page, grid: ReturnType<Page["getByRole"]>, n: number) {
	const card = grid.getByRole("listitem").nth(n);
	await card.hover();
	await card.getByRole("button", { name: /to (a|another) wishlist/ }).click();
	const dialog = page.getByRole("dialog");
	await expect(dialog).toBeVisible();
	return dialog;
}

test.describe("wishlists", () => {
	test("a member files photos from a search into a new wishlist, shares it, and a guest opens the link", async ({
		page,
		browser,
	}) => {
		await page.goto("/");
		await signUpByLink(page, "Wren");
		await page.goto("/search?q=birthday");
		const grid = page.getByRole("list", { name: "Results for birthday" });
		await expect(grid.getByRole("listitem").nth(2)).toBeVisible();

		// First photo: a company, a project and a wishlist made inside the dialog.
		let dialog = await openWishlistDialog(page, grid, 0);
		await expect(dialog.getByText("You have no wishlists yet")).toBeVisible();
		await dialog.getByRole("button", { name: "Create new wishlist" }).click();
		await expect(dialog.getByRole("heading", { name: "Create new wishlist" })).toBeVisible();
		const createButton = dialog.getByRole("button", { name: "Create Wishlist" });
		await expect(createButton).toBeDisabled();
		await dialog.getByLabel("Wishlist name").fill("Kitchen wall");
		await expect(createButton).toBeDisabled(); // no project yet

		await dialog.getByRole("button", { name: "Create Your First Project" }).click();
		await expect(dialog.getByRole("heading", { name: "Create project" })).toBeVisible();
		await dialog.getByLabel(/Project name/).fill("Night Shift");
		await dialog.getByLabel(/^Company/).fill("A");
		await dialog.getByRole("button", { name: "Create Project" }).click();
		await expect(dialog.getByText("Company name must be at least 2 characters long")).toBeVisible();
		await dialog.getByLabel(/^Company/).fill("Northlight   Pictures");
		await dialog.getByRole("button", { name: "Create Project" }).click();
		await expect(page.getByText("Project created successfully")).toBeVisible();

		await expect(dialog.getByRole("heading", { name: "Create new wishlist" })).toBeVisible();
		await expect(dialog.getByLabel("Wishlist name")).toHaveValue("Kitchen wall");
		await expect(createButton).toBeEnabled();
		await createButton.click();
		await expect(page.getByText("New wishlist created and photo added successfully")).toBeVisible();
		await expect(page.getByRole("dialog")).toBeHidden();

		// Two more photos into the same wishlist from the list view.
		for (const n of [1, 2]) {
			dialog = await openWishlistDialog(page, grid, n);
			await dialog.getByRole("button", { name: /Kitchen wall/ }).click();
			await expect(page.getByText("Photo added to Kitchen wall wishlist").first()).toBeVisible();
			await expect(page.getByRole("dialog")).toBeHidden();
		}

		// A second add of the first photo: the wishlist says 'Added' and cannot be picked.
		dialog = await openWishlistDialog(page, grid, 0);
		const again = dialog.getByRole("button", { name: /Kitchen wall/ });
		await expect(again.getByText("Added", { exact: true })).toBeVisible();
		await expect(again).toBeDisabled();
		await page.keyboard.press("Escape");
		await expect(page.getByRole("dialog")).toBeHidden();

		// The wishlists page files it under its company and project; its page holds the three photos.
		await page.goto("/wishlists");
		await expect(page.getByText("Northlight Pictures").first()).toBeVisible();
		await expect(page.getByText("Night Shift").first()).toBeVisible();
		await page
			.getByRole("link", { name: /Kitchen wall/ })
			.first()
			.click();
		await expect(page.getByRole("heading", { level: 1, name: "Kitchen wall" })).toBeVisible();
		const photos = page.getByRole("list", { name: "Photos in this wishlist" });
		await expect(photos.getByRole("listitem")).toHaveCount(3);

		await page.getByRole("button", { name: "Share", exact: true }).click();
		const linkBox = page.getByLabel("Share link");
		await expect(linkBox).toHaveValue(/\/shared-wishlist\/[0-9a-f]{10}$/);
		const link = await linkBox.inputValue();

		// A guest with the link sees the photos read-only and is invited to sign in.
		const guest = await browser.newContext();
		try {
			const guestPage = await guest.newPage();
			await guestPage.goto(link);
			await expect(guestPage.getByRole("heading", { level: 1, name: "Kitchen wall" })).toBeVisible();
			await expect(guestPage.getByText("Shared by Wren", { exact: false })).toBeVisible();
			await expect(guestPage.getByRole("region", { name: "Sign in to see more" })).toBeVisible();
			const shared = guestPage.getByRole("main").getByRole("img");
			await expect(shared).toHaveCount(3);
			await expect(guestPage.getByRole("button", { name: /wishlist/ })).toHaveCount(0);
		} finally {
			await guest.close();
		}
	});
});
