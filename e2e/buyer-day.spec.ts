import { expect, test } from "@playwright/test";
import { pdfPageTexts } from "../server/test/pdf-text";
import { expectNoSeriousViolations } from "./support/axe";
import { adminSettles, createFirstProject, placeInvoiceOrder } from "./support/checkout";
import { newAdmin, signUpByLink } from "./support/session";

/**
 * Issue 28's buyer on a deadline, on a desktop and on a phone: 30 photos selected from search
 * results in one go, all set to hero use in the compact cart, an invoice order, My purchases, the
 * marks on the search results (ordered, then licensed), and the certificate's verification page,
 * signed out, valid until the order is refunded.
 */
test.describe("a set decorator's day", () => {
	test.describe.configure({ timeout: 300_000 });

	test("selects 30 photos in one go, sets them to hero, orders, finds them again and verifies the licence", async ({
		page,
		browser,
	}, testInfo) => {
		const production = `Harbor Lights ${testInfo.project.name}`;
		await page.goto("/");
		await signUpByLink(page, "Sasha");

		// Search results cleared for hero use: the first photo, then shift-click on the 30th.
		await page.goto("/search?cleared=hero");
		const grid = page.getByRole("list", { name: "Photos" });
		const boxes = grid.getByRole("checkbox", { name: /^Select / });
		await expect(boxes.first()).toBeVisible();
		await boxes.first().check();
		// The next page of results comes as the grid nears the end.
		await expect
			.poll(
				async () => {
					await page.keyboard.press("End");
					return boxes.count();
				},
				{ timeout: 30_000 },
			)
			.toBeGreaterThanOrEqual(30);
		await boxes.nth(29).click({ modifiers: ["Shift"] });
		const selection = page.getByRole("region", { name: "Selection" });
		await expect(selection.getByText("30 selected")).toBeVisible();
		await selection.getByRole("button", { name: "Add to cart" }).click();
		await expect(page.getByText("30 photos added to your cart")).toBeVisible();
		await expectNoSeriousViolations(page, "search results with 30 photos selected");

		// The compact cart: all 30 to hero use in one step, the totals in view.
		await page.goto("/cart");
		const lines = page.getByRole("list", { name: "Photos in your cart" });
		await expect(lines.getByRole("listitem")).toHaveCount(30);
		await page.getByRole("group", { name: "Cart view" }).getByRole("button", { name: "Compact" }).click();
		await page.getByRole("button", { name: "Set all to hero" }).click();
		await expect(page.getByText("30 photos set to hero usage")).toBeVisible();
		await expect(lines.getByRole("combobox", { name: /^License for / }).first()).toHaveValue("hero-usage");
		await expect(lines.getByRole("combobox", { name: /^License for / }).last()).toHaveValue("hero-usage");
		await expectNoSeriousViolations(page, "the compact cart of 30 photos");

		// Checkout by invoice, then from the success page to My purchases.
		await page
			.getByRole("link", { name: /^Checkout/ })
			.first()
			.click();
		await expect(page).toHaveURL(/\/checkout$/);
		await createFirstProject(page, production, "Northlight Pictures");
		const { reference } = await placeInvoiceOrder(page, {
			name: "Sasha Lind",
			company: "Northlight Pictures",
			po: "PO-2810",
		});
		await page.getByRole("main").getByRole("link", { name: "Go to My purchases" }).first().click();
		await expect(page).toHaveURL(/\/my-purchases/);
		await expect(page.getByText(reference).first()).toBeVisible();
		await expectNoSeriousViolations(page, "My purchases with an order awaiting payment");

		// In search, the photos are marked as ordered while the invoice waits.
		await page.goto("/search?cleared=hero");
		await expect(grid.locator('[data-licence-mark="ordered"]').first()).toBeAttached();
		await expect(grid.locator('[data-licence-mark="licensed"]')).toHaveCount(0);

		// An admin marks the invoice paid: licensed, with the production's name.
		const adminContext = await browser.newContext();
		const admin = await adminContext.newPage();
		await newAdmin(admin, "Ines");
		await adminSettles(admin, reference, "paid", "Wire received");
		await page.reload();
		await expect(grid.locator('[data-licence-mark="licensed"]').first()).toBeAttached();
		// Every production belongs to a company (issue 29): the licence is the company's.
		await expect(grid.getByText(`Licensed by your company · ${production}`).first()).toBeAttached();

		// The certificate carries its verification address on every page.
		await page.goto("/my-purchases");
		const href =
			(await page
				.getByRole("link", { name: /certificate/i })
				.first()
				.getAttribute("href")) ?? "";
		const certificate = await page.request.get(href);
		expect(certificate.status()).toBe(200);
		const { pages } = await pdfPageTexts(await certificate.body());
		expect(pages.length).toBeGreaterThan(0);
		const codes = pages.map((text) => /\/verify\/([A-Za-z0-9]+)/.exec(text)?.[1]);
		expect(codes.every(Boolean), "a verification address on every page").toBe(true);
		const verifyPath = `/verify/${codes[0]}`;

		// Anyone with the code, signed out, sees the licence as genuine and valid.
		const strangerContext = await browser.newContext();
		const stranger = await strangerContext.newPage();
		await stranger.goto(verifyPath);
		await expect(stranger.getByText(production).first()).toBeVisible();
		await expect(stranger.getByText("Valid", { exact: true }).first()).toBeVisible();
		await expectNoSeriousViolations(stranger, "the verification page, valid");

		// After a refund the same address says so.
		await adminSettles(admin, reference, "refund", "Production cancelled");
		await stranger.reload();
		await expect(stranger.getByText("Refunded — no longer valid").first()).toBeVisible();
		await expect(stranger.getByText("Valid", { exact: true })).toHaveCount(0);
		await expectNoSeriousViolations(stranger, "the verification page, refunded");
		await strangerContext.close();
		await adminContext.close();
	});
});
