import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { newAdmin, signUpByLink } from "./support/session";

/** A small real JPEG, different per index, as a file the upload input takes. */
async function snapshot(name: string, index: number) {
	const buffer = await sharp({
		create: {
			width: 900 + index * 10,
			height: 600,
			channels: 3,
			background: { r: 60 + index * 50, g: 140, b: 200 - index * 40 },
		},
	})
		.jpeg({ quality: 80 })
		.toBuffer();
	return { name, mimeType: "image/jpeg", buffer };
}

test.describe("admin catalogue", () => {
	test.describe.configure({ timeout: 180_000 });

	test("an admin makes a family, uploads three photos with CSV metadata, publishes them, and a member finds them by search", async ({
		page,
		browser,
	}, testInfo) => {
		test.skip(
			testInfo.project.name === "phone",
			"one upload journey is enough; the phone run checks the admin menu",
		);
		const word = `Zephyr${randomBytes(3).toString("hex")}`;
		const storefront = `The ${word} Family`;
		await newAdmin(page, "Iris");

		// A new family.
		await page.goto("/admin/families");
		await expect(page.getByRole("heading", { level: 1, name: "Families" })).toBeVisible();
		await page.getByRole("button", { name: "New family" }).click();
		const form = page.getByRole("form", { name: "New family" });
		await form.getByLabel("Email").fill(`${word.toLowerCase()}@family.test`);
		await form.getByLabel("Storefront name").fill(storefront);
		await form.getByRole("button", { name: "Create family" }).click();
		await expect(page.getByRole("heading", { level: 1, name: storefront })).toBeVisible();

		// Three originals, each with its own progress row.
		await page.goto("/admin/photos/upload");
		const family = page.getByRole("combobox", { name: "Family (required)" });
		await family.fill(word);
		await page.getByRole("option", { name: new RegExp(storefront) }).click();
		const files = await Promise.all([1, 2, 3].map((n) => snapshot(`${word}-${n}.jpg`, n)));
		await page.getByLabel("Choose images").setInputFiles(files);
		await expect(page.getByText("3 of 3 uploaded")).toBeVisible({ timeout: 60_000 });

		// A CSV with a bad row saves nothing and says which row; the corrected one is imported.
		// No one identifiable in them (people_count 0): their clearance rests on their rights alone.
		const header = "filename,title,decade_taken,price,tags,location_city,people_count";
		const rows = [1, 2, 3].map(
			(n) => `${word}-${n}.jpg,${word} picnic ${n},1960s,45.00,picnic;lake,Duluth,0`,
		);
		const csv = (lines: string[]) => ({
			name: "metadata.csv",
			mimeType: "text/csv",
			buffer: Buffer.from(`${[header, ...lines].join("\n")}\n`),
		});
		await page
			.getByLabel("CSV file", { exact: true })
			.setInputFiles(csv([...rows.slice(0, 2), rows[2]?.replace("1960s", "1965") ?? ""]));
		await page.getByRole("button", { name: "Import" }).click();
		await expect(page.getByText("The file has 1 problem; nothing was saved.")).toBeVisible();
		await expect(
			page.getByRole("table", { name: "Problems in the file" }).getByText("decade_taken"),
		).toBeVisible();
		await page.getByLabel("CSV file", { exact: true }).setInputFiles(csv(rows));
		await page.getByRole("button", { name: "Check" }).click();
		await expect(page.getByText(/The file is ready: 3 rows, 3 photos to update/)).toBeVisible();
		await page.getByRole("button", { name: "Import" }).click();
		await expect(page.getByText("Updated 3 photos.")).toBeVisible();

		// Publish: drafts go to review; live waits for the clearance ledger (issue 26).
		await page.goto(`/admin/photos?q=${word}`);
		const table = page.getByRole("table", { name: "Photos" });
		await expect(table.getByRole("link", { name: `${word} picnic 1` })).toBeVisible();
		const move = async (status: "review" | "live") => {
			await table.getByRole("checkbox", { name: "Select every photo on this page" }).check();
			await page.getByLabel("Move to…").selectOption(status);
			await page.getByRole("button", { name: "Move", exact: true }).click();
		};
		await move("review");
		await expect(page.getByText("Moved 3 photos to In review.")).toBeVisible();
		await move("live");
		await expect(page.getByText("Cannot publish: its rights are not recorded").first()).toBeVisible();

		// The rights of each, recorded and verified on its page.
		for (const n of [1, 2, 3]) {
			await page.goto(`/admin/photos?q=${word}`);
			await table.getByRole("link", { name: `${word} picnic ${n}` }).click();
			const rights = page.getByRole("form", { name: "Rights" });
			await rights.getByLabel("Rights holder").fill(`Ada ${word}`);
			await rights
				.getByLabel("How they hold the copyright")
				.selectOption({ label: "Taken by the rights holder" });
			await rights.getByRole("button", { name: "Save rights" }).click();
			await page.getByRole("button", { name: "Verify rights" }).click();
			await expect(page.getByText("Cleared for hero use").first()).toBeVisible();
		}
		await page.goto(`/admin/photos?q=${word}`);
		await move("live");
		await expect(page.getByText("Moved 3 photos to Live.")).toBeVisible();

		// A member searches and finds all three.
		const memberContext = await browser.newContext();
		const member = await memberContext.newPage();
		await member.goto("/");
		await signUpByLink(member, "Noor");
		await member.goto(`/search?q=${word}`);
		await expect(member.getByText("Showing all 3 photos")).toBeVisible();
		for (const n of [1, 2, 3])
			await expect(member.getByRole("img", { name: `${word} picnic ${n}` })).toBeVisible();
		await memberContext.close();
	});

	test("an admin sets a banner (unsafe markup removed); a member dismisses it and it stays dismissed", async ({
		page,
		browser,
	}, testInfo) => {
		test.skip(
			testInfo.project.name === "phone",
			"the public banner is covered on both sizes by its own tests",
		);
		const notice = `Archive closed ${randomBytes(2).toString("hex")}`;
		await newAdmin(page, "Oren");
		type Banner = { id: string; content: string; is_active: boolean };
		const before = ((await (await page.request.get("/api/admin/banners")).json()).banners as Banner[]).find(
			(banner) => banner.is_active,
		);
		await page.goto("/admin/site-banner");
		await page
			.getByLabel("Banner HTML")
			.fill(`<strong>${notice}</strong> on Friday <img src=x onerror=alert(1)>`);
		await page.getByLabel("Show this banner on the site now").check();
		await page.getByRole("button", { name: "Create banner" }).click();
		await expect(page.getByText("Some markup was removed because it is not allowed").first()).toBeVisible();
		const saved = ((await (await page.request.get("/api/admin/banners")).json()).banners as Banner[]).find(
			(banner) => banner.content.includes(notice),
		);
		expect(saved?.is_active).toBe(true);
		expect(saved?.content).not.toContain("onerror");

		const memberContext = await browser.newContext();
		const member = await memberContext.newPage();
		try {
			await member.goto("/");
			await signUpByLink(member, "Lior");
			await member.goto("/");
			const banner = member.getByRole("region", { name: "Announcement" });
			await expect(banner.getByText(notice)).toBeVisible();
			await expect(banner.locator("img")).toHaveCount(0);
			await banner.getByRole("button", { name: "Dismiss announcement" }).click();
			await expect(banner).toBeHidden();
			await member.reload();
			await expect(member.getByRole("heading", { level: 1 }).first()).toBeVisible();
			await expect(member.getByRole("region", { name: "Announcement" })).toBeHidden();
			const dismissed = await member.evaluate(() => window.localStorage.getItem("dismissedBanners"));
			expect(JSON.parse(dismissed ?? "[]")).toContain(saved?.id);
		} finally {
			await memberContext.close();
			// Put the site back as it was for the tests that follow: the earlier banner active, ours gone.
			const origin = new URL(page.url()).origin;
			const { banners } = (await (await page.request.get("/api/admin/banners")).json()) as {
				banners: Banner[];
			};
			for (const banner of banners.filter((b) => b.content.includes(notice)))
				await page.request.delete(`/api/admin/banners/${banner.id}`, { headers: { origin } });
			if (before)
				await page.request.put(`/api/admin/banners/${before.id}`, {
					headers: { origin },
					data: { content: before.content, is_active: true },
				});
		}
	});

	test("an admin adds a studio with its logo; the home strip shows it beside the demo's, linked", async ({
		page,
	}, testInfo) => {
		test.skip(testInfo.project.name === "phone", "the strip itself is covered on both sizes by home.spec.ts");
		const name = `Kestrel ${randomBytes(2).toString("hex")} Pictures`;
		await newAdmin(page, "Nell");
		await page.goto("/admin/studio-logos");
		await expect(page.getByRole("heading", { level: 1, name: "Studio logos" })).toBeVisible();
		// The seed's invented studios say what they are.
		const list = page.getByRole("list", { name: "Studio logos in order" });
		await expect(list.getByText("Demo content").first()).toBeVisible();

		await page.getByLabel("Studio name").fill(name);
		await page.getByLabel(/^Link/).fill("https://kestrel.example.com");
		await page.getByRole("button", { name: "Add studio" }).click();
		const logo = await sharp({
			create: { width: 300, height: 100, channels: 4, background: { r: 240, g: 230, b: 210, alpha: 1 } },
		})
			.png()
			.toBuffer();
		const panel = page.getByRole("region", { name: "Logo" });
		await panel
			.getByLabel("Logo file")
			.setInputFiles({ name: "kestrel.png", mimeType: "image/png", buffer: logo });
		await panel.getByRole("button", { name: "Upload logo" }).click();
		await expect(panel.getByRole("img", { name: `${name} logo` })).toBeVisible();
		type Studio = { id: string; name: string };
		const mine = ((await (await page.request.get("/api/admin/studio-logos")).json()).logos as Studio[]).find(
			(studio) => studio.name === name,
		);
		try {
			await page.goto("/");
			const strip = page.getByRole("region", { name: "Trusted by leading studios" });
			const link = strip.getByRole("link", { name });
			await expect(link).toHaveAttribute("href", "https://kestrel.example.com/");
			await expect(strip.locator("ul:not([aria-hidden]) img[alt]")).toHaveCount(12);
		} finally {
			// The tests that follow see the demo's eleven again.
			const origin = new URL(page.url()).origin;
			if (mine) await page.request.delete(`/api/admin/studio-logos/${mine.id}`, { headers: { origin } });
		}
	});

	test("the admin area has its own navigation, on a phone too", async ({ page }) => {
		await newAdmin(page, "Pia");
		await page.goto("/admin/photos");
		await expect(page.getByRole("heading", { level: 1, name: "Photos" })).toBeVisible();
		const width = page.viewportSize()?.width ?? 1280;
		if (width < 1024) await page.getByRole("button", { name: "Admin menu" }).click();
		const nav = page.getByRole("navigation", { name: "Admin" });
		await expect(nav.getByRole("link", { name: "Photos" })).toHaveAttribute("aria-current", "page");
		await nav.getByRole("link", { name: "Site banner" }).click();
		await expect(page).toHaveURL(/\/admin\/site-banner$/);
		await expect(page.getByRole("heading", { level: 1, name: "Site banner" })).toBeVisible();
	});
});
