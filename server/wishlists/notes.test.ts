import { WISHLIST_NOTE_MAX, WISHLIST_NOTE_TOO_LONG } from "@core/wishlist-items";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuthClient, authClient, signUpMembers } from "../test/auth-client";
import { insertPhotos } from "../test/fixtures/photos";
import { createTestApp, type TestContext } from "../test/harness";

let ctx: TestContext;
let ann: AuthClient;
let ben: AuthClient;
let photos: string[] = [];
let wishlistId = "";
let benWishlistId = "";

beforeAll(async () => {
	ctx = await createTestApp();
	[ann, ben] = await signUpMembers(ctx, "Ann", "Ben");
	photos = await insertPhotos(ctx.database, 3);
	const annProject = (
		await ann.post("/api/projects", { name: "Diner Pilot", company: "Harbor Films" })
	).json().project.id;
	wishlistId = (await ann.post("/api/wishlists", { name: "Diner walls", project_id: annProject })).json()
		.wishlist.id;
	for (const id of photos.slice(0, 2)) await ann.post(`/api/wishlists/${wishlistId}/items`, { photo_id: id });
	const benProject = (await ben.post("/api/projects", { name: "Ben Pilot", company: "Ben Films" })).json()
		.project.id;
	benWishlistId = (
		await ben.post("/api/wishlists", { name: "Ben walls", project_id: benProject, photo_id: photos[0] })
	).json().wishlist.id;
});
afterAll(async () => ctx?.close());

const photo = (i: number) => photos[i] ?? "";
const itemUrl = (list: string, photoId: string) => `/api/wishlists/${list}/items/${photoId}`;
const noteOf = async (client: AuthClient, list: string, photoId: string) =>
	(await client.get(`/api/wishlists/${list}`))
		.json()
		.items.find((item: { photo: { id: string } }) => item.photo.id === photoId)?.note;

describe("PATCH /api/wishlists/:id/items/:photoId (a note per photo)", () => {
	it("starts without a note, and carries place and people count for the compare view", async () => {
		await ctx.database.query(sql`
			update photos set location_city = 'Dayton', location_state_province = 'Ohio', location_country = null,
				people_count = 3
			where id = ${photo(0)}`);
		const detail = (await ann.get(`/api/wishlists/${wishlistId}`)).json();
		const first = detail.items.find((item: { photo: { id: string } }) => item.photo.id === photo(0));
		expect(first).toMatchObject({ note: null, place: "Dayton, Ohio", people_count: 3 });
	});

	it("saves the note trimmed, answers the item, and stamps the wishlist", async () => {
		const before = (await ann.get(`/api/wishlists/${wishlistId}`)).json().wishlist.updated_at;
		const res = await ann.patch(itemUrl(wishlistId, photo(0)), {
			note: "  Scene 12: diner wall, 8×10 frame  ",
		});
		expect(res.statusCode).toBe(200);
		expect(res.json().item).toMatchObject({
			note: "Scene 12: diner wall, 8×10 frame",
			photo: { id: photo(0) },
		});
		expect(await noteOf(ann, wishlistId, photo(0))).toBe("Scene 12: diner wall, 8×10 frame");
		const after = (await ann.get(`/api/wishlists/${wishlistId}`)).json().wishlist.updated_at;
		expect(Date.parse(after)).toBeGreaterThan(Date.parse(before));
		// The other photo's note is untouched.
		expect(await noteOf(ann, wishlistId, photo(1))).toBeNull();
	});

	it("keeps markup as plain text, exactly as typed", async () => {
		const markup = '<img src=x onerror="alert(1)"> & <b>bold</b>';
		const res = await ann.patch(itemUrl(wishlistId, photo(1)), { note: markup });
		expect(res.json().item.note).toBe(markup);
	});

	it("clears the note with an empty text or null", async () => {
		expect((await ann.patch(itemUrl(wishlistId, photo(1)), { note: "   " })).json().item.note).toBeNull();
		await ann.patch(itemUrl(wishlistId, photo(1)), { note: "again" });
		expect((await ann.patch(itemUrl(wishlistId, photo(1)), { note: null })).json().item.note).toBeNull();
		const [row] = await ctx.database.query<{ note: string | null }>(
			sql`select note from wishlist_items where wishlist_id = ${wishlistId} and photo_id = ${photo(1)}`,
		);
		expect(row?.note).toBeNull();
	});

	it("refuses a note over the limit, or not text, with a message on the field (400), and keeps the old note", async () => {
		const long = await ann.patch(itemUrl(wishlistId, photo(0)), { note: "n".repeat(WISHLIST_NOTE_MAX + 1) });
		expect(long.statusCode).toBe(400);
		expect(long.json().error.fields).toEqual({ note: WISHLIST_NOTE_TOO_LONG });
		const exact = await ann.patch(itemUrl(wishlistId, photo(1)), { note: "n".repeat(WISHLIST_NOTE_MAX) });
		expect(exact.statusCode).toBe(200);
		const notText = await ann.patch(itemUrl(wishlistId, photo(0)), { note: 42 });
		expect(notText.statusCode).toBe(400);
		expect(Object.keys(notText.json().error.fields)).toEqual(["note"]);
		expect((await ann.patch(itemUrl(wishlistId, photo(0)), {})).statusCode).toBe(400);
		expect((await ann.patch(itemUrl(wishlistId, "nope"), { note: "x" })).statusCode).toBe(400);
		expect(await noteOf(ann, wishlistId, photo(0))).toBe("Scene 12: diner wall, 8×10 frame");
	});

	it("answers 404 for a photo not on the wishlist", async () => {
		const res = await ann.patch(itemUrl(wishlistId, photo(2)), { note: "x" });
		expect(res.statusCode).toBe(404);
		expect(res.json().error.message).toBe("That photo is not in this wishlist");
	});

	it("answers 404 for another user's wishlist, and changes nothing there", async () => {
		const res = await ann.patch(itemUrl(benWishlistId, photo(0)), { note: "Taken over" });
		expect(res.statusCode).toBe(404);
		expect(res.json().error).toEqual({ code: "NOT_FOUND", message: "Wishlist not found" });
		expect(await noteOf(ben, benWishlistId, photo(0))).toBeNull();
		// Ben cannot write on Ann's either.
		expect((await ben.patch(itemUrl(wishlistId, photo(0)), { note: "x" })).statusCode).toBe(404);
	});

	it("asks a guest to sign in (401)", async () => {
		const res = await authClient(ctx).patch(itemUrl(wishlistId, photo(0)), { note: "x" });
		expect(res.statusCode).toBe(401);
		expect(await noteOf(ann, wishlistId, photo(0))).toBe("Scene 12: diner wall, 8×10 frame");
	});

	it("shows the notes on the shared page, by photo, and none for photos without one", async () => {
		await ann.patch(itemUrl(wishlistId, photo(1)), { note: null });
		const code = (await ann.post(`/api/wishlists/${wishlistId}/share`)).json().share_code;
		const body = (await authClient(ctx).get(`/api/shared-wishlists/${code}`)).json();
		expect(body.notes).toEqual({ [photo(0)]: "Scene 12: diner wall, 8×10 frame" });
		expect(body.photos).toHaveLength(2);
	});
});
