import { TEAM_TEXT } from "@core/teams";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
	apiError,
	byMethod,
	json,
	mockApi,
	never,
	requestedPaths,
	sentBodies,
	signedInMember,
	signedOut,
} from "@/test/api-mock";
import { fieldError } from "@/test/field-error";
import { renderApp } from "@/test/render-app";
import { renderRoutes } from "@/test/render-routes";
import {
	companyId,
	invitationFixture,
	invitationId,
	memberFixture,
	productionSummaryFixture,
	projectId,
	userId,
	workspaceFixture,
} from "@/test/team-fixtures";
import { CompanyPage } from "./company-page";

const ID = companyId(1);
const WORKSPACE = `/api/companies/${ID}`;
const me = signedInMember.user.id;

function renderCompany(table: Record<string, unknown>, url = `/companies/${ID}`) {
	const fetchMock = mockApi({ "/api/me": signedInMember, ...table });
	const view = renderRoutes(
		[
			{ path: "/companies/:id", element: <CompanyPage /> },
			{ path: "/profile", element: <p>Profile page</p> },
		],
		url,
	);
	return { fetchMock, ...view };
}

async function openTab(name: RegExp | string) {
	fireEvent.click(await screen.findByRole("tab", { name }));
}

describe("/companies/:id", () => {
	it("shows the company's name and the caller's role, and its members", async () => {
		renderCompany({ [WORKSPACE]: workspaceFixture("approver") });
		expect(await screen.findByRole("heading", { level: 1, name: "Harbor Films" })).toBeTruthy();
		expect(screen.getByText(/^Your role:/).textContent).toBe(
			"Your role: Approver. Approves or rejects shortlisted photos.",
		);
		await screen.findByText("(you)");
		const members = within(screen.getByRole("list", { name: "Members" })).getAllByRole("listitem");
		expect(members).toHaveLength(2);
		expect(within(members[0] as HTMLElement).getByText("(you)")).toBeTruthy();
		expect(within(members[1] as HTMLElement).getByText("grace@example.com")).toBeTruthy();
		await waitFor(() => expect(document.title).toContain("Harbor Films"));
	});

	it("a member who is not an owner: no role selects, no Remove, no Invite tab, settings read-only", async () => {
		renderCompany({ [WORKSPACE]: workspaceFixture("member") });
		await screen.findByRole("heading", { level: 1, name: "Harbor Films" });
		expect(screen.queryByLabelText(/Role of/)).toBeNull();
		expect(screen.queryByRole("button", { name: /^Remove/ })).toBeNull();
		expect(await screen.findByRole("button", { name: "Leave company" })).toBeTruthy();
		expect(screen.queryByRole("tab", { name: "Invite" })).toBeNull();
		await openTab("Settings");
		expect(screen.getByText("Only the company's owners change these.")).toBeTruthy();
		expect(screen.queryByLabelText("Company name")).toBeNull();
		expect(screen.queryByRole("switch", { name: "Only approved photos can be bought" })).toBeNull();
		expect(screen.getByText("PO number")).toBeTruthy();
		// Everyone switches their own mail.
		expect(screen.getByRole("switch", { name: "Email me when photos are sent for approval" })).toBeTruthy();
	});

	it("an owner changes a member's role; a refusal (409) is a toast", async () => {
		let refuse = false;
		const fetchMock = renderCompany({
			[WORKSPACE]: workspaceFixture("owner"),
			[`/api/companies/${ID}/members/${userId(2)}`]: byMethod({
				PATCH: (_url, _init) => json({ member: memberFixture(2, "Grace Hopper", "buyer") }),
			}),
			[`/api/companies/${ID}/members/${me}`]: byMethod({
				PATCH: (_url, _init) => {
					refuse = true;
					return apiError(409, "CONFLICT", TEAM_TEXT.lastOwner);
				},
			}),
		}).fetchMock;
		fireEvent.change(await screen.findByLabelText("Role of Grace Hopper"), { target: { value: "buyer" } });
		// Nothing is sent until the role is saved (arrow keys move a closed select in some browsers).
		expect(sentBodies(fetchMock, `/api/companies/${ID}/members/${userId(2)}`)).toEqual([]);
		fireEvent.click(screen.getByRole("button", { name: "Save the role of Grace Hopper" }));
		expect(await screen.findByText(TEAM_TEXT.roleChanged("Grace Hopper", "buyer"))).toBeTruthy();
		expect(sentBodies(fetchMock, `/api/companies/${ID}/members/${userId(2)}`)).toEqual([{ role: "buyer" }]);
		expect((screen.getByLabelText("Role of Grace Hopper") as HTMLSelectElement).value).toBe("buyer");

		fireEvent.change(screen.getByLabelText("Role of Ada Lovelace"), { target: { value: "member" } });
		fireEvent.click(screen.getByRole("button", { name: "Save the role of Ada Lovelace" }));
		expect(await screen.findByText(TEAM_TEXT.lastOwner)).toBeTruthy();
		expect(refuse).toBe(true);
		await waitFor(() =>
			expect((screen.getByLabelText("Role of Ada Lovelace") as HTMLSelectElement).value).toBe("owner"),
		);
		expect(screen.queryByRole("button", { name: "Save the role of Ada Lovelace" })).toBeNull();
	});

	it("an owner removes a member after confirming", async () => {
		let removed = false;
		const { fetchMock } = renderCompany({
			[WORKSPACE]: () =>
				json(
					removed
						? workspaceFixture("owner", { members: workspaceFixture("owner").members.slice(0, 1) })
						: workspaceFixture("owner"),
				),
			[`/api/companies/${ID}/members/${userId(2)}`]: byMethod({
				DELETE: (_url, _init) => {
					removed = true;
					return new Response(null, { status: 204 });
				},
			}),
		});
		fireEvent.click(await screen.findByRole("button", { name: "Remove Grace Hopper" }));
		const dialog = screen.getByRole("dialog", { name: "Remove Grace Hopper?" });
		fireEvent.click(within(dialog).getByRole("button", { name: "Remove" }));
		expect(await screen.findByText(TEAM_TEXT.removed("Grace Hopper"))).toBeTruthy();
		await waitFor(() => expect(screen.queryByText("grace@example.com")).toBeNull());
		expect(requestedPaths(fetchMock)).toContain(`/api/companies/${ID}/members/${userId(2)}`);
	});

	it("anyone leaves the company, then lands on their companies", async () => {
		const { router } = renderCompany({
			[WORKSPACE]: workspaceFixture("buyer"),
			[`/api/companies/${ID}/members/${me}`]: byMethod({
				DELETE: (_url, _init) => new Response(null, { status: 204 }),
			}),
		});
		fireEvent.click(await screen.findByRole("button", { name: "Leave company" }));
		const dialog = screen.getByRole("dialog", { name: "Leave Harbor Films?" });
		fireEvent.click(within(dialog).getByRole("button", { name: "Leave company" }));
		expect(await screen.findByText("Profile page")).toBeTruthy();
		expect(router.state.location.search).toBe("?tab=companies");
		expect(await screen.findByText("You left Harbor Films")).toBeTruthy();
	});

	it("an owner invites by email and role; the hint follows the role; the server's field message shows", async () => {
		let attempts = 0;
		const { fetchMock } = renderCompany({
			[WORKSPACE]: workspaceFixture("owner"),
			[`/api/companies/${ID}/invitations`]: byMethod({
				POST: (_url, _init) => {
					attempts += 1;
					return attempts === 1
						? apiError(409, "CONFLICT", TEAM_TEXT.alreadyMember("grace@example.com"))
						: json({ invitation: invitationFixture(2, "eve@example.com", { role: "accounts" }) }, 201);
				},
			}),
		});
		await openTab("Invite");
		expect(screen.getByText("Searches, shortlists and comments.")).toBeTruthy();
		fireEvent.click(screen.getByRole("button", { name: "Send invitation" }));
		expect(fieldError("Email address")).toBe("Enter a valid email address");

		fireEvent.change(screen.getByLabelText("Email address"), { target: { value: "grace@example.com" } });
		fireEvent.click(screen.getByRole("button", { name: "Send invitation" }));
		await waitFor(() =>
			expect(fieldError("Email address")).toBe(TEAM_TEXT.alreadyMember("grace@example.com")),
		);

		fireEvent.change(screen.getByLabelText("Email address"), { target: { value: "Eve@Example.com" } });
		fireEvent.change(screen.getByLabelText("Role"), { target: { value: "accounts" } });
		expect(screen.getByText("Sees orders, invoices and certificates.")).toBeTruthy();
		fireEvent.click(screen.getByRole("button", { name: "Send invitation" }));
		expect(await screen.findByText(TEAM_TEXT.invited("eve@example.com"))).toBeTruthy();
		expect(sentBodies(fetchMock, `/api/companies/${ID}/invitations`)[1]).toEqual({
			email: "eve@example.com",
			role: "accounts",
		});
		expect((screen.getByLabelText("Email address") as HTMLInputElement).value).toBe("");
	});

	it("a 400 from the invitation puts each message under its field", async () => {
		renderCompany({
			[WORKSPACE]: workspaceFixture("owner"),
			[`/api/companies/${ID}/invitations`]: byMethod({
				POST: apiError(400, "VALIDATION", "Invalid input", { role: "Choose a role" }),
			}),
		});
		await openTab("Invite");
		fireEvent.change(screen.getByLabelText("Email address"), { target: { value: "eve@example.com" } });
		fireEvent.click(screen.getByRole("button", { name: "Send invitation" }));
		await waitFor(() => expect(fieldError("Role")).toBe("Choose a role"));
		expect(fieldError("Email address")).toBeNull();
	});

	it("lists invitations with their state and withdraws a pending one", async () => {
		const { fetchMock } = renderCompany({
			[WORKSPACE]: workspaceFixture("owner", {
				invitations: [
					invitationFixture(1, "dora@example.com"),
					invitationFixture(2, "old@example.com", { state: "expired" }),
				],
			}),
			[`/api/companies/${ID}/invitations/${invitationId(1)}`]: byMethod({
				DELETE: (_url, _init) => new Response(null, { status: 204 }),
			}),
		});
		await openTab("Invite");
		const rows = within(screen.getByRole("list", { name: "Invitations" })).getAllByRole("listitem");
		expect(within(rows[0] as HTMLElement).getByText("Pending")).toBeTruthy();
		expect(within(rows[1] as HTMLElement).getByText("Expired")).toBeTruthy();
		expect(within(rows[1] as HTMLElement).queryByRole("button")).toBeNull();
		fireEvent.click(screen.getByRole("button", { name: "Withdraw the invitation to dora@example.com" }));
		expect(await screen.findByText("The invitation to dora@example.com was withdrawn")).toBeTruthy();
		expect(requestedPaths(fetchMock)).toContain(`/api/companies/${ID}/invitations/${invitationId(1)}`);
	});

	it("lists the productions, each linking to its page, and says when there are none", async () => {
		const first = renderCompany({
			[WORKSPACE]: workspaceFixture("member", {
				productions: [
					productionSummaryFixture(1, "Summer Feature", { shortlist_count: 1, licence_count: 4 }),
				],
			}),
		});
		await openTab(/^Productions/);
		const link = screen.getByRole("link", { name: /Summer Feature/ });
		expect(link.getAttribute("href")).toBe(`/productions/${projectId(1)}`);
		expect(within(link).getByText("1 shortlist · 4 licences")).toBeTruthy();
		expect(within(link).getByText(/Series · .* · Code HF-1/)).toBeTruthy();
		first.unmount();

		renderCompany(
			{ [WORKSPACE]: workspaceFixture("member", { productions: [] }) },
			`/companies/${ID}?tab=productions`,
		);
		expect(await screen.findByRole("heading", { name: "No productions yet" })).toBeTruthy();
	});

	it("an owner sets the approval rule, the required references and the billing contact", async () => {
		const { fetchMock } = renderCompany(
			{
				[WORKSPACE]: workspaceFixture("owner"),
				[`/api/companies/${ID}/settings`]: byMethod({
					PATCH: (_url, init) => {
						const body = JSON.parse(String(init?.body));
						if (body.billing?.email === "nope")
							return apiError(400, "VALIDATION", "Invalid input", {
								"billing.email": "Enter a valid email address",
							});
						return json({
							settings: {
								approved_only: body.approved_only ?? false,
								required_refs: body.required_refs ?? ["po_number"],
								billing: body.billing ?? null,
							},
						});
					},
				}),
			},
			`/companies/${ID}?tab=settings`,
		);
		const rule = await screen.findByRole("switch", { name: "Only approved photos can be bought" });
		fireEvent.click(rule);
		await waitFor(() => expect(rule.getAttribute("aria-checked")).toBe("true"));

		fireEvent.click(screen.getByRole("checkbox", { name: "Episode" }));
		await waitFor(() =>
			expect((screen.getByRole("checkbox", { name: "Episode" }) as HTMLInputElement).checked).toBe(true),
		);
		const path = `/api/companies/${ID}/settings`;
		expect(sentBodies(fetchMock, path).slice(0, 2)).toEqual([
			{ approved_only: true },
			{ required_refs: ["po_number", "episode"] },
		]);

		const billing = screen.getByRole("form", { name: "Billing contact" });
		fireEvent.click(within(billing).getByRole("button", { name: "Save billing contact" }));
		expect(fieldError("Billing address")).toBe("Billing address is required");

		fireEvent.change(within(billing).getByLabelText("Name"), { target: { value: "Grace Hopper" } });
		fireEvent.change(within(billing).getByLabelText("Company"), { target: { value: "Harbor Films LLC" } });
		fireEvent.change(within(billing).getByLabelText("Billing address"), { target: { value: "1 Dock St" } });
		// The browser's check is skipped for this one: the server's message shows under the field.
		fireEvent.change(within(billing).getByLabelText("Email"), { target: { value: "accounts@harbor.test" } });
		fireEvent.click(within(billing).getByRole("button", { name: "Save billing contact" }));
		expect(await screen.findByText("Billing contact saved")).toBeTruthy();
		expect(sentBodies(fetchMock, path)[2]).toEqual({
			billing: {
				name: "Grace Hopper",
				email: "accounts@harbor.test",
				company: "Harbor Films LLC",
				address: "1 Dock St",
				po_number: "",
			},
		});
	});

	it("the server's per-field message for the billing contact shows under its field", async () => {
		renderCompany(
			{
				[WORKSPACE]: workspaceFixture("owner", {
					settings: {
						approved_only: false,
						required_refs: [],
						billing: { name: "G", email: "g@harbor.test", company: "H", address: "A" },
					},
				}),
				[`/api/companies/${ID}/settings`]: byMethod({
					PATCH: apiError(400, "VALIDATION", "Invalid input", { "billing.company": "Company is on hold" }),
				}),
			},
			`/companies/${ID}?tab=settings`,
		);
		fireEvent.click(await screen.findByRole("button", { name: "Save billing contact" }));
		await waitFor(() =>
			expect(document.getElementById("billing-company-error")?.textContent).toBe("Company is on hold"),
		);
		expect(
			screen.getByLabelText("Company", { selector: "#billing-company" }).getAttribute("aria-invalid"),
		).toBe("true");
	});

	it("an owner renames the company; a taken name shows under the field", async () => {
		let attempt = 0;
		renderCompany(
			{
				[WORKSPACE]: byMethod({
					GET: workspaceFixture("owner"),
					PATCH: (_url, _init) => {
						attempt += 1;
						return attempt === 1
							? apiError(409, "CONFLICT", 'A company named "Dock Films" already exists in your account')
							: json({
									company: {
										id: ID,
										name: "Dock Films",
										company_logo: null,
										created_at: "2026-01-01T09:00:00.000Z",
									},
								});
					},
				}),
			},
			`/companies/${ID}?tab=settings`,
		);
		const name = await screen.findByLabelText("Company name");
		fireEvent.change(name, { target: { value: "Dock Films" } });
		fireEvent.click(screen.getByRole("button", { name: "Rename" }));
		await waitFor(() =>
			expect(fieldError("Company name")).toBe('A company named "Dock Films" already exists in your account'),
		);
		fireEvent.click(screen.getByRole("button", { name: "Rename" }));
		// The answer waits for the company lists to refresh (the pickers show the name too).
		expect(
			await screen.findByText("The company is now called Dock Films", {}, { timeout: 3000 }),
		).toBeTruthy();
		expect(fieldError("Company name")).toBeNull();
	});

	it("switches the caller's own approval mails", async () => {
		const { fetchMock } = renderCompany(
			{
				[WORKSPACE]: workspaceFixture("member"),
				[`/api/companies/${ID}/notifications`]: byMethod({
					PATCH: { notifications: { approval_requests: true, approval_decisions: false } },
				}),
			},
			`/companies/${ID}?tab=settings`,
		);
		const decisions = await screen.findByRole("switch", {
			name: "Email me when my photos are approved or rejected",
		});
		expect(decisions.getAttribute("aria-checked")).toBe("true");
		fireEvent.click(decisions);
		await waitFor(() => expect(decisions.getAttribute("aria-checked")).toBe("false"));
		expect(sentBodies(fetchMock, `/api/companies/${ID}/notifications`)).toEqual([
			{ approval_decisions: false },
		]);
	});

	it("loading, not found (404: also not a member) and a failed load", async () => {
		const loading = renderCompany({ [WORKSPACE]: never() });
		expect(await screen.findByRole("status")).toBeTruthy();
		expect(screen.getByText("Loading the company…")).toBeTruthy();
		loading.unmount();

		const missing = renderCompany({ [WORKSPACE]: apiError(404, "NOT_FOUND", TEAM_TEXT.notMember) });
		expect(await screen.findByRole("heading", { level: 1, name: "Company not found" })).toBeTruthy();
		expect(screen.getByRole("link", { name: "Your companies" }).getAttribute("href")).toBe(
			"/profile?tab=companies",
		);
		missing.unmount();

		renderCompany({ [WORKSPACE]: apiError(500, "INTERNAL", "boom") });
		expect(await screen.findByText("We could not load the company.")).toBeTruthy();
		expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
	});

	it("is behind sign-in in the app's routes", async () => {
		mockApi({ "/api/me": signedOut, "/api/cart/count": { count: 0 } });
		const { router } = renderApp(`/companies/${ID}`);
		await waitFor(() => expect(router.state.location.pathname).toBe("/auth"));
	});

	it("a malformed id is not found before anything loads", async () => {
		mockApi({
			"/api/me": signedInMember,
			"/api/me/is-admin": { is_admin: false },
			"/api/cart/count": { count: 0 },
		});
		renderApp("/companies/not-a-uuid");
		expect(await screen.findByText(/Invalid UUID format/)).toBeTruthy();
	});
});
