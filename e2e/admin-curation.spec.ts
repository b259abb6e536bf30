import { randomBytes } from "node:crypto";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectSignedInAs, newAdmin, signUpByLink } from "./support/session";

/** What the tests need to know of a live photo, read from the admin photo list. */
type LivePhoto = { id: string; photoid: number; title: string; thumbnail_url: string | null };

/**
 * Live photos with titles of their own (no two alike, none blank), newest first, so a photo can
 * be told apart by its title on the public pages. `skip` leaves the first ones to another test.
 */
async function livePhotos(page: Page, count: number, skip = 0): Promise<LivePhoto[]> {
	const res = await page.request.get("/api/admin/photos?status=live&sort=created_at&dir=desc&page_size=100");
	expect(res.ok()).toBe(true);
	const seen = new Set<string>();
	const distinct = ((await res.json()).photos as LivePhoto[]).filter((photo) => {
		const key = photo.title.trim().toLowerCase();
		if (!key || seen.has(key)) return false;
		seen.add(key);
		return true;
	});
	const chosen = distinct.slice(skip, skip + count);
	expect(chosen).toHaveLength(count);
	return chosen;
}

/** '#123 Title': how the admin screens name a photo. */
const nameOf = (photo: LivePhoto) => `#${photo.photoid} ${photo.title}`;

/** Chooses each photo in the open picker by searching its #photoid and pressing its button. */
async function choose(picker: Locator, photos: LivePhoto[]): Promise<void> {
	const search = picker.getByRole("searchbox", { name: "Search photos" });
	const found = picker.getByRole("list", { name: "Photos found" });
	for (const photo of photos) {
		await search.fill(`#${photo.photoid}`);
		const button = found.getByRole("button", { name: new RegExp(`^#${photo.photoid} `) });
		await expect(button).toBeVisible();
		await expect(found.getByRole("button")).toHaveCount(1);
		await button.click();
		await expect(button).toHaveAttribute("aria-pressed", "true");
	}
	await expect(
		picker.getByText(`${photos.length} ${photos.length === 1 ? "photo" : "photos"} chosen`),
	).toBeVisible();
}

test.describe("admin curation", () => {
	test.skip(({ isMobile }) => isMobile, "flows run once, on the desktop project");
	test.describe.configure({ timeout: 180_000 });

	test("an admin makes an event, attaches photos, renames it, merges a second one into it, and /events shows it", async ({
		page,
		browser,
	}) => {
		const word = randomBytes(3).toString("hex");
		const first = `E2E Garden party ${word}`;
		const renamed = `E2E Garden fete ${word}`;
		const second = `E2E Lawn party ${word}`;
		await newAdmin(page, "Greta");
		const [one, two, three] = await livePhotos(page, 3);
		if (!one || !two || !three) throw new Error("unreachable");

		// A new event opens below the list once made.
		await page.goto("/admin/events");
		await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
		await page.getByRole("button", { name: "New event" }).click();
		const create = page.getByRole("form", { name: "New event" });
		await create.getByLabel("Name", { exact: true }).fill(first);
		await create.getByRole("button", { name: "Create event" }).click();
		const panel = page.getByRole("region", { name: first });
		await expect(panel.getByRole("heading", { level: 2, name: first })).toBeFocused();
		await expect(panel.getByText("0 photos, 0 live")).toBeVisible();

		// Two live photos through the picker.
		await panel.getByRole("button", { name: "Attach photos" }).click();
		const attach = page.getByRole("dialog", { name: `Attach photos to ${first}` });
		await choose(attach, [one, two]);
		await attach.getByRole("button", { name: "Attach 2 photos" }).click();
		await expect(attach).toBeHidden();
		await expect(panel.getByText("2 photos, 2 live")).toBeVisible();
		const attached = panel.getByRole("list", { name: `Photos of ${first}` });
		for (const photo of [one, two]) await expect(attached.getByText(nameOf(photo))).toBeVisible();

		// Renamed in its dialog.
		await panel.getByRole("button", { name: "Rename" }).click();
		const rename = page.getByRole("form", { name: "Rename event" });
		await rename.getByLabel("Name", { exact: true }).fill(renamed);
		await rename.getByRole("button", { name: "Save event" }).click();
		await expect(rename).toBeHidden();
		const kept = page.getByRole("region", { name: renamed });
		await expect(kept.getByRole("heading", { level: 2, name: renamed })).toBeVisible();
		await expect(
			page.getByRole("table", { name: "Events" }).getByRole("button", { name: renamed }),
		).toBeVisible();

		// The same name in other capitals is the same event: the name field says so.
		await page.getByRole("button", { name: "New event" }).click();
		const duplicate = page.getByRole("form", { name: "New event" });
		const name = duplicate.getByLabel("Name", { exact: true });
		await name.fill(renamed.toUpperCase());
		await duplicate.getByRole("button", { name: "Create event" }).click();
		await expect(name).toHaveAttribute("aria-invalid", "true");
		await expect(name).toHaveAccessibleDescription(/An event with this name already exists/);
		await expect(name).toBeFocused();
		await duplicate.getByRole("button", { name: "Cancel" }).click();
		await expect(duplicate).toBeHidden();

		// A second event with a photo of its own, merged into the first.
		await page.getByRole("button", { name: "New event" }).click();
		const again = page.getByRole("form", { name: "New event" });
		await again.getByLabel("Name", { exact: true }).fill(second);
		await again.getByRole("button", { name: "Create event" }).click();
		const other = page.getByRole("region", { name: second });
		await expect(other.getByRole("heading", { level: 2, name: second })).toBeVisible();
		await other.getByRole("button", { name: "Attach photos" }).click();
		const attachOther = page.getByRole("dialog", { name: `Attach photos to ${second}` });
		await choose(attachOther, [three]);
		await attachOther.getByRole("button", { name: "Attach 1 photo" }).click();
		await expect(other.getByText("1 photo, 1 live")).toBeVisible();

		await other.getByRole("button", { name: "Merge into…" }).click();
		const merge = page.getByRole("dialog", { name: `Merge ${second}` });
		await merge.getByRole("searchbox", { name: "Find the event to keep" }).fill(word);
		await merge.getByRole("radio", { name: new RegExp(`^${renamed} `) }).check();
		await merge.getByRole("button", { name: `Merge into ${renamed}` }).click();
		await expect(merge).toBeHidden();
		await expect(page.getByText(`${second} merged into ${renamed}`)).toBeVisible();
		const table = page.getByRole("table", { name: "Events" });
		await expect(
			table.getByRole("row").filter({ has: page.getByRole("button", { name: renamed, exact: true }) }),
		).toContainText("3 / 3");
		await expect(table.getByRole("button", { name: second })).toHaveCount(0);
		await expect(kept.getByRole("heading", { level: 2, name: renamed })).toBeVisible();
		// The kept event's panel reads it again after the merge: the new counts, without a reload.
		await expect(kept.getByText("3 photos, 3 live")).toBeVisible();
		const eventId = new URL(page.url()).searchParams.get("event");
		const merged = kept.getByRole("list", { name: `Photos of ${renamed}` });
		for (const photo of [one, two, three]) await expect(merged.getByText(nameOf(photo))).toBeVisible();

		// A visitor (a fresh browser, nothing cached) sees it on /events and opens its photos.
		const guestContext = await browser.newContext();
		try {
			const guest = await guestContext.newPage();
			await guest.goto("/events");
			const card = guest
				.getByRole("list", { name: "Events" })
				.getByRole("link")
				.filter({ has: guest.getByRole("heading", { name: renamed, exact: true }) });
			await expect(card).toContainText("3 photos");
			await expect(
				guest.getByRole("list", { name: "Events" }).getByRole("heading", { name: second, exact: true }),
			).toHaveCount(0);
			await card.click();
			await expect(guest).toHaveURL(`/search?event_ids=${eventId}`);
			await expect(guest.getByText("Showing all 3 photos")).toBeVisible();
			const results = guest.getByRole("list", { name: "Photos" });
			for (const photo of [one, two, three])
				await expect(results.getByRole("img", { name: photo.title, exact: true })).toBeVisible();
		} finally {
			await guestContext.close();
		}
	});

	test("an admin makes a collection, orders it, picks a cover, publishes it for members, then takes it down", async ({
		page,
		browser,
	}) => {
		const title = `E2E Seaside summers ${randomBytes(3).toString("hex")}`;
		await newAdmin(page, "Cass");
		// Others than the event test's, chosen out of date order (second newest, newest, oldest), so
		// the order made below is neither newest-first nor oldest-first: the public page shows it.
		const [newest, middle, oldest] = await livePhotos(page, 3, 3);
		if (!newest || !middle || !oldest) throw new Error("unreachable");
		const [a, b, c] = [middle, newest, oldest];

		await page.goto("/admin/collections");
		await expect(page.getByRole("heading", { level: 1, name: "Collections" })).toBeVisible();
		await page.getByRole("button", { name: "New collection" }).click();
		const create = page.getByRole("form", { name: "New collection" });
		await create.getByLabel("Title", { exact: true }).fill(title);
		await create.getByRole("button", { name: "Create collection" }).click();
		await expect(page).toHaveURL(/\/admin\/collections\/[0-9a-f-]{36}$/);
		await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
		const editorUrl = page.url();
		const publicUrl = `/collections/${editorUrl.split("/").pop()}`;

		// Empty, it cannot be published: the switch says why and stays off.
		const published = page.getByRole("switch", { name: "Published" });
		await expect(published).toHaveAttribute("aria-checked", "false");
		await published.click();
		await expect(
			page.getByText("Add at least one live photo before publishing the collection"),
		).toBeVisible();
		await expect(published).toHaveAttribute("aria-checked", "false");
		await expect(published).toHaveAccessibleDescription(/Add at least one live photo/);

		// Three live photos through the picker, in the order chosen.
		await page.getByRole("button", { name: "Add photos" }).click();
		const picker = page.getByRole("dialog", { name: `Add photos to ${title}` });
		await choose(picker, [a, b, c]);
		await picker.getByRole("button", { name: "Add 3 photos" }).click();
		await expect(picker).toBeHidden();
		const ordered = page.getByRole("list", { name: "Photos in order" }).getByRole("listitem");
		const expectOrder = async (photos: LivePhoto[]) => {
			await expect(ordered).toHaveCount(photos.length);
			for (const [index, photo] of photos.entries())
				await expect(ordered.nth(index)).toContainText(nameOf(photo));
		};
		await expectOrder([a, b, c]);
		await expect(page.getByText("3 photos, 3 live")).toBeVisible();

		// The last one moves up by keyboard; focus follows it.
		const up = page.getByRole("button", { name: `Move ${nameOf(c)} up` });
		await up.focus();
		await page.keyboard.press("Enter");
		await expectOrder([a, c, b]);
		await expect(page.getByRole("button", { name: `Move ${nameOf(c)} up` })).toBeFocused();
		await expect(page.getByText("3 photos, 3 live")).toBeVisible();

		// The last in order becomes the cover.
		const makeCover = page.getByRole("button", { name: `Make ${nameOf(b)} the cover` });
		await makeCover.click();
		await expect(makeCover).toHaveAttribute("aria-pressed", "true");
		await expect(page.getByRole("button", { name: "Use the first live photo as cover" })).toBeVisible();

		// The order and cover were saved.
		await page.reload();
		await expectOrder([a, c, b]);
		await expect(page.getByRole("button", { name: `Make ${nameOf(b)} the cover` })).toHaveAttribute(
			"aria-pressed",
			"true",
		);

		// Published now, with a link to its public page.
		await published.click();
		await expect(published).toHaveAttribute("aria-checked", "true");
		await page.getByRole("link", { name: "View the public page" }).click();
		await expect(page).toHaveURL(publicUrl);
		await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
		await expect(page.getByRole("list", { name: `Photos in ${title}` }).getByRole("img")).toHaveCount(3);

		// A member finds it on /collections, with the chosen cover, and sees its photos.
		const memberContext = await browser.newContext();
		try {
			const member = await memberContext.newPage();
			await member.goto("/");
			await signUpByLink(member, "Moana");
			await member.goto("/collections");
			const card = member
				.getByRole("list", { name: "Collections" })
				.getByRole("link")
				.filter({ has: member.getByRole("heading", { name: title, exact: true }) });
			await expect(card).toContainText("3 photos");
			await expect(card.locator("img")).toHaveAttribute("src", b.thumbnail_url ?? "");
			await card.click();
			await expect(member).toHaveURL(publicUrl);
			await expect(member.getByRole("heading", { level: 1, name: title })).toBeVisible();
			const photos = member.getByRole("list", { name: `Photos in ${title}` });
			for (const photo of [a, b, c])
				await expect(photos.getByRole("img", { name: photo.title, exact: true })).toBeVisible();
			await expect
				.poll(() => photos.getByRole("img").evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt"))))
				.toEqual([a.title, c.title, b.title]);

			// Unpublished: gone from /collections and its page for the member.
			await page.goto(editorUrl);
			await expect(published).toHaveAttribute("aria-checked", "true");
			await published.click();
			await expect(published).toHaveAttribute("aria-checked", "false");
			await expect(page.getByRole("link", { name: "View the public page" })).toBeHidden();

			// The member's browser may keep /api/collections for five minutes (cache-control); the
			// same member in a browser without that copy sees the change at once.
			const fresh = await browser.newContext({ storageState: await memberContext.storageState() });
			try {
				const again = await fresh.newPage();
				await again.goto("/collections");
				await expectSignedInAs(again, "Moana");
				await expect(again.getByRole("heading", { level: 1, name: "Collections" })).toBeVisible();
				await expect(
					again.getByRole("list", { name: "Collections" }).or(again.getByText("No collections yet.")),
				).toBeVisible();
				await expect(again.getByRole("heading", { name: title, exact: true })).toHaveCount(0);
				await again.goto(publicUrl);
				await expect(again.getByText("This collection does not exist.")).toBeVisible();
			} finally {
				await fresh.close();
			}
		} finally {
			await memberContext.close();
		}
	});
});
