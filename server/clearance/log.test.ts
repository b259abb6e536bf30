import type { ClearanceLogResponse } from "@core/contracts/clearance-log";
import { parseCsv } from "@core/csv";
import { RIDER_TEXT } from "@core/paperwork";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sqlArray } from "../db/sql";
import { authClient } from "../test/auth-client";
import { adminAction, buyPhotos, placeOrder, setUpDeliverables } from "../test/fixtures/deliverables";
import { createProject } from "../test/fixtures/orders";
import { pdfPageTexts } from "../test/pdf-text";
import { LOG_CSV_HEADER } from "./log-service";
import { recomputeClearances } from "./service";

/** A production's clearance log: its rows against the orders and the ledger, who may read it, its files. */

const setup = setUpDeliverables({ photos: 8 });

const logUrl = (projectId: string, ext = "") => `/api/projects/${projectId}/clearance${ext}`;
const PDF = Buffer.from("%PDF-1.4\n%%EOF\n");

/** Each identifiable face of the photos, with the references of every release that counts for its person. */
async function ledgerFaces(photoIds: readonly string[]) {
	return setup.ctx.database.query<{ photo_id: string; person_id: string; refs: string[] }>(sql`
		select f.photo_id, f.person_id,
			(select coalesce(array_agg('R-' || lpad(r.number::text, 6, '0')), '{}') from releases r
				where r.person_id = any(get_aliased_person_ids(f.person_id))) as refs
		from faces f where f.identifiable and f.person_id is not null
			and f.photo_id = any(${sqlArray(photoIds)}::uuid[])`);
}

describe("GET /api/projects/:id/clearance", () => {
	it("lists every licence of the production's paid orders with the ledger's lines, and follows the ledger", async () => {
		const [a, b, c, d, e] = setup.seeded;
		if (!a || !b || !c || !d || !e) throw new Error("seed");
		const production = { production: "Harbor Nights Log", company: "Harbor Lights Pictures" };
		const first = await buyPhotos(setup.ann, setup.admin, [a.id, b.id], {
			...production,
			license: "hero-usage",
		});
		const second = await buyPhotos(setup.ann, setup.admin, [c.id], production);
		// Neither an unpaid order nor a refunded one licenses anything.
		await placeOrder(setup.ann, [d.id], production);
		const refunded = await buyPhotos(setup.ann, setup.admin, [e.id], production);
		await adminAction(setup.admin, refunded.id, "refund");
		const projectId = first.production.project_id ?? "";
		expect(second.production.project_id).toBe(projectId);

		const line = first.items.find((item) => item.photo.id === b.id);
		expect(
			(await setup.ann.patch(`/api/orders/${first.id}/items/${line?.id}`, { scene_note: "Ep. 2, sc. 14" }))
				.statusCode,
		).toBe(200);
		const rider = await setup.ann.request({
			method: "POST",
			url: `/api/orders/${first.id}/rider`,
			payload: PDF,
			headers: { "content-type": "application/pdf" },
		});
		expect(rider.statusCode).toBe(200);
		expect((await setup.admin.post(`/api/admin/orders/${first.id}/rider/accept`, {})).statusCode).toBe(200);

		const res = await setup.ann.get(logUrl(projectId));
		expect(res.statusCode, res.body).toBe(200);
		const log = res.json() as ClearanceLogResponse;
		expect(log.project).toEqual({
			id: projectId,
			name: "Harbor Nights Log",
			company: "Harbor Lights Pictures",
		});
		const licensed = [a, b, c];
		expect(
			log.rows.map((row) => [row.item_number, row.photo.photoid, row.order.reference, row.license_type]),
		).toEqual([
			[1, Math.min(a.photoid, b.photoid), first.reference, "hero-usage"],
			[2, Math.max(a.photoid, b.photoid), first.reference, "hero-usage"],
			[3, c.photoid, second.reference, "background-dressing"],
		]);
		const rowOf = (id: string) => log.rows.find((row) => row.photo.id === id);
		expect(rowOf(b.id)?.scene_note).toBe("Ep. 2, sc. 14");
		expect(rowOf(a.id)?.scene_note).toBeNull();
		const today = new Date().toISOString().slice(0, 10);
		expect(rowOf(a.id)?.rider_accepted_on).toBe(today);
		expect(rowOf(c.id)?.rider_accepted_on).toBeNull();

		// Rights and people as the ledger has them: a role each, and a release of that person cited.
		const rights = await setup.ctx.database.query<{
			photo_id: string;
			rights_holder_name: string;
			chain_of_title: string;
		}>(
			sql`select photo_id, rights_holder_name, chain_of_title from photo_rights
				where photo_id = any(${sqlArray(licensed.map((p) => p.id))}::uuid[])`,
		);
		for (const right of rights)
			expect(rowOf(right.photo_id)?.rights).toMatchObject({
				holder_name: right.rights_holder_name,
				chain_of_title: right.chain_of_title,
				verified: true,
			});
		const faces = await ledgerFaces(licensed.map((p) => p.id));
		expect(faces.length).toBeGreaterThan(0);
		for (const photo of licensed) {
			const row = rowOf(photo.id);
			const expected = faces.filter((face) => face.photo_id === photo.id);
			const cited = row?.people.filter((person) => person.identifiable && person.release) ?? [];
			expect(cited).toHaveLength(expected.length);
			for (const person of cited) expect(person.role).not.toMatch(/^[A-Z][a-z]+ [A-Z]/);
			expect(
				cited
					.map((person) => person.release?.reference)
					.every((ref) => faces.some((f) => f.refs.includes(ref ?? ""))),
			).toBe(true);
			expect(row).toMatchObject({ status: "cleared", status_label: "Cleared for hero use" });
		}

		// A release revoked: the photo falls, and the log says why.
		const victim = faces.find((face) => face.photo_id === a.id) ?? faces[0];
		if (!victim) throw new Error("a face");
		await setup.ctx.database.query(
			sql`update releases set status = 'revoked', reason = 'Signed without authority'
				where person_id = any(get_aliased_person_ids(${victim.person_id}::uuid))`,
		);
		await recomputeClearances(setup.ctx.database.db, [victim.photo_id]);
		const after = (await setup.ann.get(logUrl(projectId))).json() as ClearanceLogResponse;
		const fallen = after.rows.find((row) => row.photo.id === victim.photo_id);
		expect(fallen).toMatchObject({ status: "release_revoked", status_label: "Release revoked" });
		expect(fallen?.people.some((person) => person.identifiable && person.release === null)).toBe(true);

		// The CSV: the same rows, every column, formulas defused.
		await setup.ctx.database.query(
			sql`update photos set title = '=HYPERLINK("http://evil.test")' where id = ${c.id}`,
		);
		const csv = await setup.ann.get(logUrl(projectId, ".csv"));
		expect(csv.statusCode).toBe(200);
		expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
		expect(csv.headers["content-disposition"]).toBe(
			'attachment; filename="clearance-log-harbor-nights-log.csv"',
		);
		const { records, problems } = parseCsv(csv.body);
		expect(problems).toEqual([]);
		expect(records[0]?.cells).toEqual([...LOG_CSV_HEADER]);
		expect(records).toHaveLength(4);
		const cellsOf = (n: number) =>
			Object.fromEntries(LOG_CSV_HEADER.map((h, i) => [h, records[n]?.cells[i]]));
		expect(cellsOf(3)).toMatchObject({
			Item: "3",
			"Photo number": String(c.photoid),
			Title: `'=HYPERLINK("http://evil.test")`,
			"Licence type": "Background dressing",
			"Order reference": second.reference,
			Rider: "",
		});
		const rowA = log.rows.find((row) => row.photo.id === a.id);
		expect(cellsOf(rowA?.item_number ?? 0).Rider).toBe(RIDER_TEXT.accepted(today));
		const revokedRow = cellsOf(fallen?.item_number ?? 0);
		expect(revokedRow.Status).toBe("Release revoked");
		expect(revokedRow["People shown"]).toContain("no release in force");

		// The PDF: every licence, its references and its status.
		const pdf = await setup.ann.get(logUrl(projectId, ".pdf"));
		expect(pdf.statusCode).toBe(200);
		expect(pdf.headers["content-type"]).toBe("application/pdf");
		const text = (await pdfPageTexts(pdf.rawPayload)).pages.join("\n");
		expect(text).toContain("Clearance log");
		expect(text).toContain("3 licences of paid orders");
		for (const row of after.rows) expect(text).toContain(`#${row.photo.photoid}`);
		for (const person of after.rows.flatMap((row) => row.people))
			if (person.release) expect(text).toContain(person.release.reference);
		expect(text).toContain("Release revoked");
		expect(text).toContain("Episode or scene: Ep. 2, sc. 14");

		// The certificate names the accepted rider and the scene note too.
		const certificate = await setup.ann.get(`/api/orders/${first.id}/certificate.pdf`);
		const printed = (await pdfPageTexts(certificate.rawPayload)).pages.join("\n");
		expect(printed).toContain(RIDER_TEXT.accepted(today));
		expect(printed).toContain("Episode or scene: Ep. 2, sc. 14");
	});

	it("is the owner's and the admins' only: 404 for another member, 401 signed out", async () => {
		const projectId = await createProject(setup.ann, "Private Production");
		for (const ext of ["", ".pdf", ".csv"]) {
			const url = logUrl(projectId, ext);
			expect((await setup.ben.get(url)).statusCode).toBe(404);
			expect((await authClient(setup.ctx).get(url)).statusCode).toBe(401);
			expect((await setup.admin.get(url)).statusCode).toBe(200);
		}
		expect((await setup.ben.get(logUrl("00000000-0000-4000-8000-000000000000"))).statusCode).toBe(404);
		const empty = (await setup.ann.get(logUrl(projectId))).json() as ClearanceLogResponse;
		expect(empty.rows).toEqual([]);
		const csv = await setup.ann.get(logUrl(projectId, ".csv"));
		expect(parseCsv(csv.body).records).toHaveLength(1);
	});
});
