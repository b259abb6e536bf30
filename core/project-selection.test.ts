import { describe, expect, it } from "vitest";
import { autoSelectedProject, latestProject, projectRecency, shouldAutoSelect } from "./project-selection";

const project = (id: string, last_used_at: string | null, created_at = "2024-01-01T00:00:00.000Z") => ({
	id,
	last_used_at,
	created_at,
});

describe("project auto-selection (spec section 4)", () => {
	it("picks the project with the most recent last_used_at", () => {
		const projects = [
			project("a", "2024-03-01T00:00:00.000Z"),
			project("b", "2024-05-01T00:00:00.000Z"),
			project("c", "2024-04-01T00:00:00.000Z"),
		];
		expect(latestProject(projects)?.id).toBe("b");
	});

	it("counts a project never used from its created_at", () => {
		const projects = [
			project("used", "2024-03-01T00:00:00.000Z"),
			project("new", null, "2024-06-01T00:00:00.000Z"),
			project("old", null, "2023-01-01T00:00:00.000Z"),
		];
		expect(latestProject(projects)?.id).toBe("new");
		expect(projectRecency(projects[2] ?? project("x", null))).toBe(Date.parse("2023-01-01T00:00:00.000Z"));
	});

	it("keeps list order among equals, and sorts unreadable dates last", () => {
		const same = "2024-03-01T00:00:00.000Z";
		expect(latestProject([project("x", same), project("y", same)])?.id).toBe("x");
		expect(latestProject([project("bad", "not a date"), project("ok", same)])?.id).toBe("ok");
		expect(latestProject([project("bad", "not a date")])?.id).toBe("bad");
	});

	it("has nothing to pick from no projects", () => {
		expect(latestProject([])).toBeNull();
	});

	it("selects only when on, with no value, and not yet done since sign-in", () => {
		const on = { enabled: true, hasValue: false, alreadyDone: false };
		expect(shouldAutoSelect(on)).toBe(true);
		expect(shouldAutoSelect({ ...on, enabled: false })).toBe(false);
		expect(shouldAutoSelect({ ...on, hasValue: true })).toBe(false);
		expect(shouldAutoSelect({ ...on, alreadyDone: true })).toBe(false);

		const projects = [
			project("a", null, "2024-01-01T00:00:00.000Z"),
			project("b", "2024-02-01T00:00:00.000Z"),
		];
		expect(autoSelectedProject(projects, on)?.id).toBe("b");
		expect(autoSelectedProject(projects, { ...on, alreadyDone: true })).toBeNull();
	});
});
