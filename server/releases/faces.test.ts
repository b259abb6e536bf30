import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../db/executor";
import { insertRights } from "../test/fixtures/clearance";
import {
	type Family,
	familyWithPhotos,
	ok,
	personOnPhotos,
	storedClearance,
} from "../test/fixtures/releases";
import { createTestApp, type TestContext } from "../test/harness";

/**
 * The family's faces and people (issue 27, item 5) through HTTP on a real database: every route
 * refuses another family's rows with 404, and each face change judges the photo's clearance
 * again with the family in the ledger's history.
 */

let ctx: TestContext;
let rose: Family;
let hale: Family;
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

beforeAll(async () => {
	ctx = await createTestApp();
	rose = await familyWithPhotos(ctx, "rose@family.test", "The Rose Family Album");
	hale = await familyWithPhotos(ctx, "hale@family.test", "The Hale Archive");
});
afterAll(async () => ctx?.close());

describe("faces on the family's own photos", () => {
	it("judges the photo again on every change, with the family as the ledger's actor", async () => {
		const [photoId = ""] = rose.photos;
		await insertRights(ctx.database.db, photoId);
		const before = ok<{ clearance: { clearance: string; missing_for_background: string[] } }>(
			await rose.client.get(`/api/family/photos/${photoId}/faces`),
		);
		expect(before.clearance.clearance).toBe("pending");
		expect(before.clearance.missing_for_background).toContain("Its faces are not drawn yet");

		// The only face cannot be recognised: it needs no release, so the photo clears for hero use.
		const added = ok<{ face: { id: string; identifiable: boolean }; clearance: { clearance: string } }>(
			await rose.client.post(`/api/family/photos/${photoId}/faces`, {
				box: [0.1, 0.1, 0.2, 0.2],
				identifiable: false,
			}),
			201,
		);
		expect(added.face.identifiable).toBe(false);
		expect(added.clearance.clearance).toBe("hero");
		expect(await storedClearance(ctx, photoId)).toBe("hero");

		// Recognisable after all, and given to nobody: pending again.
		const marked = ok<{ clearance: { clearance: string; missing_for_background: string[] } }>(
			await rose.client.patch(`/api/family/faces/${added.face.id}`, { identifiable: true }),
		);
		expect(marked.clearance.clearance).toBe("pending");
		expect(await storedClearance(ctx, photoId)).toBe("pending");

		const removed = ok<{ clearance: { clearance: string } }>(
			await rose.client.del(`/api/family/faces/${added.face.id}`),
		);
		expect(removed.clearance.clearance).toBe("pending");

		const events = await rowsOf<{ action: string; actor_email: string | null }>(
			ctx.database.db,
			sql`select action, actor_email from ledger_events where photo_id = ${photoId} order by id`,
		);
		expect(events.map((e) => e.action)).toEqual([
			"face_added",
			"clearance_changed",
			"face_changed",
			"clearance_changed",
			"face_removed",
		]);
		expect(new Set(events.map((e) => e.actor_email))).toEqual(new Set(["rose@family.test"]));
	});

	it("links one person across photos and shows their private name to the family only", async () => {
		const personId = await personOnPhotos(rose, rose.photos, { name: "Uncle Ted" });
		const listed = ok<{
			persons: Array<{ id: string; name: string; photo_count: number; release_state: string }>;
		}>(await rose.client.get("/api/family/persons"));
		expect(listed.persons.find((p) => p.id === personId)).toMatchObject({
			name: "Uncle Ted",
			photo_count: 2,
			release_state: "none",
		});
		const faces = ok<{ faces: Array<{ person: { id: string; name: string } | null }> }>(
			await rose.client.get(`/api/family/photos/${rose.photos[1]}/faces`),
		);
		expect(faces.faces.map((f) => f.person)).toContainEqual({ id: personId, name: "Uncle Ted" });
		// The name is the family's own: another family never sees it.
		expect(JSON.stringify((await hale.client.get("/api/family/persons")).json())).not.toContain("Uncle Ted");
	});

	it("refuses bad boxes and unknown fields with a message per field", async () => {
		const res = await rose.client.post(`/api/family/photos/${rose.photos[0]}/faces`, {
			box: [0.9, 0.9, 0.5, 0.5],
		});
		expect(res.statusCode).toBe(400);
		expect(res.json().error.fields).toHaveProperty("box");
		const person = await rose.client.post("/api/family/persons", { name: "", life_status: "alive" });
		expect(person.statusCode).toBe(400);
		expect(Object.keys(person.json().error.fields).sort()).toEqual(["life_status", "name"]);
	});
});

describe("faces once a photo has left the drafts", () => {
	it("refuses what would lower its needs (removing a face, marking one not identifiable), not what raises them", async () => {
		const family = await familyWithPhotos(ctx, "lowe@family.test", "The Lowe Shoebox", 1);
		const [photoId = ""] = family.photos;
		await insertRights(ctx.database.db, photoId);
		const face = ok<{ face: { id: string } }>(
			await family.client.post(`/api/family/photos/${photoId}/faces`, { box: [0.5, 0.5, 0.1, 0.1] }),
			201,
		).face;
		// Sent for review (or approved and waiting for a release): the reviewer saw a recognisable face.
		await ctx.database.db.execute(sql`update photos set photo_status = 'review' where id = ${photoId}`);
		expect(await storedClearance(ctx, photoId)).toBe("pending");

		const refused = [
			await family.client.patch(`/api/family/faces/${face.id}`, { identifiable: false }),
			await family.client.del(`/api/family/faces/${face.id}`),
			await family.client.post(`/api/family/photos/${photoId}/faces`, {
				box: [0.1, 0.1, 0.1, 0.1],
				identifiable: false,
			}),
		];
		for (const res of refused) {
			expect(res.statusCode, res.body).toBe(409);
			expect(res.json().error.message).toMatch(/draft/);
		}
		// Nothing changed: the face is still there and recognisable, the photo still waits.
		const [row] = await rowsOf<{ faces: number; identifiable: boolean }>(
			ctx.database.db,
			sql`select count(*)::int as faces, bool_and(identifiable) as identifiable from faces where photo_id = ${photoId}`,
		);
		expect(row).toEqual({ faces: 1, identifiable: true });
		expect(await storedClearance(ctx, photoId)).toBe("pending");

		// Adding a recognisable face or moving one only asks more of the photo: allowed.
		ok(await family.client.post(`/api/family/photos/${photoId}/faces`, { box: [0.1, 0.1, 0.1, 0.1] }), 201);
		ok(await family.client.patch(`/api/family/faces/${face.id}`, { box: [0.4, 0.4, 0.1, 0.1] }));
	});
});

describe("ownership on every family route", () => {
	it("answers 404 for another family's photo, face, person and release, and changes nothing", async () => {
		const [photoId = ""] = rose.photos;
		const personId = await personOnPhotos(rose, [photoId], { name: "Cousin May" });
		const face = ok<{ face: { id: string } }>(
			await rose.client.post(`/api/family/photos/${photoId}/faces`, { box: [0.5, 0.5, 0.1, 0.1] }),
			201,
		).face;
		const halePerson = await personOnPhotos(hale, [hale.photos[0] ?? ""], { name: "Grandpa Hale" });
		const rights = {
			photographer_name: null,
			photographer_status: "living",
			year_taken: 1970,
			rights_holder_name: "Hale",
			basis: "photographer",
			inheritance_route: null,
			chain_of_title: "",
		};

		const refused = [
			await hale.client.get(`/api/family/photos/${photoId}/faces`),
			await hale.client.post(`/api/family/photos/${photoId}/faces`, { box: [0.1, 0.1, 0.2, 0.2] }),
			await hale.client.patch(`/api/family/faces/${face.id}`, { identifiable: false }),
			await hale.client.del(`/api/family/faces/${face.id}`),
			await hale.client.patch(`/api/family/persons/${personId}`, { name: "Mine now" }),
			await hale.client.post(`/api/family/persons/${personId}/releases/online`, {
				signer_name: "Grandpa Hale",
				agree: true,
			}),
			await hale.client.post(`/api/family/persons/${personId}/releases`, {
				signer_name: "May",
				relationship: "self",
				signed_on: "2025-01-02",
				scope: "hero",
				term_years: null,
				document: PDF.toString("base64"),
			}),
			await hale.client.post(`/api/family/persons/${personId}/release-requests`, {
				email: "may@example.test",
				relationship: "self",
			}),
			await hale.client.get(`/api/family/photos/${photoId}/rights`),
			await hale.client.put(`/api/family/photos/${photoId}/rights`, rights),
			// Their own face, given to another family's person.
			await hale.client.post(`/api/family/photos/${hale.photos[1]}/faces`, {
				box: [0.1, 0.1, 0.2, 0.2],
				person_id: personId,
			}),
			// Rose's face given to Hale's person.
			await rose.client.patch(`/api/family/faces/${face.id}`, { person_id: halePerson }),
		];
		for (const res of refused) expect(res.statusCode, res.body).toBe(404);

		const counts = await rowsOf<{ faces: number; releases: number; requests: number; rights: number }>(
			ctx.database.db,
			sql`select (select count(*)::int from faces where photo_id = ${photoId}) as faces,
				(select count(*)::int from releases where person_id = ${personId}) as releases,
				(select count(*)::int from release_requests where person_id = ${personId}) as requests,
				(select count(*)::int from photo_rights where photo_id = ${photoId} and rights_holder_name = 'Hale') as rights`,
		);
		expect(counts[0]).toEqual({ faces: 3, releases: 0, requests: 0, rights: 0 });
		const listed = ok<{ persons: Array<{ id: string }> }>(await hale.client.get("/api/family/persons"));
		expect(listed.persons.map((p) => p.id)).toEqual([halePerson]);
		const photos = ok<{ photos: Array<{ id: string }> }>(await hale.client.get("/api/family/faces/photos"));
		expect(photos.photos.map((p) => p.id).sort()).toEqual([...hale.photos].sort());
	});
});

describe("the family's statement of rights", () => {
	it("is saved through the ledger and waits for an admin to verify it", async () => {
		const photoId = rose.photos[1] ?? "";
		const saved = ok<{ rights: { status: string; basis: string; has_document: boolean } }>(
			await rose.client.put(`/api/family/photos/${photoId}/rights`, {
				photographer_name: "Walter Rose",
				photographer_status: "deceased",
				year_taken: 1962,
				rights_holder_name: "Ruth Rose",
				basis: "inheritance",
				inheritance_route: "will",
				chain_of_title: "Taken by Walter Rose; left to Ruth by his will.",
			}),
		);
		expect(saved.rights).toMatchObject({
			status: "pending_review",
			basis: "inheritance",
			has_document: false,
		});
		const refused = await rose.client.put(`/api/family/photos/${photoId}/rights`, {
			photographer_name: null,
			photographer_status: "living",
			year_taken: null,
			rights_holder_name: "Ruth Rose",
			basis: "inheritance",
			inheritance_route: null,
			chain_of_title: "",
		});
		expect(refused.statusCode).toBe(400);
		expect(refused.json().error.fields).toHaveProperty("inheritance_route");
		const [event] = await rowsOf<{ actor_email: string }>(
			ctx.database.db,
			sql`select actor_email from ledger_events where photo_id = ${photoId} and action = 'rights_saved'`,
		);
		expect(event?.actor_email).toBe("rose@family.test");
	});
});
