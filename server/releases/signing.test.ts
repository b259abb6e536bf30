import { createHash } from "node:crypto";
import { RELEASES_TEXT } from "@core/releases";
import { sql } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../db/executor";
import { authClient, outboxMail } from "../test/auth-client";
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
 * Releases signed online (issue 27, item 5) on a real database: the signing link mailed, opened
 * and signed without any session, once; the stored PDF's SHA-256; expired and unknown links; who
 * may be asked to sign; the family member signing for themselves; paper releases by content.
 */

let ctx: TestContext;
let rose: Family;
const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

beforeAll(async () => {
	ctx = await createTestApp();
	rose = await familyWithPhotos(ctx, "rose@family.test", "The Rose Family Album", 3);
	for (const photoId of rose.photos) await insertRights(ctx.database.db, photoId);
});
afterAll(async () => ctx?.close());

async function stored(key: string): Promise<Buffer> {
	const chunks: Buffer[] = [];
	for await (const chunk of await ctx.storage.openPrivate(key)) chunks.push(Buffer.from(chunk));
	return Buffer.concat(chunks);
}

/** Sends a signing link and reads its token from the mail, as the signer's browser would. */
async function sendLink(personId: string, email: string, relationship = "self"): Promise<string> {
	ok(
		await rose.client.post(`/api/family/persons/${personId}/release-requests`, { email, relationship }),
		201,
	);
	const mail = await outboxMail(ctx, email, /sign a photo release/);
	const link = mail.links.find((l) => l.includes("/sign-release?token="));
	if (!link) throw new Error("no signing link in the mail");
	const token = new URL(link).searchParams.get("token");
	if (!token) throw new Error("no token");
	return token;
}

describe("a signing link", () => {
	it("is signed once without an account: one verified release, its PDF's SHA-256 stored", async () => {
		const [first = "", second = ""] = rose.photos;
		const personId = await personOnPhotos(rose, [first, second], { name: "Aunt Rose" });
		expect(await storedClearance(ctx, first)).toBe("pending");
		const token = await sendLink(personId, "aunt.rose@example.test");
		const mail = await outboxMail(ctx, "aunt.rose@example.test", /sign a photo release/);
		expect(mail.subject).toBe("The Rose Family Album asks you to sign a photo release");

		const family = ok<{ persons: Array<{ id: string; release_state: string; request: { email: string } }> }>(
			await rose.client.get("/api/family/persons"),
		);
		expect(family.persons.find((p) => p.id === personId)).toMatchObject({
			release_state: "requested",
			request: { email: "aunt.rose@example.test" },
		});

		const signer = authClient(ctx);
		expect(signer.jar.size).toBe(0);
		const page = ok<{ person_name: string; storefront_name: string; text: string[]; photos: unknown[] }>(
			await signer.get(`/api/release-requests/${token}`),
		);
		expect(page).toMatchObject({ person_name: "Aunt Rose", storefront_name: "The Rose Family Album" });
		expect(page.text.join(" ")).toContain("held by The Rose Family Album");
		expect(page.photos).toHaveLength(2);

		const refused = await signer.post(`/api/release-requests/${token}/sign`, {
			signer_name: "Rose Hill",
			agree: false,
		});
		expect(refused.statusCode).toBe(400);
		expect(refused.json().error.fields).toHaveProperty("agree");

		const signed = ok<{
			release: { id: string; reference: string; document_sha256: string; text_sha256: string };
		}>(
			await signer.post(`/api/release-requests/${token}/sign`, { signer_name: "Rose Hill", agree: true }),
			201,
		);
		const again = await signer.post(`/api/release-requests/${token}/sign`, {
			signer_name: "Rose Hill",
			agree: true,
		});
		expect(again.statusCode).toBe(410);
		expect(again.json().error.message).toBe(RELEASES_TEXT.requestUsed);
		expect((await signer.get(`/api/release-requests/${token}`)).statusCode).toBe(410);

		const releases = await rowsOf<{
			id: string;
			status: string;
			method: string;
			document_key: string;
			document_sha256: string;
			signer_name: string;
		}>(
			ctx.database.db,
			sql`select id, status, method, document_key, document_sha256, signer_name from releases where person_id = ${personId}`,
		);
		expect(releases).toHaveLength(1);
		const [release] = releases;
		expect(release).toMatchObject({
			id: signed.release.id,
			status: "verified",
			method: "online",
			signer_name: "Rose Hill",
		});
		const pdf = await stored(release?.document_key ?? "");
		expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
		expect(sha256(pdf)).toBe(release?.document_sha256);
		expect(signed.release.document_sha256).toBe(release?.document_sha256);
		// The text's fingerprint is printed on the document, and in its keywords (which viewers index).
		const doc = await PDFDocument.load(pdf);
		expect(doc.getKeywords()?.split(" ")).toContain(signed.release.text_sha256);
		expect(doc.getTitle()).toBe(`Appearance release ${signed.release.reference}`);

		// Rights verified, the only face released for hero use: both photos clear.
		expect(await storedClearance(ctx, first)).toBe("hero");
		expect(await storedClearance(ctx, second)).toBe("hero");
		const [event] = await rowsOf<{ actor_id: string | null; actor_email: string }>(
			ctx.database.db,
			sql`select actor_id, actor_email from ledger_events where subject_id = ${signed.release.id} and action = 'release_signed_online'`,
		);
		expect(event).toEqual({ actor_id: null, actor_email: "aunt.rose@example.test" });
		const after = ok<{ persons: Array<{ id: string; release_state: string; request: unknown }> }>(
			await rose.client.get("/api/family/persons"),
		);
		expect(after.persons.find((p) => p.id === personId)).toMatchObject({
			release_state: "verified",
			request: null,
		});
	});

	it("is refused after it expires, and an unknown one is not found", async () => {
		const personId = await personOnPhotos(rose, [rose.photos[2] ?? ""], { name: "Cousin Al" });
		const token = await sendLink(personId, "al@example.test");
		await ctx.database.db.execute(
			sql`update release_requests set expires_at = now() - interval '1 minute' where person_id = ${personId}`,
		);
		const guest = authClient(ctx);
		const page = await guest.get(`/api/release-requests/${token}`);
		expect(page.statusCode).toBe(410);
		expect(page.json().error.message).toBe(RELEASES_TEXT.requestExpired);
		const sign = await guest.post(`/api/release-requests/${token}/sign`, { signer_name: "Al", agree: true });
		expect(sign.statusCode).toBe(410);
		const [count] = await rowsOf<{ n: number }>(
			ctx.database.db,
			sql`select count(*)::int as n from releases where person_id = ${personId}`,
		);
		expect(count?.n).toBe(0);
		expect((await guest.get(`/api/release-requests/${"x".repeat(43)}`)).statusCode).toBe(404);
	});
});

describe("signing twice at once", () => {
	it("lets one signature through and answers 410 to the other", async () => {
		const personId = await personOnPhotos(rose, [], { name: "Uncle Bo" });
		const token = await sendLink(personId, "bo@example.test");
		const sign = () =>
			authClient(ctx).post(`/api/release-requests/${token}/sign`, { signer_name: "Bo Rose", agree: true });
		const answers = await Promise.all([sign(), sign()]);
		expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 410]);
		const [count] = await rowsOf<{ n: number }>(
			ctx.database.db,
			sql`select count(*)::int as n from releases where person_id = ${personId}`,
		);
		expect(count?.n).toBe(1);
	});
});

describe("sending signing links", () => {
	it("is limited per family: the 21st link in an hour is refused", async () => {
		const busy = await familyWithPhotos(ctx, "busy@family.test", "The Busy Family", 0);
		const personId = await personOnPhotos(busy, [], { name: "Everyone" });
		const send = () =>
			busy.client.post(`/api/family/persons/${personId}/release-requests`, {
				email: "someone@example.test",
				relationship: "self",
			});
		for (let i = 0; i < 20; i++) expect((await send()).statusCode).toBe(201);
		expect((await send()).statusCode).toBe(429);
		// Another family is not held back by it.
		expect(
			(
				await rose.client.post(`/api/family/persons/${await personOnPhotos(rose, [])}/release-requests`, {
					email: "x@example.test",
					relationship: "self",
				})
			).statusCode,
		).toBe(201);
	});
});

describe("who may be asked to sign", () => {
	it("refuses a relationship that does not fit a deceased person or a minor", async () => {
		const deceased = await personOnPhotos(rose, [], {
			name: "Great-grandpa",
			life_status: "deceased",
			birth_year: 1890,
		});
		const minor = await personOnPhotos(rose, [], { name: "Little Sam", birth_year: 2016 });
		const living = await personOnPhotos(rose, [], { name: "Dad", birth_year: 1960 });
		const cases: Array<[string, string, number]> = [
			[deceased, "self", 400],
			[minor, "self", 400],
			[living, "estate", 400],
			[living, "parent_or_guardian", 400],
			[minor, "parent_or_guardian", 201],
			[deceased, "heir", 201],
		];
		for (const [personId, relationship, status] of cases) {
			const res = await rose.client.post(`/api/family/persons/${personId}/release-requests`, {
				email: "signer@example.test",
				relationship,
			});
			expect(res.statusCode, `${relationship}: ${res.body}`).toBe(status);
			if (status === 400) expect(res.json().error.fields).toHaveProperty("relationship");
		}
		const online = await rose.client.post(`/api/family/persons/${deceased}/releases/online`, {
			signer_name: "Great-grandpa",
			agree: true,
		});
		expect(online.statusCode).toBe(400);
	});
});

describe("the family member signs for themselves", () => {
	it("makes a verified online release in their session, with their email as actor", async () => {
		const personId = await personOnPhotos(rose, [], { name: "Me, Ruth" });
		const signed = ok<{ release: { id: string; reference: string } }>(
			await rose.client.post(`/api/family/persons/${personId}/releases/online`, {
				signer_name: "Ruth Rose",
				agree: true,
			}),
			201,
		);
		expect(signed.release.reference).toMatch(/^R-\d{6}$/);
		const [row] = await rowsOf<{ status: string; method: string; actor_email: string; created_by: string }>(
			ctx.database.db,
			sql`select r.status, r.method, r.created_by, e.actor_email from releases r
				join ledger_events e on e.subject_id = r.id::text and e.action = 'release_signed_online'
				where r.id = ${signed.release.id}`,
		);
		expect(row).toEqual({
			status: "verified",
			method: "online",
			created_by: rose.id,
			actor_email: rose.email,
		});
	});
});

describe("a scanned paper release", () => {
	it("is judged by its content and waits for an admin's review", async () => {
		const personId = await personOnPhotos(rose, [], { name: "Grandma June" });
		const body = {
			signer_name: "June Rose",
			relationship: "self",
			signed_on: "2024-05-01",
			scope: "hero",
			term_years: null,
		};
		const fake = await rose.client.post(`/api/family/persons/${personId}/releases`, {
			...body,
			document: Buffer.from("GIF89a this is not a release at all").toString("base64"),
		});
		expect(fake.statusCode).toBe(400);
		expect(fake.json().error.fields).toHaveProperty("document");
		const pdf = Buffer.from(
			"%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
		);
		const uploaded = ok<{ release: { status: string; method: string } }>(
			await rose.client.post(`/api/family/persons/${personId}/releases`, {
				...body,
				document: pdf.toString("base64"),
			}),
			201,
		);
		expect(uploaded.release).toMatchObject({ status: "pending_review", method: "paper" });
		const listed = ok<{ persons: Array<{ id: string; release_state: string }> }>(
			await rose.client.get("/api/family/persons"),
		);
		expect(listed.persons.find((p) => p.id === personId)?.release_state).toBe("pending_review");
	});
});
