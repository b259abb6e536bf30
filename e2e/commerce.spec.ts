import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { createFirstProject } from "./support/checkout";
import { cli } from "./support/cli";
import { signUpByLink } from "./support/session";

/** Adds `count` live photos to the signed-in member's cart through the API the card buttons use. */
async function fillCart(page: Page, count: number): Promise<void> {
	const res = await page.request.get("/api/search?sort=newest&limit=60");
	const ids = ((await res.json()).photos as Array<{ id: string }>).map((p) => p.id);
	const origin = new URL(page.url()).origin;
	let added = 0;
	for (const id of ids) {
		if (added === count) break;
		const r = await page.request.post("/api/cart", { headers: { origin }, data: { photo_id: id } });
		if (r.status() === 201) added++;
	}
	expect(added).toBe(count);
}

test.describe("commerce", () => {
	// One long journey: a buyer and an admin in two browser contexts.
	test.describe.configure({ timeout: 180_000 });

	test("26 photos reach the 5% tier, check out by invoice, an admin marks the order paid, and the buyer downloads the original and the certificate", async ({
		page,
		browser,
	}) => {
		await page.goto("/");
		await signUpByLink(page, "Dara");
		await fillCart(page, 26);

		await page.goto("/cart");
		await expect(page.getByRole("list", { name: "Photos in your cart" }).getByRole("listitem")).toHaveCount(
			26,
		);
		await expect(page.getByText("5% volume discount")).toBeVisible();
		await expect(page.getByText("Add 24 more photos to save 10%")).toBeVisible();
		const cartTotal = await page
			.getByRole("region", { name: "Summary" })
			.getByText(/^\$/)
			.last()
			.textContent();

		// Checkout: a production made on the spot, the billing contact, invoice, review.
		await page
			.getByRole("link", { name: /^Checkout/ })
			.first()
			.click();
		await expect(page).toHaveURL(/\/checkout$/);
		await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
		await createFirstProject(page, "Harbor Nights", "Northlight Pictures");

		const review = page.getByRole("list", { name: "Photos in this order" });
		await expect(review.getByRole("listitem")).toHaveCount(26);
		await expect(page.getByText(cartTotal ?? "").first()).toBeVisible();

		// A missing field is named before anything is sent.
		const billing = page.getByRole("form", { name: "Billing and payment" });
		await billing.getByLabel(/^Name/).fill("Dara Quinn");
		await billing.getByLabel(/^Company/).fill("Northlight Pictures");
		await billing.getByLabel(/^Billing address/).fill("");
		await page.getByRole("button", { name: "Place order" }).first().click();
		await expect(page.getByText("Billing address is required")).toBeVisible();
		await billing.getByLabel(/^Billing address/).fill("1200 Sunset Blvd\nLos Angeles, CA 90028");
		await billing.getByLabel(/^PO number/).fill("PO-7781");
		await expect(billing.getByRole("radio", { name: /Invoice/ })).toBeChecked();
		// The licence terms, accepted by their version: the order keeps it.
		await page.getByRole("button", { name: "Place order" }).first().click();
		await expect(page.getByText("Accept the licence terms to place the order")).toBeVisible();
		await billing.getByRole("checkbox", { name: "I accept the licence terms (version 2026-11)" }).check();
		await page.getByRole("button", { name: "Place order" }).first().click();

		await expect(page).toHaveURL(/\/checkout\/success\?order=/);
		const success = page.getByRole("heading", { level: 1, name: /order SSD-\d{6} placed/ });
		await expect(success).toBeVisible();
		const reference = ((await success.textContent()) ?? "").match(/SSD-\d{6}/)?.[0] ?? "";
		expect(reference).not.toBe("");
		const orderId = new URL(page.url()).searchParams.get("order") ?? "";

		// Files wait for the payment.
		await page.goto("/my-purchases");
		await expect(page.getByText(reference).first()).toBeVisible();
		await expect(page.getByRole("button", { name: /^Download original/ })).toHaveCount(0);

		// An admin finds the invoice on /admin/payments and marks it paid.
		const adminContext = await browser.newContext();
		const admin = await adminContext.newPage();
		await admin.goto("/");
		await signUpByLink(admin, "Ezra");
		const me = await (await admin.request.get("/api/me")).json();
		expect(await cli("grant-admin", me.user.email)).toContain("is now an admin");
		await admin.goto("/admin/payments");
		await admin.getByRole("button", { name: `Mark ${reference} paid` }).click();
		const confirm = admin.getByRole("dialog");
		await confirm.getByLabel(/Note/).fill("Wire received 24 Nov");
		await confirm.getByRole("button", { name: /Mark paid/ }).click();
		await expect(admin.getByText(/marked paid/i).first()).toBeVisible();
		await admin.goto(`/admin/orders?order=${orderId}`);
		await expect(admin.getByRole("dialog").getByText("Wire received 24 Nov")).toBeVisible();
		await adminContext.close();

		// The buyer downloads a licensed original and the certificate.
		// My purchases pages its licences 24 at a time (issue 29): the other two are on page 2.
		await page.goto("/my-purchases");
		const downloads = page.getByRole("button", { name: /^Download original/ });
		await expect(downloads).toHaveCount(24);
		const pages = page.getByRole("navigation", { name: "Pages of licences" });
		await pages.getByRole("link", { name: "Next" }).click();
		await expect(downloads).toHaveCount(2);
		await pages.getByRole("link", { name: "Previous" }).click();
		await expect(downloads).toHaveCount(24);
		const [original] = await Promise.all([page.waitForEvent("download"), downloads.first().click()]);
		expect(original.suggestedFilename()).toMatch(/^photo-\d+-original\.(jpg|jpeg|png|webp)$/);
		const originalBytes = await readFile((await original.path()) ?? "");
		expect(originalBytes.length).toBeGreaterThan(10_000);

		const certificateLink = page.getByRole("link", { name: /certificate/i }).first();
		const href = (await certificateLink.getAttribute("href")) ?? "";
		expect(href).toBe(`/api/orders/${orderId}/certificate.pdf`);
		const certificate = await page.request.get(href);
		expect(certificate.status()).toBe(200);
		expect(certificate.headers()["content-type"]).toBe("application/pdf");
		expect((await certificate.body()).subarray(0, 5).toString()).toBe("%PDF-");

		// The production's clearance log: every licence, as a page, a PDF and a CSV.
		await page.goto(`/orders/${orderId}`);
		await page.getByRole("link", { name: "Clearance log of this production" }).click();
		await expect(page.getByRole("heading", { level: 1, name: "Harbor Nights" })).toBeVisible();
		const log = page.getByRole("table", { name: "Licences of this production, one row each" });
		await expect(log.getByRole("row")).toHaveCount(27);
		await expect(log.getByText(/R-\d{6}, signed/).first()).toBeVisible();
		const logPdf = await page.request.get(
			(await page.getByRole("link", { name: /Download PDF/ }).getAttribute("href")) ?? "",
		);
		expect(logPdf.status()).toBe(200);
		expect((await logPdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
		const logCsv = await page.request.get(
			(await page.getByRole("link", { name: /Download CSV/ }).getAttribute("href")) ?? "",
		);
		expect(logCsv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
		expect((await logCsv.text()).split("\r\n").filter(Boolean)).toHaveLength(27);
	});
});
