import { APPROVAL_TEXT, APPROVAL_UI_TEXT } from "@core/approvals";
import type { ApprovalItem } from "@core/contracts/approvals";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { byMethod, json, mockApi, sentBodies, signedInMember } from "@/test/api-mock";
import { renderApp } from "@/test/render-app";
import { wishlistFixture, wishlistId, wishlistItemFixture } from "@/test/wishlist-fixtures";

const ID = wishlistId(7);
const DETAIL = `/api/wishlists/${ID}`;
const wishlist = wishlistFixture(7, { name: "Diner walls", item_count: 2 });
const items = [wishlistItemFixture(1), wishlistItemFixture(2)];
const photoOf = (i: number) => items[i]?.photo.id ?? "";

const approval = (i: number, overrides: Partial<ApprovalItem> = {}): ApprovalItem => ({
	photo_id: photoOf(i),
	approval: "proposed" as const,
	note: null,
	decided_by: null,
	decided_at: null,
	sent_for_approval_at: null,
	comment_count: 0,
	...overrides,
});

function mockTeam(may: { comment: boolean; decide: boolean; send: boolean }) {
	let approvals = [approval(0), approval(1, { approval: "rejected", note: "too modern", decided_by: "Sam" })];
	let comments: Array<{ id: string; author: string; created_at: string; body: string }> = [];
	const readApprovals = () => json({ team: true, items: approvals, may });
	const readComments = () => json({ comments });
	return mockApi({
		"/api/me": signedInMember,
		"/api/cart/count": { count: 0 },
		[DETAIL]: () => json({ wishlist, items }),
		[`${DETAIL}/approvals`]: byMethod({
			GET: readApprovals,
			POST: (_url: URL, init?: RequestInit) => {
				const { decisions } = JSON.parse(String(init?.body)) as {
					decisions: Array<{ photo_id: string; state: string; note?: string }>;
				};
				approvals = approvals.map((a) => {
					const d = decisions.find((x) => x.photo_id === a.photo_id);
					return d
						? {
								...a,
								approval: d.state as ApprovalItem["approval"],
								note: d.note ?? null,
								decided_by: "Maya Lindqvist",
							}
						: a;
				});
				return json({ team: true, items: approvals, may });
			},
		}),
		[`${DETAIL}/send-for-approval`]: { sent: 1, notified: 1 },
		[`${DETAIL}/items/${photoOf(0)}/comments`]: byMethod({
			GET: readComments,
			POST: (_url: URL, init?: RequestInit) => {
				const { body } = JSON.parse(String(init?.body)) as { body: string };
				const comment = {
					id: crypto.randomUUID(),
					author: "Maya Lindqvist",
					created_at: "2026-11-27T10:00:00.000Z",
					body,
				};
				comments = [...comments, comment];
				approvals = approvals.map((a) =>
					a.photo_id === photoOf(0) ? { ...a, comment_count: comments.length } : a,
				);
				return json({ comment }, 201);
			},
		}),
	});
}

/** The bodies sent to a path (its GETs send none). */
const posted = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
	sentBodies(fetchMock, path).filter((body) => body !== undefined);

async function cards() {
	const grid = await screen.findByRole("list", { name: "Photos in this wishlist" }, { timeout: 8000 });
	await within(grid).findAllByText("Proposed", {}, { timeout: 5000 });
	return within(grid).getAllByRole("listitem") as HTMLElement[];
}

describe("the team's controls on a company shortlist", { timeout: 20_000 }, () => {
	it("shows each photo's approval pill with the rejection note, and no decisions for a member", async () => {
		mockTeam({ comment: true, decide: false, send: true });
		renderApp(`/wishlists/${ID}`);
		const [first, second] = await cards();
		expect(within(first as HTMLElement).getByText("Proposed")).toBeTruthy();
		expect(within(second as HTMLElement).getByText("Rejected")).toBeTruthy();
		expect(within(second as HTMLElement).getByText("too modern")).toBeTruthy();
		expect(screen.queryByRole("button", { name: /^Approve / })).toBeNull();
		expect(screen.getByRole("button", { name: APPROVAL_UI_TEXT.send })).toBeTruthy();
	});

	it("approves, and rejects only with a note asked for in a dialog", async () => {
		const fetchMock = mockTeam({ comment: true, decide: true, send: true });
		renderApp(`/wishlists/${ID}`);
		const [first] = await cards();
		fireEvent.click(
			within(first as HTMLElement).getByRole("button", { name: APPROVAL_UI_TEXT.rejectLabel("Snapshot 1") }),
		);
		const dialog = await screen.findByRole("dialog");
		fireEvent.click(within(dialog).getByRole("button", { name: APPROVAL_UI_TEXT.reject }));
		expect(await within(dialog).findByText(APPROVAL_TEXT.noteRequired)).toBeTruthy();
		expect(posted(fetchMock, `${DETAIL}/approvals`)).toEqual([]);
		fireEvent.change(within(dialog).getByLabelText(APPROVAL_UI_TEXT.noteLabel), {
			target: { value: " Too clean " },
		});
		fireEvent.click(within(dialog).getByRole("button", { name: APPROVAL_UI_TEXT.reject }));
		await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
		expect(posted(fetchMock, `${DETAIL}/approvals`)).toEqual([
			{ decisions: [{ photo_id: photoOf(0), state: "rejected", note: "Too clean" }] },
		]);
		expect(await within(first as HTMLElement).findByText("Too clean")).toBeTruthy();

		fireEvent.click(
			within(first as HTMLElement).getByRole("button", { name: APPROVAL_UI_TEXT.approveLabel("Snapshot 1") }),
		);
		expect(await within(first as HTMLElement).findByText("Approved")).toBeTruthy();
		expect(await screen.findByText(APPROVAL_TEXT.decided(1, 0))).toBeTruthy();
	});

	it("opens the comments, posts one and counts it", async () => {
		const fetchMock = mockTeam({ comment: true, decide: false, send: true });
		renderApp(`/wishlists/${ID}`);
		const [first] = await cards();
		fireEvent.click(
			within(first as HTMLElement).getByRole("button", { name: /^Comments? (\(\d+\) )?on Snapshot 1$/ }),
		);
		const dialog = await screen.findByRole("dialog", { name: APPROVAL_UI_TEXT.commentsLabel("Snapshot 1") });
		expect(await within(dialog).findByText(APPROVAL_UI_TEXT.noComments)).toBeTruthy();
		fireEvent.change(within(dialog).getByLabelText(APPROVAL_UI_TEXT.commentLabel), {
			target: { value: "Right for the diner?" },
		});
		fireEvent.click(within(dialog).getByRole("button", { name: APPROVAL_UI_TEXT.postComment }));
		expect(await within(dialog).findByText("Right for the diner?")).toBeTruthy();
		expect(posted(fetchMock, `${DETAIL}/items/${photoOf(0)}/comments`)).toEqual([
			{ body: "Right for the diner?" },
		]);
		fireEvent.keyDown(dialog, { key: "Escape" });
		expect(await within(first as HTMLElement).findByText(APPROVAL_UI_TEXT.comments(1))).toBeTruthy();
	});

	it("sends for approval with a toast", async () => {
		const fetchMock = mockTeam({ comment: true, decide: false, send: true });
		renderApp(`/wishlists/${ID}`);
		await cards();
		fireEvent.click(screen.getByRole("button", { name: APPROVAL_UI_TEXT.send }));
		expect(await screen.findByText(APPROVAL_TEXT.sent(1))).toBeTruthy();
		expect(sentBodies(fetchMock, `${DETAIL}/send-for-approval`)).toEqual([{}]);
	});

	it("shows accounts the thread without a form, and no Send for approval", async () => {
		mockTeam({ comment: false, decide: false, send: false });
		renderApp(`/wishlists/${ID}`);
		const [first] = await cards();
		expect(screen.queryByRole("button", { name: APPROVAL_UI_TEXT.send })).toBeNull();
		fireEvent.click(
			within(first as HTMLElement).getByRole("button", { name: /^Comments? (\(\d+\) )?on Snapshot 1$/ }),
		);
		const dialog = await screen.findByRole("dialog");
		expect(await within(dialog).findByText(APPROVAL_UI_TEXT.noComments)).toBeTruthy();
		expect(within(dialog).queryByLabelText(APPROVAL_UI_TEXT.commentLabel)).toBeNull();
	});

	it("puts the focus in the rejection's note box", async () => {
		mockTeam({ comment: true, decide: true, send: true });
		renderApp(`/wishlists/${ID}`);
		const [first] = await cards();
		fireEvent.click(
			within(first as HTMLElement).getByRole("button", { name: APPROVAL_UI_TEXT.rejectLabel("Snapshot 1") }),
		);
		const box = await screen.findByLabelText(APPROVAL_UI_TEXT.noteLabel);
		await waitFor(() => expect(document.activeElement).toBe(box));
	});
});
