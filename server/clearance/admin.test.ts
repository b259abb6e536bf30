import { readdir } from "node:fs/promises";
import path from "node:path";
import { CLEARANCE_ADMIN_TEXT, LEDGER_DOCUMENT_MAX_BYTES } from "@core/contracts/clearance";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpAdmin } from "../test/admin-client";
import { type AuthClient, authClient, signUp } from "../test/auth-client";
import { buyPhotos } from "../test/fixtures/deliverables";
import { insertPhotos } from "../test/fixtures/photos";
import { createTestApp, type TestContext } from "../test/harness";
import { smtpMail } from "../test/mail";
import { startSmtpServer } from "../test/smtp";

/**
 * The admin's side of the clearance ledger (issue 26), through HTTP on a real database: the
 * review queue, verifying, rejecting and revoking releases with what that does to photos, their
 * sale and their buyers, rights, documents (admins only), faces and the append-only history.
 */

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let ctx: TestContext;
let admin: AuthClient;
let member: AuthClient;
let guest: AuthClient;

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const b64 = (data: Buffer) => data.toString("base64");
let jpeg: Buffer;

beforeAll(async () => {
	smtp = await startSmtpServer();
	ctx = await createTestApp({ env: { SMTP_URL: smtp.url, AUTH_RATE_LIMIT: "1000" } });
	const readMail = (c: TestContext, to: string, subject: RegExp) => smtpMail(c, smtp, to, subject);
	admin = await signUpAdmin(ctx, "curator@studio.test", "Cu", readMail);
	member = authClient(ctx);
	await signUp(ctx, member, "ann@studio.test", "Ann", readMail);
	guest = authClient(ctx);
	jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#c8a070" } })
		.jpeg()
		.toBuffer();
});
afterAll(async () => {
	await ctx?.close();
	await smtp?.close();
});

const ok = <T = Record<string, unknown>>(
	res: { statusCode: number; body: string; json(): T },
	status = 200,
) => {
	expect(res.statusCode, res.body).toBe(status);
	return res.json();
};

/** A person with the facts given, shown on each photo by one identifiable face. */
async function personOn(photoIds: readonly string[], facts: Record<string, unknown> = {}): Promise<string> {
	const created = ok<{ person: { id: string } }>(
		await admin.post("/api/admin/persons", { name: "Ada Okafor" }),
		201,
	);
	const id = created.person.id;
	ok(await admin.patch(`/api/admin/persons/${id}`, { life_status: "living", birth_year: 1950, ...facts }));
	for (const photoId of photoIds)
		ok(
			await admin.post(`/api/admin/photos/${photoId}/faces`, { box: [0.2, 0.2, 0.2, 0.3], person_id: id }),
			201,
		);
	return id;
}

const RIGHTS = {
	photographer_name: "Walter Okafor",
	photographer_status: "deceased",
	year_taken: 1974,
	rights_holder_name: "Ada Okafor",
	basis: "inheritance",
	inheritance_route: "will",
	chain_of_title: "Taken by Walter Okafor; passed by will to Ada Okafor.",
};

async function verifiedRights(photoId: string) {
	ok(await admin.put(`/api/admin/photos/${photoId}/rights`, RIGHTS));
	return ok<{ photo: { clearance: string } }>(await admin.post(`/api/admin/photos/${photoId}/rights/verify`));
}

const releaseBody = (personId: string, overrides: Record<string, unknown> = {}) => ({
	person_id: personId,
	signer_name: "Ada Okafor",
	relationship: "self",
	signed_on: "2025-03-01",
	scope: "hero",
	term_years: null,
	witness_name: null,
	document: b64(PDF),
	...overrides,
});

async function addRelease(personId: string, overrides: Record<string, unknown> = {}): Promise<string> {
	const res = ok<{ release: { id: string } }>(
		await admin.post("/api/admin/releases", releaseBody(personId, overrides)),
		201,
	);
	return res.release.id;
}

const photoRow = async (id: string) => {
	const [row] = await ctx.database.query<{ clearance: string; photo_status: string; facets: string[] }>(
		sql`select clearance, photo_status, facets from photos where id = ${id}`,
	);
	return row;
};

const privateFiles = async (folder: string) =>
	readdir(path.join(ctx.storage.privateDir, folder)).catch(() => [] as string[]);

describe("the review queue", () => {
	it("lists pending releases oldest first with the person, the facts and their face crops", async () => {
		const [photo = ""] = await insertPhotos(ctx.database, 1);
		const person = await personOn([photo], { birth_year: 1962 });
		const first = await addRelease(person, { witness_name: "Rosa Hale", term_years: 25 });
		const second = await addRelease(person, { scope: "background" });
		const body = ok<{ releases: Array<Record<string, unknown>>; total: number }>(
			await admin.get("/api/admin/releases?status=pending_review&page_size=100"),
		);
		const ids = body.releases.map((r) => r.id);
		expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
		const row = body.releases.find((r) => r.id === first);
		expect(row).toMatchObject({
			reference: expect.stringMatching(/^R-\d{6}$/),
			person: { id: person, name: "Ada Okafor", life_status: "living", birth_year: 1962 },
			signer_name: "Ada Okafor",
			relationship: "self",
			signed_on: "2025-03-01",
			scope: "hero",
			term_years: 25,
			witness_name: "Rosa Hale",
			status: "pending_review",
			document_type: "application/pdf",
			document_url: `/api/admin/releases/${first}/document`,
			faces: [
				{ photo_id: photo, box: [0.2, 0.2, 0.2, 0.3], thumbnail_url: expect.stringMatching(/^\/media\//) },
			],
		});
		expect(body.total).toBeGreaterThanOrEqual(2);
		// Other statuses are their own lists.
		const verified = ok<{ releases: unknown[] }>(await admin.get("/api/admin/releases?status=verified"));
		expect(verified.releases.map((r) => (r as { id: string }).id)).not.toContain(first);
	});

	it("is for admins only: 401 signed out, 403 for members", async () => {
		expect((await guest.get("/api/admin/releases")).statusCode).toBe(401);
		expect((await member.get("/api/admin/releases")).statusCode).toBe(403);
	});
});

describe("release documents", () => {
	it("are never served without an admin session: 401 signed out, 403 for members, the bytes for admins", async () => {
		const [photo = ""] = await insertPhotos(ctx.database, 1);
		const person = await personOn([photo]);
		const id = await addRelease(person);
		const url = `/api/admin/releases/${id}/document`;
		expect((await guest.get(url)).statusCode).toBe(401);
		expect((await member.get(url)).statusCode).toBe(403);
		const res = await admin.get(url);
		expect(res.statusCode).toBe(200);
		expect(res.headers["content-type"]).toBe("application/pdf");
		expect(res.headers["cache-control"]).toBe("private, no-store");
		expect(res.rawPayload.equals(PDF)).toBe(true);

		const image = await addRelease(person, { document: b64(jpeg) });
		const shown = await admin.get(`/api/admin/releases/${image}/document`);
		expect(shown.headers["content-type"]).toBe("image/jpeg");
		expect(shown.rawPayload.equals(jpeg)).toBe(true);
		expect(
			(await admin.get("/api/admin/releases/00000000-0000-4000-8000-000000000000/document")).statusCode,
		).toBe(404);
	});

	it("refuses a wrong file, one too big and one whose content is not what it starts as: 400, nothing kept", async () => {
		const [photo = ""] = await insertPhotos(ctx.database, 1);
		const person = await personOn([photo]);
		const [before] = await ctx.database.query<{ n: number }>(sql`select count(*)::int as n from releases`);
		const filesBefore = await privateFiles("releases");
		const fakeJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
		const tooBig = Buffer.concat([PDF, Buffer.alloc(LEDGER_DOCUMENT_MAX_BYTES + 1 - PDF.length, 32)]);
		for (const [document, message] of [
			[b64(Buffer.from("name,role\nAda,self\n")), CLEARANCE_ADMIN_TEXT.documentWrongType],
			[b64(fakeJpeg), CLEARANCE_ADMIN_TEXT.documentWrongType],
			["not base64 at all!", CLEARANCE_ADMIN_TEXT.documentWrongType],
			[b64(tooBig), CLEARANCE_ADMIN_TEXT.documentTooLarge],
		] as const) {
			const res = await admin.post("/api/admin/releases", releaseBody(person, { document }));
			expect(res.statusCode, res.body.slice(0, 200)).toBe(400);
			expect(res.json().error.fields).toEqual({ document: message });
		}
		const missing = await admin.post("/api/admin/releases", { ...releaseBody(person), document: undefined });
		expect(missing.statusCode).toBe(400);
		const [after] = await ctx.database.query<{ n: number }>(sql`select count(*)::int as n from releases`);
		expect(after?.n).toBe(before?.n);
		expect(await privateFiles("releases")).toEqual(filesBefore);
	});

	it("checks who may sign against the person, field by field", async () => {
		const [photo = ""] = await insertPhotos(ctx.database, 1);
		const child = await personOn([photo], { birth_year: 2015 });
		const self = await admin.post("/api/admin/releases", releaseBody(child));
		expect(self.statusCode).toBe(400);
		expect(self.json().error.fields).toEqual({
			relationship: "A minor cannot sign their own release: a parent or guardian signs",
		});
		const estate = await admin.post("/api/admin/releases", releaseBody(child, { relationship: "estate" }));
		expect(estate.json().error.fields.relationship).toBe(
			"Only a deceased person's estate or heirs sign for them",
		);
		const future = await admin.post("/api/admin/releases", releaseBody(child, { signed_on: "2999-01-01" }));
		expect(future.json().error.fields).toEqual({ signed_on: CLEARANCE_ADMIN_TEXT.signedInFuture });
		await addRelease(child, { relationship: "parent_or_guardian", signer_name: "Grace Okafor" });
	});
});

describe("verifying, rejecting and revoking", () => {
	it("a verified hero release makes the photo hero-eligible: its clearance and its search facet change", async () => {
		const [photo = ""] = await insertPhotos(ctx.database, 1);
		const person = await personOn([photo]);
		expect((await verifiedRights(photo)).photo.clearance).toBe("pending");
		const id = await addRelease(person);
		expect((await photoRow(photo))?.clearance).toBe("pending");

		const res = ok<{ release: { status: string; reviewed_at: string }; clearances_changed: unknown[] }>(
			await admin.post(`/api/admin/releases/${id}/verify`),
		);
		expect(res.release.status).toBe("verified");
		expect(res.release.reviewed_at).toBeTruthy();
		expect(res.clearances_changed).toEqual([{ photo_id: photo, from: "pending", to: "hero" }]);
		const row = await photoRow(photo);
		expect(row?.clearance).toBe("hero");
		expect(row?.facets).toContain("k:hero");
		// A decision is taken once.
		expect((await admin.post(`/api/admin/releases/${id}/verify`)).statusCode).toBe(409);
		expect((await admin.post(`/api/admin/releases/${id}/reject`, { reason: "late" })).statusCode).toBe(409);

		const history = ok<{ events: Array<{ action: string; actor_email: string }> }>(
			await admin.get(`/api/admin/photos/${photo}/ledger`),
		);
		expect(history.events.map((e) => e.action).slice(0, 2)).toEqual([
			"clearance_changed",
			"release_verified",
		]);
		expect(history.events.map((e) => e.action)).toEqual(
			expect.arrayContaining([
				"release_added",
				"rights_saved",
				"rights_verified",
				"face_added",
				"person_changed",
			]),
		);
		expect(history.events[0]?.actor_email).toBe("curator@studio.test");
	});

	it("a rejection needs a reason and clears nothing", async () => {
		const [photo = ""] = await insertPhotos(ctx.database, 1);
		const person = await personOn([photo]);
		await verifiedRights(photo);
		const id = await addRelease(person);
		const blank = await admin.post(`/api/admin/releases/${id}/reject`, { reason: "  " });
		expect(blank.statusCode).toBe(400);
		expect(blank.json().error.fields).toEqual({ reason: CLEARANCE_ADMIN_TEXT.reasonBlank });
		const long = await admin.post(`/api/admin/releases/${id}/reject`, { reason: "x".repeat(501) });
		expect(long.json().error.fields).toEqual({ reason: CLEARANCE_ADMIN_TEXT.reasonTooLong });
		const res = ok<{ release: { status: string; reason: string }; clearances_changed: unknown[] }>(
			await admin.post(`/api/admin/releases/${id}/reject`, { reason: "The signature does not match" }),
		);
		expect(res.release).toMatchObject({ status: "rejected", reason: "The signature does not match" });
		expect(res.clearances_changed).toEqual([]);
		expect((await photoRow(photo))?.clearance).toBe("pending");
		// Only a verified release can be revoked.
		expect((await admin.post(`/api/admin/releases/${id}/revoke`, { reason: "x" })).statusCode).toBe(409);
	});

	it("a revocation takes the live photos that fall to pending off sale and notifies their buyers by mail", async () => {
		const [sold = "", unsold = ""] = await insertPhotos(ctx.database, 2);
		const person = await personOn([sold, unsold]);
		await verifiedRights(sold);
		await verifiedRights(unsold);
		const id = await addRelease(person);
		ok(await admin.post(`/api/admin/releases/${id}/verify`));
		const order = await buyPhotos(member, admin, [sold]);

		const res = ok<{
			release: { status: string; reason: string };
			photos_taken_off_sale: Array<{ id: string }>;
			buyers_notified: Array<Record<string, unknown>>;
			clearances_changed: Array<{ photo_id: string; to: string }>;
		}>(
			await admin.post(`/api/admin/releases/${id}/revoke`, {
				reason: "Signed by a cousin without authority",
			}),
		);
		expect(res.release).toMatchObject({ status: "revoked", reason: "Signed by a cousin without authority" });
		expect(res.clearances_changed.map((c) => c.to)).toEqual(["pending", "pending"]);
		expect(res.photos_taken_off_sale.map((p) => p.id).sort()).toEqual([sold, unsold].sort());
		expect(res.buyers_notified).toEqual([
			{
				user_id: expect.any(String),
				email: "ann@studio.test",
				order_reference: order.reference,
				photo: expect.objectContaining({ id: sold }),
			},
		]);
		expect((await photoRow(sold))?.photo_status).toBe("review");
		expect((await photoRow(unsold))?.photo_status).toBe("review");

		const mail = await smtpMail(ctx, smtp, "ann@studio.test", /no longer cleared/);
		expect(mail.text).toContain(order.reference);
		expect(mail.text).toContain("taken them off sale".replace("them", "it"));

		const [notice] = await ctx.database.query<{ details: { email: string; order_reference: string } }>(
			sql`select details from ledger_events where action = 'buyer_notified' and photo_id = ${sold}`,
		);
		expect(notice?.details).toMatchObject({ email: "ann@studio.test", order_reference: order.reference });
		const history = ok<{ events: Array<{ action: string }> }>(
			await admin.get(`/api/admin/photos/${sold}/ledger`),
		);
		expect(history.events.map((e) => e.action)).toEqual(
			expect.arrayContaining(["release_revoked", "taken_off_sale", "buyer_notified"]),
		);
	});

	it("keeps the history append-only: the table refuses updates and deletes", async () => {
		const refusal = (query: Promise<unknown>) =>
			query.then(
				() => "accepted",
				(err: Error & { cause?: Error }) => String(err.cause?.message ?? err.message),
			);
		const [before] = await ctx.database.query<{ n: number }>(
			sql`select count(*)::int as n from ledger_events`,
		);
		expect(before?.n).toBeGreaterThan(0);
		expect(await refusal(ctx.database.query(sql`update ledger_events set action = 'forged'`))).toMatch(
			/append-only/,
		);
		expect(await refusal(ctx.database.query(sql`delete from ledger_events`))).toMatch(/append-only/);
		const [after] = await ctx.database.query<{ n: number }>(
			sql`select count(*)::int as n from ledger_events`,
		);
		expect(after?.n).toBe(before?.n);
	});
});

describe("rights", () => {
	it("says what is wrong field by field, and keeps an assignment's document for admins only", async () => {
		const [photo = ""] = await insertPhotos(ctx.database, 1);
		// A landscape: nobody shown, so its rights alone decide.
		await ctx.database.query(sql`update photos set people_count = 0 where id = ${photo}`);
		const noRoute = await admin.put(`/api/admin/photos/${photo}/rights`, {
			...RIGHTS,
			inheritance_route: null,
		});
		expect(noRoute.statusCode).toBe(400);
		expect(noRoute.json().error.fields).toEqual({
			inheritance_route: "Say whether it passed by a will or by intestacy",
		});
		const assignment = { ...RIGHTS, basis: "written_assignment", inheritance_route: null };
		const noDocument = await admin.put(`/api/admin/photos/${photo}/rights`, assignment);
		expect(noDocument.json().error.fields).toEqual({ document: "A written assignment needs its document" });
		const blank = await admin.put(`/api/admin/photos/${photo}/rights`, {
			...RIGHTS,
			rights_holder_name: " ",
		});
		expect(blank.json().error.fields).toEqual({ rights_holder_name: CLEARANCE_ADMIN_TEXT.nameBlank });
		expect((await admin.get(`/api/admin/photos/${photo}/rights/document`)).statusCode).toBe(404);

		const saved = ok<{ rights: { status: string; document_url: string } }>(
			await admin.put(`/api/admin/photos/${photo}/rights`, { ...assignment, document: b64(PDF) }),
		);
		expect(saved.rights.status).toBe("pending_review");
		const url = `/api/admin/photos/${photo}/rights/document`;
		expect(saved.rights.document_url).toBe(url);
		expect((await guest.get(url)).statusCode).toBe(401);
		expect((await member.get(url)).statusCode).toBe(403);
		expect((await admin.get(url)).rawPayload.equals(PDF)).toBe(true);
		// Saved again without a document: the one kept stays.
		ok(
			await admin.put(`/api/admin/photos/${photo}/rights`, {
				...assignment,
				chain_of_title: "Assigned 1999.",
			}),
		);
		const verified = ok<{ rights: { status: string }; photo: { clearance: string } }>(
			await admin.post(`/api/admin/photos/${photo}/rights/verify`),
		);
		expect(verified.rights.status).toBe("verified");
		expect(verified.photo.clearance).toBe("hero");
	});
});

describe("faces and people", () => {
	it("a face marked not identifiable needs no release: the photo is cleared", async () => {
		const [photo = ""] = await insertPhotos(ctx.database, 1);
		await personOn([photo]);
		await verifiedRights(photo);
		expect((await photoRow(photo))?.clearance).toBe("pending");
		const panel = ok<{ missing_for_background: string[] }>(
			await admin.get(`/api/admin/photos/${photo}/clearance`),
		);
		expect(panel.missing_for_background).toEqual(["Person, age unknown has no verified release"]);
		const faces = ok<{ faces: Array<{ id: string; identifiable: boolean }> }>(
			await admin.get(`/api/admin/photos/${photo}/faces`),
		);
		const faceId = faces.faces[0]?.id ?? "";
		expect(faces.faces[0]?.identifiable).toBe(true);
		const changed = ok<{ face: { identifiable: boolean } }>(
			await admin.patch(`/api/admin/faces/${faceId}`, { identifiable: false }),
		);
		expect(changed.face.identifiable).toBe(false);
		const row = await photoRow(photo);
		expect(row?.clearance).toBe("hero");
		expect(row?.facets).toContain("k:hero");
		const history = ok<{ events: Array<{ action: string; details: Record<string, unknown> }> }>(
			await admin.get(`/api/admin/photos/${photo}/ledger`),
		);
		expect(history.events[1]).toMatchObject({ action: "face_changed", details: { identifiable: false } });
	});

	it("a person's life status and year of birth are checked and judge their photos again", async () => {
		const [photo = ""] = await insertPhotos(ctx.database, 1);
		const person = await personOn([photo], { life_status: "deceased", birth_year: 1901 });
		await verifiedRights(photo);
		const id = await addRelease(person, { relationship: "estate", signer_name: "Executor" });
		ok(await admin.post(`/api/admin/releases/${id}/verify`));
		expect((await photoRow(photo))?.clearance).toBe("hero");
		const bad = await admin.patch(`/api/admin/persons/${person}`, {
			birth_year: 1700,
			life_status: "asleep",
		});
		expect(bad.statusCode).toBe(400);
		expect(Object.keys(bad.json().error.fields).sort()).toEqual(["birth_year", "life_status"]);
		// Alive after all: an estate cannot sign for them, and the photo falls back.
		const res = ok<{ person: { life_status: string } }>(
			await admin.patch(`/api/admin/persons/${person}`, { life_status: "living" }),
		);
		expect(res.person.life_status).toBe("living");
		expect((await photoRow(photo))?.clearance).toBe("pending");
	});
});

describe("photos to complete", () => {
	it("lists live photos pending clearance by photo number, with what each is missing", async () => {
		const [photo = ""] = await insertPhotos(ctx.database, 1);
		await personOn([photo]);
		const body = ok<{ photos: Array<Record<string, unknown>>; total: number }>(
			await admin.get("/api/admin/clearance/photos?clearance=pending&status=live&page_size=100"),
		);
		const row = body.photos.find((p) => p.id === photo);
		expect(row).toMatchObject({
			clearance: "pending",
			photo_status: "live",
			missing_for_background: ["Its rights are not recorded", "Person, age unknown has no verified release"],
		});
		expect(body.photos.every((p) => p.clearance === "pending" && p.photo_status === "live")).toBe(true);
		expect((await admin.get("/api/admin/clearance/photos?clearance=hero")).statusCode).toBe(400);
	});
});
