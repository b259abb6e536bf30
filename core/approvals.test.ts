import { describe, expect, it } from "vitest";
import { APPROVAL_TEXT, activitySentence, mayDecide } from "./approvals";

const entry = {
	actor: "Sam",
	count: 1,
	photo_title: null,
	note: null,
	order_reference: null,
} as const;

describe("activitySentence", () => {
	it("tells what happened as the feed shows it", () => {
		expect(activitySentence({ ...entry, kind: "added", actor: "Dana", count: 3 })).toBe(
			"Dana added 3 photos",
		);
		expect(activitySentence({ ...entry, kind: "approved", count: 4 })).toBe("Sam approved 4 photos");
		expect(
			activitySentence({ ...entry, kind: "rejected", photo_title: "Kitchen 1974", note: "too modern" }),
		).toBe("Sam rejected 'Kitchen 1974': too modern");
		expect(activitySentence({ ...entry, kind: "rejected", count: 2, note: "x" })).toBe(
			"Sam rejected 2 photos",
		);
		expect(activitySentence({ ...entry, kind: "ordered", actor: "Ann", order_reference: "SSD-000042" })).toBe(
			"Ann ordered SSD-000042",
		);
		expect(activitySentence({ ...entry, kind: "sent_for_approval", count: 1 })).toBe(
			"Sam sent 1 photo for approval",
		);
		expect(activitySentence({ ...entry, kind: "commented", photo_title: "Porch" })).toBe(
			"Sam commented on 'Porch'",
		);
	});

	it("lets owners and approvers decide, nobody else", () => {
		expect(
			["owner", "buyer", "approver", "member", "accounts", null].map((r) => mayDecide(r as never)),
		).toEqual([true, false, true, false, false, false]);
		expect(APPROVAL_TEXT.decided(4, 2)).toBe("4 photos approved, 2 photos rejected");
	});
});
