import { HERO_NEEDS_RELEASES } from "@core/clearance";
import { expect, test } from "@playwright/test";
import { newAdmin, signUpByLink } from "./support/session";

test.describe("clearance", () => {
	test.skip(({ isMobile }) => isMobile, "the flow runs once, on the desktop project");

	test("a member filters 'Cleared for hero use', reads a photo's Clearance section and adds it for hero use", async ({
		page,
	}) => {
		await page.goto("/");
		await signUpByLink(page, "Clea");

		await page.goto("/search");
		// The page has drawn its first results (a box clicked before that is drawn again unchecked).
		await expect(page.getByText(/^Showing /)).toBeVisible();
		const box = page.getByRole("checkbox", { name: "Cleared for hero use" });
		await expect(async () => {
			await box.check();
			await expect(box).toBeChecked({ timeout: 1000 });
		}).toPass();
		await expect(page).toHaveURL(/cleared=hero/);
		const results = page.getByRole("list", { name: /Results|All photos|Photos/ }).first();
		const card = results.getByRole("link", { name: /cleared for hero use/ }).first();
		await expect(card).toBeVisible();
		// Every card the filter shows is marked hero.
		const cards = results.getByRole("link");
		const shown = await cards.count();
		expect(await results.getByRole("link", { name: /cleared for hero use/ }).count()).toBe(shown);
		await card.click();
		await expect(page).toHaveURL(/\/photo\/\d+$/);
		// The page of a hero photo whose people have releases to cite: the filter's order is the
		// visitor's shuffle, and its first card may show nobody who can be recognised.
		const found = await (await page.request.get("/api/search?cleared=hero&sort=newest&limit=60")).json();
		let cited: number | null = null;
		for (const photo of found.photos as Array<{ id: string; photoid: number }>) {
			const clearance = await (await page.request.get(`/api/photos/${photo.id}/clearance`)).json();
			if ((clearance.people as Array<{ release: unknown }>).some((person) => person.release)) {
				cited = photo.photoid;
				break;
			}
		}
		expect(cited, "a hero photo with a release among the newest 60").not.toBeNull();
		await page.goto(`/photo/${cited}`);

		const section = page.getByRole("region", { name: "Clearance" });
		await section.scrollIntoViewIfNeeded();
		await expect(section.getByText("Cleared for hero use")).toBeVisible();
		await expect(section.getByText(/Rights held by/)).toBeVisible();
		await expect(section.getByText(/R-\d{6}/).first()).toBeVisible();

		await page.getByRole("radio", { name: /Hero usage/ }).check();
		await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
		await expect(page.getByText("In your cart as Hero usage — change it in the cart")).toBeVisible();
	});

	test("hero usage is unavailable, with the reason, on a photo cleared for background use only", async ({
		page,
	}) => {
		await page.goto("/");
		await signUpByLink(page, "Bea");
		const search = await (await page.request.get("/api/search?limit=100&sort=newest")).json();
		const background = (search.photos as Array<{ photoid: number; clearance: string }>).find(
			(photo) => photo.clearance === "background",
		);
		if (!background) throw new Error("the demo archive has photos cleared for background use");
		await page.goto(`/photo/${background.photoid}`);
		const hero = page.getByRole("radio", { name: /Hero usage/ });
		await expect(hero).toBeDisabled();
		await expect(page.getByText(`Unavailable: h${HERO_NEEDS_RELEASES.slice(1)}.`)).toBeVisible();
		// The server says the same to a request that skips the page.
		const origin = new URL(page.url()).origin;
		const res = await page.request.post("/api/cart", {
			headers: { origin },
			data: {
				photo_id: (await (await page.request.get(`/api/photos/${background.photoid}`)).json()).id,
				license_type: "hero-usage",
			},
		});
		expect(res.status()).toBe(422);
	});
});

type AdminClearance = {
	clearance: string;
	people: Array<{
		person: { id: string; name: string | null };
		releases: Array<{ reference: string; status: string; scope: string }>;
	}>;
};

test.describe("clearance, for an admin", () => {
	test.skip(({ isMobile }) => isMobile, "the flows run once, on the desktop project");

	test("an admin verifies a pending release and the photo becomes cleared for hero use", async ({ page }) => {
		await newAdmin(page, "Vera");
		// A photo cleared for background use whose only missing hero release waits in the queue.
		const search = await (await page.request.get("/api/search?limit=100&sort=newest")).json();
		let target: { id: string; reference: string } | null = null;
		for (const photo of search.photos as Array<{ id: string; clearance: string }>) {
			if (photo.clearance !== "background") continue;
			const ledger = (await (
				await page.request.get(`/api/admin/photos/${photo.id}/clearance`)
			).json()) as AdminClearance;
			const lacking = ledger.people.filter(
				(p) => !p.releases.some((r) => r.status === "verified" && r.scope === "hero"),
			);
			const waiting = lacking.map((p) =>
				p.releases.find((r) => r.status === "pending_review" && r.scope === "hero"),
			);
			if (lacking.length === 1 && waiting[0]) {
				target = { id: photo.id, reference: waiting[0].reference };
				break;
			}
		}
		if (!target) throw new Error("the demo archive has a hero upgrade waiting for review");

		await page.goto("/admin/releases");
		await expect(page.getByRole("heading", { level: 1, name: "Releases to review" })).toBeVisible();
		await page.getByRole("button", { name: `Verify ${target.reference}` }).click();
		await expect(page.getByRole("button", { name: `Verify ${target.reference}` })).toBeHidden();
		const after = await (await page.request.get(`/api/photos/${target.id}/clearance`)).json();
		expect(after.clearance).toBe("hero");
		const hero = await (await page.request.get("/api/search?cleared=hero&limit=100&sort=newest")).json();
		expect((hero.photos as Array<{ id: string }>).map((p) => p.id)).toContain(target.id);
	});

	test("an admin revokes a release and the photo leaves the search", async ({ page }) => {
		await newAdmin(page, "Rhea");
		// A live photo cleared for hero use, every person of it released once.
		const search = await (await page.request.get("/api/search?cleared=hero&limit=100&sort=newest")).json();
		let target: { id: string; title: string; reference: string } | null = null;
		for (const photo of search.photos as Array<{ id: string; title: string }>) {
			const ledger = (await (
				await page.request.get(`/api/admin/photos/${photo.id}/clearance`)
			).json()) as AdminClearance;
			const first = ledger.people[0];
			const verified = first?.releases.filter((r) => r.status === "verified") ?? [];
			if (ledger.people.length === 1 && verified.length === 1 && verified[0]) {
				target = { id: photo.id, title: photo.title, reference: verified[0].reference };
				break;
			}
		}
		if (!target) throw new Error("the demo archive has a photo of one released person");

		await page.goto(`/admin/photos/${target.id}`);
		await page.getByRole("button", { name: `Revoke ${target.reference}…` }).click();
		const dialog = page.getByRole("dialog");
		await dialog.getByRole("button", { name: "Revoke" }).click();
		await expect(dialog.getByText(/reason/i).first()).toBeVisible();
		await dialog.getByLabel("Reason").fill("The signer withdrew consent in writing");
		await dialog.getByRole("button", { name: "Revoke" }).click();
		await expect(page.getByText("Release revoked")).toBeVisible();

		const photo = await (await page.request.get(`/api/admin/photos/${target.id}/clearance`)).json();
		expect(photo).toMatchObject({ clearance: "pending", photo_status: "review" });
		const everything = await (await page.request.get("/api/search?limit=100&sort=newest")).json();
		expect((everything.photos as Array<{ id: string }>).map((p) => p.id)).not.toContain(target.id);
	});
});
