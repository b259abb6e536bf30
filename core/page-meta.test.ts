import { describe, expect, it } from "vitest";
import { PUBLIC_PAGE_TEXT, pageMeta } from "./page-meta";
import { fullTitle, SITE_DESCRIPTION } from "./site-name";
import { paths } from "./site-paths";

describe("pageMeta", () => {
	it("gives the home page the site title and description, indexable", () => {
		expect(pageMeta("/")).toEqual({
			status: 200,
			title: "Snapshot Set Dressing · Cleared vintage family photos for film and TV",
			description: SITE_DESCRIPTION,
			indexable: true,
			route: "/",
			params: {},
		});
	});

	it("titles every public page and describes it in its own words", () => {
		const descriptions = new Set<string>();
		for (const [path, text] of Object.entries(PUBLIC_PAGE_TEXT)) {
			const page = pageMeta(path);
			expect(page.status).toBe(200);
			expect(page.indexable).toBe(true);
			expect(page.title).toBe(fullTitle(text.title));
			expect(page.description.length).toBeGreaterThan(40);
			expect(page.description.length).toBeLessThanOrEqual(200);
			descriptions.add(page.description);
		}
		expect(descriptions.size).toBe(Object.keys(PUBLIC_PAGE_TEXT).length);
		expect(pageMeta("/pricing").title).toBe("Pricing · Snapshot Set Dressing");
	});

	it("treats a trailing slash as the same page", () => {
		expect(pageMeta("/about/")).toMatchObject({
			status: 200,
			route: "/about",
			title: "About us · Snapshot Set Dressing",
		});
	});

	it("knows private pages but keeps them out of search engines", () => {
		for (const path of [
			paths.cart,
			paths.checkout,
			paths.profile,
			paths.auth,
			paths.adminPhotos,
			paths.searchTest,
		]) {
			expect(pageMeta(path)).toMatchObject({ status: 200, indexable: false });
		}
	});

	it("matches parameterised pages and checks their parameters", () => {
		expect(pageMeta("/photo/42")).toMatchObject({
			status: 200,
			route: "/photo/:photoid",
			params: { photoid: "42" },
		});
		expect(pageMeta("/taxonomy/tag/birthday%20cake")).toMatchObject({
			status: 200,
			indexable: true,
			params: { taxonomyType: "tag", taxonomyId: "birthday cake" },
		});
		expect(pageMeta("/orders/7b0c5a52-0d0e-4f5e-9a43-5b1c5d3e2f10")).toMatchObject({
			status: 200,
			indexable: false,
		});
		// Issue 29's members' pages and invitation links: known, never indexed; a cut-off token is a 404.
		for (const path of [
			"/companies/7b0c5a52-0d0e-4f5e-9a43-5b1c5d3e2f10",
			"/productions/7b0c5a52-0d0e-4f5e-9a43-5b1c5d3e2f10",
			`/invitations/${"T".repeat(43)}`,
		])
			expect(pageMeta(path), path).toMatchObject({ status: 200, indexable: false });
		expect(pageMeta("/invitations/short").status).toBe(404);
		expect(pageMeta("/photo/abc").status).toBe(404);
		expect(pageMeta("/collections/not-a-uuid").status).toBe(404);
		expect(pageMeta("/taxonomy/nonsense/x").status).toBe(404);
		expect(pageMeta("/photo/%E0%A4%A").status).toBe(404);
	});

	it("answers 404 for paths the app has no page for", () => {
		for (const path of ["/nope", "/photos/extra", "/admin/unknown", "/photo", "/photo/1/2"]) {
			expect(pageMeta(path)).toMatchObject({
				status: 404,
				indexable: false,
				title: "Page not found · Snapshot Set Dressing",
			});
		}
	});
});
