import { randomBytes } from "node:crypto";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { newAdmin } from "./support/session";

type LivePhoto = { id: string; photoid: number };

/**
 * Two live photos nobody has tagged a face on, read through the API: their similar people then
 * come only from the faces this test draws.
 */
async function twoUntaggedPhotos(page: Page): Promise<[LivePhoto, LivePhoto]> {
	const search = await (await page.request.get("/api/search?limit=60")).json();
	const found: LivePhoto[] = [];
	for (const { id, photoid } of search.photos as LivePhoto[]) {
		const photo = await (await page.request.get(`/api/photos/${photoid}`)).json();
		if (photo.face_ids.length === 0) found.push({ id, photoid });
		if (found.length === 2) return [found[0] as LivePhoto, found[1] as LivePhoto];
	}
	throw new Error("fewer than two live photos without faces");
}

/** The box's distance from the photo's left and top edges, as percentages of the photo. */
async function boxPosition(box: Locator): Promise<{ left: number; top: number }> {
	return box.evaluate((element) => {
		const style = (element as HTMLElement).style;
		return { left: Number.parseFloat(style.left), top: Number.parseFloat(style.top) };
	});
}

/** Drags on the open photo from one point to another, each given as fractions of the photo. */
async function drawBox(page: Page, from: [number, number], to: [number, number]): Promise<void> {
	const canvas = page.getByTestId("face-canvas");
	await expect(canvas.getByRole("img")).toBeVisible();
	const rect = await canvas.boundingBox();
	if (!rect) throw new Error("the photo has no size");
	const at = ([x, y]: [number, number]) => [rect.x + rect.width * x, rect.y + rect.height * y] as const;
	await page.mouse.move(...at(from));
	await page.mouse.down();
	// In steps, so the dashed box in progress follows the pointer as a person's drag would.
	await page.mouse.move(...at(to), { steps: 8 });
	await page.mouse.up();
}

/** Types a new name in the face's person box and picks "New person: <name>"; waits for it saved. */
async function assignNewPerson(page: Page, card: Locator, name: string): Promise<void> {
	const person = card.getByRole("combobox", { name: "Person" });
	await person.fill(name);
	await page.getByRole("option", { name: `New person: ${name}` }).click();
	await expect(card.getByRole("status")).toHaveText("Saved");
	await expect(person).toHaveValue(name);
}

test.describe("admin faces and people aliases", () => {
	test.skip(({ isMobile }) => isMobile, "the flow runs once, on the desktop project");
	test.describe.configure({ timeout: 180_000 });

	test("an admin tags a face on two photos, links the two people as one, and the first photo's Similar people shows the second", async ({
		page,
	}) => {
		const tag = randomBytes(3).toString("hex");
		// Words no hex tag contains: every word of a search must be in the name, and "B" would find
		// "Person A 3b9c1f" as well.
		const nameA = `E2E Alpha ${tag}`;
		const nameB = `E2E Bravo ${tag}`;
		await newAdmin(page, "Faye");
		const [photoA, photoB] = await twoUntaggedPhotos(page);

		// Photo A: a box drawn with the mouse, then given a new person.
		await page.goto(`/admin/photos-faces?photo=${photoA.id}`);
		await expect(page.getByRole("heading", { level: 1, name: "Photo faces" })).toBeVisible();
		await expect(page.getByText("No faces tagged yet")).toBeVisible();
		await drawBox(page, [0.2, 0.2], [0.45, 0.55]);
		const cardA = page.getByRole("region", { name: "Face 1" });
		await expect(cardA).toBeVisible();
		const boxA = page.getByTestId("face-canvas").getByRole("button", { name: /^Face 1: / });
		await expect(boxA).toHaveAccessibleName("Face 1: no person yet");
		const drawn = await boxPosition(boxA);
		expect(drawn.left).toBeCloseTo(20, 0);
		expect(drawn.top).toBeCloseTo(20, 0);
		await assignNewPerson(page, cardA, nameA);
		await expect(boxA).toHaveAccessibleName(`Face 1: ${nameA}`);

		// Moved by keyboard: three steps right are saved together once the keys rest.
		await boxA.focus();
		await expect(boxA).toBeFocused();
		const moveSaved = page.waitForResponse(
			(response) =>
				response.request().method() === "PATCH" &&
				/\/api\/admin\/faces\/[^/]+$/.test(new URL(response.url()).pathname) &&
				"box" in (response.request().postDataJSON() ?? {}),
		);
		for (let step = 0; step < 3; step++) await page.keyboard.press("ArrowRight");
		expect((await moveSaved).ok()).toBe(true);
		await expect(cardA.getByRole("status")).toHaveText("Saved");
		const moved = await boxPosition(boxA);
		expect(moved.left).toBeCloseTo(drawn.left + 3, 1);
		expect(moved.top).toBeCloseTo(drawn.top, 1);

		// Photo B: a box and another new person.
		await page.goto(`/admin/photos-faces?photo=${photoB.id}`);
		await expect(page.getByText("No faces tagged yet")).toBeVisible();
		await drawBox(page, [0.5, 0.3], [0.7, 0.6]);
		const cardB = page.getByRole("region", { name: "Face 1" });
		await expect(cardB).toBeVisible();
		await assignNewPerson(page, cardB, nameB);
		await expect(
			page.getByTestId("face-canvas").getByRole("button", { name: `Face 1: ${nameB}` }),
		).toBeVisible();

		// People aliases: each found by search, ticked, then linked as one person.
		await page.goto("/admin/people-aliases");
		await expect(page.getByRole("heading", { level: 1, name: "People aliases" })).toBeVisible();
		const search = page.getByLabel("Search people");
		const people = page.getByRole("list", { name: "People" });
		for (const name of [nameA, nameB]) {
			await search.fill(name);
			const row = people.getByRole("checkbox", { name: new RegExp(`^${name}`) });
			await expect(people.getByRole("checkbox")).toHaveCount(1);
			await row.check();
			await expect(row).toBeChecked();
		}
		const chosen = page.getByRole("region", { name: "Chosen people" });
		await expect(chosen.getByRole("listitem")).toHaveText([nameA, nameB]);
		await chosen.getByRole("button", { name: "Mark 2 as the same person" }).click();
		await expect(page.getByText("Linked as one person")).toBeVisible();
		await expect(chosen).toBeHidden();
		const group = page
			.getByRole("listitem")
			.filter({ has: page.getByRole("heading", { name: new RegExp(nameA) }) })
			.filter({ has: page.getByRole("heading", { name: new RegExp(nameB) }) });
		await expect(group).toHaveCount(1);
		await expect(group.getByText("2 records, 2 faces")).toBeVisible();
		await expect(group.getByRole("button", { name: /^Unlink / })).toHaveCount(1);

		// Photo A's page: the Similar people tab lists photo B, and only it.
		await page.goto(`/photo/${photoA.photoid}`);
		await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
		await page.getByRole("tab", { name: "Similar people" }).click();
		const similar = page.getByRole("tabpanel").getByRole("list", { name: "Photos with the same people" });
		await expect(similar.locator(`a[href="/photo/${photoB.photoid}"]`)).toBeVisible();
		await expect(similar.locator('a[href^="/photo/"]')).toHaveCount(1);

		// Back in the face editor after a fresh load: the face is where the keys left it, with its person.
		await page.goto(`/admin/photos-faces?photo=${photoA.id}`);
		const reloaded = page.getByTestId("face-canvas").getByRole("button", { name: `Face 1: ${nameA}` });
		await expect(reloaded).toBeVisible();
		const kept = await boxPosition(reloaded);
		expect(kept.left).toBeCloseTo(moved.left, 1);
		expect(kept.top).toBeCloseTo(moved.top, 1);
		expect(kept.left).not.toBeCloseTo(drawn.left, 1);
		const person = page.getByRole("region", { name: "Face 1" }).getByRole("combobox", { name: "Person" });
		await expect(person).toHaveValue(nameA);
		await expect(page.getByText(`Also known as ${nameB}`)).toBeVisible();
	});
});
