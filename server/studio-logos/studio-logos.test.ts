import { STUDIO_LOGO_MAX_BYTES, STUDIO_LOGO_TEXT } from "@core/contracts/site";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOT_AN_IMAGE } from "../media/uploaded-image";
import { signUpAdmin } from "../test/admin-client";
import { type AuthClient, authClient, signUp } from "../test/auth-client";
import { sendImage, solidImage, storedFiles } from "../test/fixtures/images";
import { createTestApp, type TestContext } from "../test/harness";
import { createStudioLogo } from "./service";

let ctx: TestContext;
let admin: AuthClient;
let member: AuthClient;

beforeAll(async () => {
	ctx = await createTestApp({ env: { SOCIAL_LINKEDIN_URL: "https://www.linkedin.com/company/ours" } });
	admin = await signUpAdmin(ctx);
	member = authClient(ctx);
	await signUp(ctx, member, "decorator@studio.test", "Dee");
});
afterAll(async () => ctx?.close());

const MISSING = "00000000-0000-4000-8000-000000000000";
type Logo = { id: string; name: string; link_url: string | null; logo_url: string | null; is_demo: boolean };

const add = async (name: string, link_url?: string) => {
	const res = await admin.post("/api/admin/studio-logos", { name, ...(link_url ? { link_url } : {}) });
	expect(res.statusCode, res.body).toBe(201);
	return res.json().logo as Logo;
};
const uploadTo = (id: string, body: Buffer | string, type = "image/png", client = admin) =>
	sendImage(client, "PUT", `/api/admin/studio-logos/${id}/image`, body, type);
const publicLogos = async () => {
	const res = await ctx.app.inject({ method: "GET", url: "/api/studio-logos" });
	expect(res.statusCode).toBe(200);
	return res.json().logos as Array<{ id: string; name: string; link_url: string | null; logo_url: string }>;
};
const adminLogos = async () => (await admin.get("/api/admin/studio-logos")).json().logos as Logo[];
const clear = async () => {
	for (const logo of await adminLogos()) await admin.del(`/api/admin/studio-logos/${logo.id}`);
};

describe("who may manage studio logos", () => {
	it("is admins only: 401 for guests, 403 for members, on every admin route", async () => {
		const logo = await add("Guarded Pictures");
		const image = await solidImage(40, 20);
		const guest = authClient(ctx);
		const calls = [
			(c: AuthClient) => c.get("/api/admin/studio-logos"),
			(c: AuthClient) => c.post("/api/admin/studio-logos", { name: "Sneaky" }),
			(c: AuthClient) => c.put(`/api/admin/studio-logos/${logo.id}`, { name: "Sneaky" }),
			(c: AuthClient) => c.put("/api/admin/studio-logos/order", { ids: [logo.id] }),
			(c: AuthClient) => uploadTo(logo.id, image, "image/png", c),
			(c: AuthClient) => c.del(`/api/admin/studio-logos/${logo.id}/image`),
			(c: AuthClient) => c.del(`/api/admin/studio-logos/${logo.id}`),
		];
		for (const call of calls) {
			expect((await call(guest)).statusCode).toBe(401);
			const refused = await call(member);
			expect(refused.statusCode).toBe(403);
			expect(refused.json().error.message).toBe("Admin privileges required");
		}
		expect((await adminLogos()).map((l) => l.name)).toEqual(["Guarded Pictures"]);
		await clear();
	});
});

describe("adding and editing a studio", () => {
	it("says what is wrong with each field", async () => {
		const res = await admin.post("/api/admin/studio-logos", { name: "  ", link_url: "javascript:alert(1)" });
		expect(res.statusCode).toBe(400);
		expect(res.json().error).toMatchObject({
			code: "VALIDATION_ERROR",
			fields: { name: STUDIO_LOGO_TEXT.nameRequired, link_url: STUDIO_LOGO_TEXT.linkInvalid },
		});
		for (const link_url of [
			"ftp://files.example.com",
			"mailto:hi@example.com",
			"/relative",
			"https://localhost",
		]) {
			const bad = await admin.post("/api/admin/studio-logos", { name: "Fine", link_url });
			expect(bad.statusCode, link_url).toBe(400);
			expect(bad.json().error.fields, link_url).toEqual({ link_url: STUDIO_LOGO_TEXT.linkInvalid });
		}
		const long = await admin.post("/api/admin/studio-logos", { name: "x".repeat(81) });
		expect(long.json().error.fields).toEqual({ name: STUDIO_LOGO_TEXT.nameTooLong });
		// Whether a row is demo content is the seed's to say, not the request's.
		expect((await admin.post("/api/admin/studio-logos", { name: "Demo?", is_demo: true })).statusCode).toBe(
			400,
		);
		expect(await adminLogos()).toEqual([]);
	});

	it("keeps the name trimmed and the link as a browser writes it; a blank link is none", async () => {
		const linked = await add("  Harbor Films  ", "https://Harbor-Films.example.com/about us");
		expect(linked).toMatchObject({
			name: "Harbor Films",
			link_url: "https://harbor-films.example.com/about%20us",
			logo_url: null,
			is_demo: false,
		});
		const unlinked = await admin.post("/api/admin/studio-logos", { name: "Quiet Studio", link_url: "  " });
		expect(unlinked.json().logo.link_url).toBeNull();

		const changed = await admin.put(`/api/admin/studio-logos/${linked.id}`, {
			name: "Harbor Films Ltd",
			link_url: "http://harbor.example.com",
		});
		expect(changed.statusCode).toBe(200);
		expect(changed.json().logo).toMatchObject({
			name: "Harbor Films Ltd",
			link_url: "http://harbor.example.com/",
		});
		const refused = await admin.put(`/api/admin/studio-logos/${linked.id}`, { name: "", link_url: "data:x" });
		expect(Object.keys(refused.json().error.fields).sort()).toEqual(["link_url", "name"]);
		expect((await admin.put(`/api/admin/studio-logos/${MISSING}`, { name: "Nobody" })).statusCode).toBe(404);
		await clear();
	});
});

describe("a studio's logo image", () => {
	it("is read by its content: a text file named and sent as a PNG is refused, and nothing is kept", async () => {
		const logo = await add("Careful Pictures");
		const before = await storedFiles(ctx.storage);
		const text = await uploadTo(logo.id, "this is a text file, saved as logo.png");
		expect(text.statusCode).toBe(400);
		expect(text.json().error.message).toBe(NOT_AN_IMAGE);
		const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>';
		expect((await uploadTo(logo.id, svg)).json().error.message).toBe(NOT_AN_IMAGE);
		const gif = await uploadTo(logo.id, await solidImage(20, 20), "image/gif");
		expect(gif.statusCode).toBe(415);
		expect(gif.json().error.message).toBe(STUDIO_LOGO_TEXT.wrongType);
		expect((await uploadTo(logo.id, Buffer.alloc(STUDIO_LOGO_MAX_BYTES + 1, 1))).statusCode).toBe(413);
		expect((await uploadTo(MISSING, await solidImage(20, 20))).statusCode).toBe(404);
		expect(await storedFiles(ctx.storage)).toEqual(before);
		// No image, not on the site.
		expect(await publicLogos()).toEqual([]);
		await clear();
	});

	it("is kept as a WebP no larger than 480 × 160, replaced (old file gone), removed alone or with its studio", async () => {
		const logo = await add("Bright Lantern", "https://bright.example.com");
		const first = await uploadTo(logo.id, await solidImage(1200, 300));
		expect(first.statusCode).toBe(200);
		const url: string = first.json().logo.logo_url;
		expect(url).toMatch(new RegExp(`^/media/studio-logos/${logo.id}-[0-9a-f]{12}\\.webp$`));
		const served = await ctx.app.inject({ method: "GET", url });
		expect(served.headers["content-type"]).toBe("image/webp");
		const meta = await sharp(served.rawPayload).metadata();
		expect([meta.format, meta.width, meta.height]).toEqual(["webp", 480, 120]);
		expect(await publicLogos()).toEqual([
			{ id: logo.id, name: "Bright Lantern", link_url: "https://bright.example.com/", logo_url: url },
		]);

		const again = await uploadTo(
			logo.id,
			await solidImage(60, 30, { format: "jpeg", colour: "#36c" }),
			"image/jpeg",
		);
		const next: string = again.json().logo.logo_url;
		expect(next).not.toBe(url);
		expect((await ctx.app.inject({ method: "GET", url })).statusCode).toBe(404);

		// Without its image the studio stays for admins, off the site.
		expect((await admin.del(`/api/admin/studio-logos/${logo.id}/image`)).statusCode).toBe(204);
		expect((await ctx.app.inject({ method: "GET", url: next })).statusCode).toBe(404);
		expect(await publicLogos()).toEqual([]);
		expect((await adminLogos()).map((l) => [l.name, l.logo_url])).toEqual([["Bright Lantern", null]]);
		const last: string = (await uploadTo(logo.id, await solidImage(50, 50))).json().logo.logo_url;

		expect((await admin.del(`/api/admin/studio-logos/${logo.id}`)).statusCode).toBe(204);
		expect((await ctx.app.inject({ method: "GET", url: last })).statusCode).toBe(404);
		expect((await admin.del(`/api/admin/studio-logos/${logo.id}`)).statusCode).toBe(404);
		expect(await publicLogos()).toEqual([]);
	});
});

describe("the public list", () => {
	it("lists the studios with an image in the admins' order, seen at once after a change", async () => {
		const image = await solidImage(80, 40);
		const [a, b, c] = [await add("Alpha Films"), await add("Beta Pictures"), await add("Gamma Studios")];
		const imageless = await add("Delta, no logo yet");
		for (const logo of [a, b, c]) await uploadTo(logo?.id ?? "", image);
		expect((await publicLogos()).map((l) => l.name)).toEqual([
			"Alpha Films",
			"Beta Pictures",
			"Gamma Studios",
		]);

		const order = [c, imageless, a, b].map((logo) => logo?.id ?? "");
		const reordered = await admin.put("/api/admin/studio-logos/order", { ids: order });
		expect(reordered.statusCode).toBe(200);
		expect(reordered.json().logos.map((l: Logo) => l.id)).toEqual(order);
		// The answer the server keeps for a minute was dropped by the admin's write.
		expect((await publicLogos()).map((l) => l.name)).toEqual([
			"Gamma Studios",
			"Alpha Films",
			"Beta Pictures",
		]);

		// A list that is not every logo once changes nothing.
		for (const ids of [order.slice(1), [...order, order[0]], [...order.slice(1), MISSING]]) {
			const refused = await admin.put("/api/admin/studio-logos/order", { ids });
			expect(refused.statusCode).toBe(409);
			expect(refused.json().error.message).toBe(STUDIO_LOGO_TEXT.orderMismatch);
		}
		expect((await adminLogos()).map((l) => l.id)).toEqual(order);

		const res = await ctx.app.inject({ method: "GET", url: "/api/studio-logos" });
		expect(res.headers["cache-control"]).toBe("no-cache");
		await clear();
	});

	it("marks the demo seed's studios as demo content for admins, and shows them like any other", async () => {
		const demo = await createStudioLogo(ctx.database, {
			name: "Invented Pictures",
			link_url: null,
			is_demo: true,
		});
		await uploadTo(demo.id, await solidImage(80, 40));
		const own = await add("Our Real Client");
		expect((await adminLogos()).map((l) => [l.name, l.is_demo])).toEqual([
			["Invented Pictures", true],
			["Our Real Client", false],
		]);
		// Editing a demo row keeps it labelled: it stays invented until an admin deletes it.
		await admin.put(`/api/admin/studio-logos/${demo.id}`, { name: "Invented Pictures 2" });
		expect((await adminLogos()).find((l) => l.id === demo.id)?.is_demo).toBe(true);
		expect((await publicLogos()).map((l) => l.name)).toEqual(["Invented Pictures 2"]);
		expect(Object.keys((await publicLogos())[0] ?? {}).sort()).toEqual([
			"id",
			"link_url",
			"logo_url",
			"name",
		]);
		await admin.del(`/api/admin/studio-logos/${own.id}`);
		await clear();
	});
});

describe("GET /api/site", () => {
	// None configured lists none (server/config.test.ts): the route answers what the config holds.
	it("lists the configured social accounts only, cached for an hour", async () => {
		const res = await ctx.app.inject({ method: "GET", url: "/api/site" });
		expect(res.statusCode).toBe(200);
		expect(res.json()).toEqual({
			social_links: [{ network: "LinkedIn", url: "https://www.linkedin.com/company/ours" }],
		});
		expect(res.headers["cache-control"]).toBe("public, max-age=3600");
	});
});
