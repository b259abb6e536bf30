import { COMPANY_ROLE_LABELS, type CompanyRole, TEAM_TEXT } from "@core/teams";
import { expect, type Page } from "@playwright/test";
import { waitForMail } from "./mail";

/**
 * Issue 29's browser steps, for a journey with several people (each in their own browser
 * context): invite from the company's page, accept from the link in the mail, open a production.
 * Each step goes through the pages as a person would and checks what they would see.
 */

const INVITATION_LINK = /\/invitations\/[A-Za-z0-9_-]{43}/;

/** The signed-in person's email address (to invite someone who signed up with signUpByLink). */
export async function signedInEmail(page: Page): Promise<string> {
	const me = await (await page.request.get("/api/me")).json();
	return me.user.email as string;
}

/** The id of the signed-in person's company of that name (GET /api/companies). */
export async function companyIdByName(page: Page, name: string): Promise<string> {
	const { companies } = (await (await page.request.get("/api/companies")).json()) as {
		companies: Array<{ id: string; name: string }>;
	};
	const company = companies.find((c) => c.name === name);
	expect(company, `a company named ${name}`).toBeTruthy();
	return company?.id ?? "";
}

/**
 * An owner invites `email` as `role` from the company's Invite tab; returns the link of the mail
 * the invitee receives.
 */
export async function inviteMember(
	page: Page,
	companyId: string,
	email: string,
	role: CompanyRole,
): Promise<string> {
	await page.goto(`/companies/${companyId}?tab=invite`);
	const form = page.getByRole("form", { name: "Invite someone" });
	await form.getByLabel("Email address").fill(email);
	await form.getByLabel("Role").selectOption(role);
	await form.getByRole("button", { name: "Send invitation" }).click();
	await expect(page.getByText(TEAM_TEXT.invited(email.toLowerCase()))).toBeVisible();
	const company = (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
	const mail = await waitForMail(
		email.toLowerCase(),
		new RegExp(escapeRegExp(TEAM_TEXT.invitationSubject(company))),
	);
	const link = mail.links.find((l) => INVITATION_LINK.test(l));
	expect(link, "the invitation link in the mail").toBeTruthy();
	return link ?? "";
}

/**
 * The invitee, signed in with the invited address, opens the link and joins; ends on the company's
 * page with their role shown.
 */
export async function acceptInvitation(page: Page, link: string, role: CompanyRole): Promise<void> {
	await page.goto(link);
	const join = page.getByRole("button", { name: /^Join / });
	await expect(join).toBeVisible();
	await join.click();
	await expect(page).toHaveURL(/\/companies\/[0-9a-f-]{36}/);
	await expect(page.getByText(`Your role: ${COMPANY_ROLE_LABELS[role]}.`, { exact: false })).toBeVisible();
}

/** An owner changes a member's role on the Members tab. */
export async function changeRole(page: Page, companyId: string, memberName: string, role: CompanyRole) {
	await page.goto(`/companies/${companyId}`);
	await page.getByLabel(`Role of ${memberName}`).selectOption(role);
	await page.getByRole("button", { name: `Save the role of ${memberName}` }).click();
	await expect(page.getByText(TEAM_TEXT.roleChanged(memberName, role))).toBeVisible();
}

/** An owner removes a member (confirming in the dialog). */
export async function removeMember(page: Page, companyId: string, memberName: string): Promise<void> {
	await page.goto(`/companies/${companyId}`);
	await page.getByRole("button", { name: `Remove ${memberName}` }).click();
	await page
		.getByRole("dialog", { name: `Remove ${memberName}?` })
		.getByRole("button", { name: "Remove" })
		.click();
	await expect(page.getByText(TEAM_TEXT.removed(memberName))).toBeVisible();
}

/** Opens a production from its company's Productions tab; ends on its page. */
export async function openProduction(page: Page, companyId: string, productionName: string): Promise<void> {
	await page.goto(`/companies/${companyId}?tab=productions`);
	await page.getByRole("link", { name: new RegExp(`^${escapeRegExp(productionName)}`) }).click();
	await expect(page.getByRole("heading", { level: 1, name: productionName })).toBeVisible();
}

/** The licence numbers the production's page lists (each with its verify link). */
export async function productionLicenceNumbers(page: Page): Promise<string[]> {
	const links = page.getByRole("list", { name: "Licences" }).getByRole("link", { name: /^Verify licence / });
	return (await links.allTextContents()).map((text) => text.replace(/^Verify licence /, "").trim());
}

function escapeRegExp(text: string): string {
	return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
