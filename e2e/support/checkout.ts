import { expect, type Page } from "@playwright/test";

/** On /checkout with no project yet: creates the production `project` of `company` on the spot. */
export async function createFirstProject(page: Page, project: string, company: string): Promise<void> {
	await page.getByRole("button", { name: "Create Your First Project" }).click();
	const form = page.getByRole("form", { name: "New project" });
	await form.getByLabel(/Project name/).fill(project);
	await form.getByLabel(/^Company/).fill(company);
	await form.getByRole("button", { name: "Create Project" }).click();
	await expect(page.getByText("Project created successfully")).toBeVisible();
}

/**
 * On /checkout with a project chosen: fills the billing contact, keeps the invoice, accepts the
 * terms and places the order; answers the order's reference (SSD-000123) and id from the success page.
 */
export async function placeInvoiceOrder(
	page: Page,
	billing: { name: string; company: string; po?: string },
): Promise<{ reference: string; orderId: string }> {
	const form = page.getByRole("form", { name: "Billing and payment" });
	await form.getByLabel(/^Name/).fill(billing.name);
	await form.getByLabel(/^Company/).fill(billing.company);
	await form.getByLabel(/^Billing address/).fill("1200 Sunset Blvd\nLos Angeles, CA 90028");
	if (billing.po) await form.getByLabel(/^PO number/).fill(billing.po);
	await expect(form.getByRole("radio", { name: /Invoice/ })).toBeChecked();
	await form.getByRole("checkbox", { name: "I accept the licence terms (version 2026-11)" }).check();
	await page.getByRole("button", { name: "Place order" }).first().click();
	await expect(page).toHaveURL(/\/checkout\/success\?order=/);
	const placed = page.getByRole("heading", { level: 1, name: /order SSD-\d{6} placed/ });
	await expect(placed).toBeVisible();
	const reference = ((await placed.textContent()) ?? "").match(/SSD-\d{6}/)?.[0] ?? "";
	expect(reference).not.toBe("");
	return { reference, orderId: new URL(page.url()).searchParams.get("order") ?? "" };
}

/** An admin on /admin/payments marks the invoice `reference` paid, or refunds the paid order, with a note. */
export async function adminSettles(
	admin: Page,
	reference: string,
	action: "paid" | "refund",
	note: string,
): Promise<void> {
	await admin.goto("/admin/payments");
	const confirm = admin.getByRole("dialog");
	if (action === "paid") {
		await admin.getByRole("button", { name: `Mark ${reference} paid` }).click();
		await confirm.getByLabel(/Note/).fill(note);
		await confirm.getByRole("button", { name: /Mark paid/ }).click();
		await expect(admin.getByText(/marked paid/i).first()).toBeVisible();
	} else {
		await admin.getByRole("button", { name: `Refund ${reference}` }).click();
		await confirm.getByLabel(/Note/).fill(note);
		await confirm.getByRole("button", { name: "Refund order" }).click();
		await expect(admin.getByText(`${reference} refunded`).first()).toBeVisible();
	}
}
