import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { pageMeta } from "@core/page-meta";
import { previewImage } from "@core/responsive-images";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../app";
import type { Database } from "../db/client";
import { listingsChanged } from "../listings/freshness";
import { authClient, signUp } from "../test/auth-client";
import { insertPhotos } from "../test/fixtures/photos";
import { createTestApp, type TestContext } from "../test/harness";
import { type Ask, firstAnswers } from "./first-answers";
import { APP_LOADER, renderShell } from "./page-shell";
import { createPageShell } from "./routes";

let ctx: TestContext;
let app: Awaited<ReturnType<typeof buildApp>>;
/** The seed cookie as the server signs it, for a Cookie header. */
const signedSeed = (seed: string) => encodeURIComponent(app.signCookie(seed));
let live = { id: "", photoid: 0, title: "", user_id: "" };
let draft = { photoid: 0 };
let collection = "";
let hidden = "";

const TEMPLATE = `<!doctype html>
<html lang="en">
	<head>
		<meta charset="UTF-8" />
		<meta name="viewport" content="width=device-width, initial-scale=1" />
		<title>Template title</title>
		<meta
			name="description"
			content="Template description."
		/>
		<script type="module" crossorigin src="/assets/index-a1.js"></script>
		<link rel="modulepreload" crossorigin href="/assets/react-e5.js">
	</head>
	<body><div id="root"><!--boot-view--></div></body>
</html>`;

beforeAll(async () => {
	ctx = await createTestApp();
	const webDir = path.join(ctx.config.dataDir, "web");
	mkdirSync(webDir, { recursive: true });
	writeFileSync(path.join(webDir, "index.html"), TEMPLATE);
	// A build's manifest: the search page's chunk and one it imports.
	mkdirSync(path.join(webDir, ".vite"), { recursive: true });
	writeFileSync(
		path.join(webDir, ".vite", "manifest.json"),
		JSON.stringify({
			"main.tsx": { file: "assets/index-a1.js", isEntry: true },
			"_grid.js": { file: "assets/grid-b2.js" },
			"features/search/components/search-page.tsx": {
				file: "assets/search-page-c3.js",
				imports: ["_grid.js"],
			},
			"features/photos/components/photo-detail-page.tsx": { file: "assets/photo-d4.js" },
		}),
	);
	app = await buildApp({ config: ctx.config, database: ctx.database, storage: ctx.storage, webDir });
	await app.ready();

	const [a, b] = await insertPhotos(ctx.database, 2);
	const [d] = await insertPhotos(ctx.database, 1, { status: "draft" });
	await ctx.database.query(sql`
		update photos set title = 'Birthday <cake> & candles', description = ${`A ${"very ".repeat(60)}long caption`},
			decade_taken = '1970s', location_country = 'Canada', tags = '{cake,"party hat"}', featured = true
		where id = ${a}`);
	await ctx.database.query(sql`update photos set decade_taken = '1980s', tags = '{cake}' where id = ${b}`);
	live =
		(
			await ctx.database.query<typeof live>(
				sql`select id, photoid, title, user_id from photos where id = ${a}`,
			)
		)[0] ?? live;
	draft =
		(await ctx.database.query<typeof draft>(sql`select photoid from photos where id = ${d}`))[0] ?? draft;
	await ctx.database.query(sql`insert into profiles (id, storefront_name) values (${live.user_id}, 'Harbor Family')
		on conflict (id) do update set storefront_name = excluded.storefront_name`);
	const newCollection = async (title: string, isPublic: boolean) =>
		(
			await ctx.database.query<{ id: string }>(sql`
			insert into collections (title, description, is_public) values (${title}, 'Meals at home.', ${isPublic}) returning id`)
		)[0]?.id ?? "";
	collection = await newCollection("Kitchen tables", true);
	hidden = await newCollection("Not yet", false);
	await ctx.database.query(
		sql`insert into collection_photos (collection_id, photo_id) values (${collection}, ${a}), (${hidden}, ${a})`,
	);
});
afterAll(async () => {
	await app?.close();
	await ctx?.close();
});

const page = (url: string) => app.inject({ method: "GET", url });
const tag = (html: string, attr: string) =>
	html.match(new RegExp(`<meta (?:name|property)="${attr}" content="([^"]*)"`))?.[1];
const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];

describe("the page shell", () => {
	it("gives each public page its own title, description, canonical address and preview tags", async () => {
		const res = await page("/pricing");
		expect(res.statusCode).toBe(200);
		const html = res.body;
		expect(titleOf(html)).toBe("Pricing · Snapshot Set Dressing");
		expect(html.match(/<title>/g)).toHaveLength(1);
		expect(html).not.toContain("Template description.");
		expect(tag(html, "description")).toMatch(/^Licence prices for background dressing/);
		expect(tag(html, "og:title")).toBe("Pricing · Snapshot Set Dressing");
		expect(tag(html, "og:url")).toBe(`${ctx.config.publicUrl}/pricing`);
		expect(html).toContain(`<link rel="canonical" href="${ctx.config.publicUrl}/pricing" />`);
		expect(html).not.toContain("noindex");
		// No picture of its own: the featured live photo stands for the site.
		const [featured] = await ctx.database.query<{ preview_url: string }>(
			sql`select preview_url from photos where id = ${live.id}`,
		);
		expect(tag(html, "og:image")).toBe(`${ctx.config.publicUrl}${featured?.preview_url}`);
		expect(tag(html, "twitter:card")).toBe("summary_large_image");
	});

	it("names a live photo's page after the photo, escaped, with its preview and a clipped caption", async () => {
		const res = await page(`/photo/${live.photoid}`);
		expect(res.statusCode).toBe(200);
		expect(titleOf(res.body)).toBe("Birthday &lt;cake&gt; &amp; candles · Snapshot Set Dressing");
		expect(res.body).not.toContain("<cake>");
		const description = tag(res.body, "description") ?? "";
		expect(description.length).toBeLessThanOrEqual(200);
		expect(description.endsWith("…")).toBe(true);
		const uuidPage = await page(`/photo-uuid/${live.id}`);
		expect(titleOf(uuidPage.body)).toBe(titleOf(res.body));
	});

	it("answers 404 for a draft or unknown photo, an unknown path and a bad parameter, and keeps them out of search engines", async () => {
		for (const url of [
			`/photo/${draft.photoid}`,
			"/photo/999999",
			// Past what a PostgreSQL integer holds: no photo, not a database error.
			"/photo/99999999999",
			"/no/such/page",
			"/photo/abc",
			`/collections/${hidden}`,
		]) {
			const res = await page(url);
			expect(res.statusCode, url).toBe(404);
			expect(titleOf(res.body), url).toBe("Page not found · Snapshot Set Dressing");
			expect(res.body, url).toContain('<meta name="robots" content="noindex" />');
			expect(res.body, url).toContain('<div id="root">');
		}
	});

	it("titles collections, storefronts and taxonomy pages from the database", async () => {
		expect(titleOf((await page(`/collections/${collection}`)).body)).toBe(
			"Kitchen tables · Snapshot Set Dressing",
		);
		expect(titleOf((await page(`/user/${live.user_id}`)).body)).toBe("Harbor Family · Snapshot Set Dressing");
		expect(titleOf((await page("/taxonomy/decade/1970s")).body)).toBe("1970s photos · Snapshot Set Dressing");
		expect(titleOf((await page(`/taxonomy/creator/${live.user_id}`)).body)).toBe(
			"Photos by Harbor Family · Snapshot Set Dressing",
		);
		expect(titleOf((await page("/taxonomy/tag/party%20hat")).body)).toBe(
			"Party hat photos · Snapshot Set Dressing",
		);
	});

	it("answers 404, not indexed, for a taxonomy value no live photo carries", async () => {
		for (const path of [
			"/taxonomy/tag/anything%20at%20all",
			"/taxonomy/decade/1920s",
			`/taxonomy/tag/${"x".repeat(300)}`,
		]) {
			const res = await page(path);
			expect(res.statusCode, path).toBe(404);
			expect(res.body).toContain('<meta name="robots" content="noindex" />');
		}
		const res = await page("/taxonomy/tag/cake");
		expect(res.statusCode).toBe(200);
		expect(res.body).toContain('<meta property="og:image"');
	});

	it("marks private pages noindex without a canonical address", async () => {
		const res = await page("/cart");
		expect(res.statusCode).toBe(200);
		expect(res.body).toContain('<meta name="robots" content="noindex" />');
		expect(res.body).not.toContain('rel="canonical"');
	});
});

describe("the page shell's preloads", () => {
	const preloads = (html: string) =>
		[...html.matchAll(/<link rel="(?:modulepreload|preload)"[^>]*>/g)].map((m) => m[0]);
	/** What the inline loader starts after the first paint (the #app-code JSON). */
	const appCode = (html: string) =>
		JSON.parse(
			html.match(/<script type="application\/json" id="app-code">([^<]*)<\/script>/)?.[1] ?? "null",
		) as {
			entry: string;
			modules: string[];
		} | null;

	it("loads the app and a page's own chunks after the first paint, not with the stylesheet", async () => {
		const search = await app.inject({ method: "GET", url: "/search?q=cake" });
		// Nothing in the page fetches code before it has painted: no preload, no module script.
		expect(preloads(search.body)).toEqual([]);
		expect(search.body).not.toContain('<script type="module"');
		expect(appCode(search.body)).toEqual({
			entry: "/assets/index-a1.js",
			modules: ["/assets/react-e5.js", "/assets/search-page-c3.js", "/assets/grid-b2.js"],
		});
		expect(appCode((await app.inject({ method: "GET", url: "/about" })).body)?.modules).toEqual([
			"/assets/react-e5.js",
		]);
		expect(appCode((await app.inject({ method: "GET", url: "/no/such/page" })).body)?.modules).toEqual([
			"/assets/react-e5.js",
		]);
	});

	it("lets the Content-Security-Policy run the inline loader, by its hash", async () => {
		const res = await app.inject({ method: "GET", url: "/" });
		const inline = [...res.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] as string);
		expect(inline).toEqual([APP_LOADER]);
		const hash = createHash("sha256")
			.update(inline[0] ?? "")
			.digest("base64");
		const csp = String(res.headers["content-security-policy"]);
		expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
		expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
	});

	it("fetches a photo's preview with the page for a signed-in member only", async () => {
		const photoPage = `/photo/${live.photoid}`;
		const guest = await app.inject({ method: "GET", url: photoPage });
		expect(preloads(guest.body)).toEqual([]);
		expect(appCode(guest.body)?.modules).toContain("/assets/photo-d4.js");

		const client = authClient(ctx);
		await signUp(ctx, client, "preload@shell.test");
		const cookie = [...client.jar].map(([name, value]) => `${name}=${value}`).join("; ");
		const signedIn = await app.inject({ method: "GET", url: photoPage, headers: { cookie } });
		const [photo] = await ctx.database.query<{ preview_url: string; width: number; height: number }>(
			sql`select preview_url, width, height from photos where id = ${live.id}`,
		);
		// The same choice of sizes the page's <img> makes (core's previewImage), so it is fetched once.
		const responsive = previewImage(photo?.preview_url ?? null, {
			width: photo?.width ?? null,
			height: photo?.height ?? null,
		});
		expect(responsive).not.toBeNull();
		expect(preloads(signedIn.body)).toEqual([
			`<link rel="preload" as="image" fetchpriority="high" href="${photo?.preview_url}" imagesrcset="${responsive?.srcSet}" imagesizes="${responsive?.sizes}" />`,
		]);
		// A member sees the photo itself while the app loads (core/boot-view.ts); a guest, who is
		// sent to sign in, does not.
		const shown = (html: string) => [...html.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1]);
		expect(shown(signedIn.body)).toEqual([photo?.preview_url]);
		expect(shown(guest.body)).toEqual([]);
	});
});

describe("the search page's loading view", () => {
	const tiles = (html: string) =>
		[...html.matchAll(/<li class="relative"[\s\S]*?<img src="([^"]+)"/g)].map((m) => m[1]);

	it("paints the first photos of a typed search in the order the page lists them", async () => {
		const res = await app.inject({ method: "GET", url: "/search?q=cake" });
		expect(res.statusCode).toBe(200);
		const answer = await app.inject({ method: "GET", url: "/api/search?q=cake&sort=relevance&limit=24" });
		const listed = (
			answer.json() as { photos: Array<{ thumbnail_url: string | null; preview_url: string | null }> }
		).photos;
		expect(listed.length).toBeGreaterThan(0);
		expect(tiles(res.body)).toEqual(listed.map((photo) => photo.thumbnail_url ?? photo.preview_url));
	});

	it("sends the page compressed to a browser that takes it, whole to one that does not", async () => {
		for (const url of ["/search?q=cake", "/no/such/page"]) {
			const cookies = { "ssd.seed": app.signCookie("5") };
			const plain = await app.inject({ method: "GET", url, cookies });
			expect(plain.headers["content-encoding"], url).toBeUndefined();
			const packed = await app.inject({
				method: "GET",
				url,
				cookies,
				headers: { "accept-encoding": "gzip" },
			});
			expect(packed.statusCode, url).toBe(plain.statusCode);
			expect(packed.headers["content-encoding"], url).toBe("gzip");
			const body = gunzipSync(packed.rawPayload).toString("utf8");
			// The same page (the search's own timing aside).
			const untimed = (html: string) => html.replace(/"took_ms":[\d.]+/g, "");
			expect(untimed(body), url).toBe(untimed(plain.body));
			expect(packed.rawPayload.length, url).toBeLessThan(body.length / 2);
		}
	});

	it("paints nothing it could not match: no words, no results", async () => {
		for (const url of ["/search", "/search?q=%20", "/search?q=zzzqqqxxx"]) {
			const res = await app.inject({ method: "GET", url });
			expect(res.statusCode, url).toBe(200);
			expect(tiles(res.body), url).toEqual([]);
			expect(res.body, url).not.toContain("<!--boot-view-->");
		}
	});
});

describe("the visit's random-order seed and a taxonomy page's loading view", () => {
	const tiles = (html: string) =>
		[...html.matchAll(/<li class="relative"[\s\S]*?<img src="([^"]+)"/g)].map((m) => m[1]);
	type Listed = { photos: Array<{ thumbnail_url: string | null; preview_url: string | null }> };

	it("sets the seed as a signed session cookie with a visit's first page, and keeps the one it has", async () => {
		const first = await app.inject({ method: "GET", url: "/about" });
		const cookie = first.cookies.find((c) => c.name === "ssd.seed");
		const unsigned = app.unsignCookie(cookie?.value ?? "");
		expect(unsigned.valid).toBe(true);
		expect(unsigned.value).toMatch(/^\d+$/);
		// The app reads the number before the signature.
		expect(cookie?.value.split(".")[0]).toBe(unsigned.value);
		expect(cookie?.path).toBe("/");
		expect(cookie?.maxAge).toBeUndefined();
		expect(cookie?.httpOnly).toBeFalsy();
		const again = await app.inject({
			method: "GET",
			url: "/about",
			cookies: { "ssd.seed": app.signCookie("42") },
		});
		expect(again.cookies.find((c) => c.name === "ssd.seed")).toBeUndefined();
		// Not a seed, or a seed the server did not sign (a guest choosing their shuffle): a new one.
		for (const bad of ["nope", "42", `42.${app.signCookie("43").split(".")[1]}`]) {
			const res = await app.inject({ method: "GET", url: "/about", cookies: { "ssd.seed": bad } });
			expect(app.unsignCookie(res.cookies.find((c) => c.name === "ssd.seed")?.value ?? "").valid, bad).toBe(
				true,
			);
		}
	});

	it("paints a taxonomy page's first photos in the visit's random order", async () => {
		for (const seed of ["42", "1234567"]) {
			const res = await app.inject({
				method: "GET",
				url: "/taxonomy/tag/party%20hat",
				cookies: { "ssd.seed": app.signCookie(seed) },
			});
			expect(res.statusCode).toBe(200);
			const decade = await app.inject({
				method: "GET",
				url: "/taxonomy/decade/1970s",
				cookies: { "ssd.seed": app.signCookie(seed) },
			});
			// A guest's shuffle is their signed cookie's: a seed in the query is not theirs to choose.
			const answer = await app.inject({
				method: "GET",
				url: `/api/search?decade=1970s&sort=random&seed=${Number(seed) + 1}&limit=24`,
				cookies: { "ssd.seed": app.signCookie(seed) },
			});
			const listed = (answer.json() as Listed).photos;
			expect(listed.length).toBeGreaterThan(0);
			expect(tiles(decade.body)).toEqual(listed.map((photo) => photo.thumbnail_url ?? photo.preview_url));
			// No filter column on a taxonomy page: its grid spans the section, as the page's does.
			expect(decade.body).not.toContain("lg:grid-cols-[16rem_minmax(0,1fr)]");
		}
	});
});

describe("a page's first answers", () => {
	const answersOf = (html: string) => {
		const block = html.match(/<script type="application\/json" id="app-answers">([\s\S]*?)<\/script>/)?.[1];
		return block === undefined ? undefined : (JSON.parse(block) as Record<string, unknown>);
	};
	/** What the API answers the same visitor (its timing left out: it differs per call). */
	const apiAnswer = async (url: string, cookie?: string) => {
		const res = await app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
		expect(res.statusCode, url).toBe(200);
		const { took_ms: _took, ...answer } = res.json() as Record<string, unknown>;
		return answer;
	};
	const withoutTiming = (answer: unknown) => {
		const { took_ms: _took, ...rest } = answer as Record<string, unknown>;
		return rest;
	};

	it("carries a guest's session, the header's and footer's data and the search's first page, as the API answers them", async () => {
		const res = await app.inject({
			method: "GET",
			url: "/search?q=cake",
			cookies: { "ssd.seed": app.signCookie("42") },
		});
		expect(res.headers["cache-control"]).toBe("private, no-cache");
		const answers = answersOf(res.body) ?? {};
		const search = "/api/search?limit=24&offset=0&q=cake&seed=42&sort=relevance";
		expect(Object.keys(answers).sort()).toEqual(
			[
				"/api/banner",
				"/api/filter-options",
				"/api/me",
				"/api/photos/count",
				search,
				"/api/site",
				"/api/status",
				"/api/trending",
			].sort(),
		);
		expect(answers["/api/me"]).toMatchObject({ user: null });
		for (const url of [
			"/api/banner",
			"/api/filter-options",
			"/api/photos/count",
			"/api/site",
			"/api/status",
			"/api/trending",
			search,
		]) {
			expect(withoutTiming(answers[url]), url).toEqual(await apiAnswer(url));
		}
		// The loading view draws the same first page.
		const tiles = [...res.body.matchAll(/<li class="relative"[\s\S]*?<img src="([^"]+)"/g)].map((m) => m[1]);
		const photos = (
			answers[search] as { photos: Array<{ thumbnail_url: string | null; preview_url: string | null }> }
		).photos;
		expect(tiles).toEqual(photos.map((photo) => photo.thumbnail_url ?? photo.preview_url));
	});

	it("carries a member's own session, cart, photo and wishlists on a photo page, and none of it for a guest", async () => {
		const client = authClient(ctx);
		await signUp(ctx, client, "answers@shell.test");
		const cookie = [...client.jar].map(([name, value]) => `${name}=${value}`).join("; ");
		const photoPage = `/photo/${live.photoid}`;
		const member =
			answersOf((await app.inject({ method: "GET", url: photoPage, headers: { cookie } })).body) ?? {};
		const photo = `/api/photos/${live.photoid}`;
		const saved = `/api/wishlists/membership?photo_ids=${live.id}`;
		// Issue 30: the buy box's licensing and productions, and the continuity lists.
		const issue30 = [
			`/api/photos/${live.id}/licensing`,
			`/api/photos/${live.id}/continuity`,
			"/api/projects",
		];
		for (const url of [
			"/api/me",
			"/api/me/is-admin",
			"/api/cart",
			"/api/me/licences",
			"/api/cart/count",
			photo,
			saved,
			...issue30,
		]) {
			expect(member[url], url).toEqual(await apiAnswer(url, cookie));
		}
		expect(member["/api/me"]).toMatchObject({ user: { email: "answers@shell.test" } });

		const guest = answersOf((await page(photoPage)).body) ?? {};
		expect(guest["/api/me"]).toMatchObject({ user: null });
		for (const url of [
			"/api/me/is-admin",
			"/api/cart",
			"/api/me/licences",
			"/api/cart/count",
			photo,
			saved,
			...issue30,
		]) {
			expect(guest[url], url).toBeUndefined();
		}
	});

	it("leaves out what the API refuses: a missing photo's answer, a member's data for an ended session", async () => {
		const missing = answersOf((await page(`/photo/${draft.photoid}`)).body) ?? {};
		expect(missing[`/api/photos/${draft.photoid}`]).toBeUndefined();
		const client = authClient(ctx);
		await signUp(ctx, client, "ended@shell.test");
		await ctx.database.query(
			sql`delete from sessions where user_id = (select id from users where email = 'ended@shell.test')`,
		);
		const ended = [...client.jar].map(([name, value]) => `${name}=${value}`).join("; ");
		const forged = await app.inject({
			method: "GET",
			url: "/",
			headers: { cookie: `${ended}; ssd.seed=${signedSeed("3")}` },
		});
		const stale = answersOf(forged.body);
		expect(stale?.["/api/me"]).toMatchObject({ user: null });
		expect(stale?.["/api/cart/count"]).toBeUndefined();
		// The API's clearing of the ended session's cookie comes with the page, once.
		const cleared = [forged.headers["set-cookie"] ?? []]
			.flat()
			.filter((c) => c.startsWith("ssd.session_token="));
		expect(cleared).toHaveLength(1);
		expect(cleared[0]).toMatch(/Max-Age=0/);
	});

	it("renews a day-old session's cookie with the page, the answers then telling the renewed session", async () => {
		const client = authClient(ctx);
		await signUp(ctx, client, "renewed@shell.test");
		const cookie = [...client.jar].map(([name, value]) => `${name}=${value}`).join("; ");
		// A page seen a moment ago: the session is known to be signed in.
		await app.inject({
			method: "GET",
			url: "/about",
			headers: { cookie: `${cookie}; ssd.seed=${signedSeed("3")}` },
		});
		await ctx.database.query(sql`
			update sessions set updated_at = now() - interval '2 days', expires_at = now() + interval '5 days'
			where user_id = (select id from users where email = 'renewed@shell.test')`);
		const res = await app.inject({
			method: "GET",
			url: "/",
			headers: { cookie: `${cookie}; ssd.seed=${signedSeed("3")}` },
		});
		const renewed = res.cookies.find((c) => c.name.includes("session_token"));
		expect(renewed?.maxAge).toBeGreaterThan(6 * 24 * 3600);
		const me = answersOf(res.body)?.["/api/me"] as { user: { email: string }; expires_at: string };
		expect(me.user.email).toBe("renewed@shell.test");
		expect(Date.parse(me.expires_at)).toBeGreaterThan(Date.now() + 6.9 * 24 * 3600 * 1000);
	});

	it("does the work of answers only for a page a browser will show", async () => {
		// Each answer is one inner request: counted beside the test's own one.
		const inject = vi.spyOn(app, "inject");
		try {
			const head = await app.inject({
				method: "HEAD",
				url: "/search?q=cake",
				cookies: { "ssd.seed": app.signCookie("4") },
			});
			expect(head.statusCode).toBe(200);
			expect(inject).toHaveBeenCalledTimes(1);
			const missing = await app.inject({
				method: "GET",
				url: "/no/such/page",
				cookies: { "ssd.seed": app.signCookie("4") },
			});
			expect(missing.statusCode).toBe(404);
			expect(answersOf(missing.body)).toBeUndefined();
			expect(inject).toHaveBeenCalledTimes(2);
			await app.inject({
				method: "GET",
				url: "/search?q=cake",
				cookies: { "ssd.seed": app.signCookie("4") },
			});
			expect(inject.mock.calls.length).toBeGreaterThan(3);
		} finally {
			inject.mockRestore();
		}
	});

	it("keeps a member's page out of every cache, a guest's out of shared ones", async () => {
		const client = authClient(ctx);
		await signUp(ctx, client, "nostore@shell.test");
		const cookie = [...client.jar].map(([name, value]) => `${name}=${value}`).join("; ");
		const member = await app.inject({ method: "GET", url: "/", headers: { cookie } });
		expect(member.headers["cache-control"]).toBe("private, no-store");
		expect((await page("/")).headers["cache-control"]).toBe("private, no-cache");
	});

	it("sends the page with what answered in time, and nothing without the session's answer", async () => {
		const home = pageMeta("/search");
		const query = new URLSearchParams("q=cake");
		const slowSearch: Ask = async (url) =>
			url.startsWith("/api/search")
				? new Promise(() => {})
				: url === "/api/me"
					? { user: null }
					: { ok: url };
		const started = Date.now();
		const answers = await firstAnswers(home, query, 1, slowSearch, 50);
		expect(Date.now() - started).toBeLessThan(1000);
		expect(Object.keys(answers).sort()).toEqual(
			[
				"/api/banner",
				"/api/filter-options",
				"/api/me",
				"/api/photos/count",
				"/api/site",
				"/api/status",
				"/api/trending",
			].sort(),
		);
		const noSession: Ask = async (url) => (url === "/api/me" ? undefined : { ok: url });
		expect(await firstAnswers(home, query, 1, noSession, 50)).toEqual({});
	});

	it("keeps a page's text from closing the answers' block early", async () => {
		const res = await app.inject({
			method: "GET",
			url: "/search?q=%3C%2Fscript%3Ecake",
			cookies: { "ssd.seed": app.signCookie("1") },
		});
		expect(res.statusCode).toBe(200);
		expect(res.body.match(/<\/script>/g)?.length).toBe(res.body.match(/<script/g)?.length);
	});
});

describe("robots.txt and sitemap.xml", () => {
	it("lets crawlers in, keeps them out of private areas, and points at the sitemap", async () => {
		const res = await page("/robots.txt");
		expect(res.statusCode).toBe(200);
		expect(res.headers["content-type"]).toContain("text/plain");
		expect(res.body).toContain("User-agent: *");
		for (const path of [
			"/api/",
			"/admin",
			"/cart",
			"/checkout",
			"/account",
			"/companies",
			"/productions",
			"/invitations",
		])
			expect(res.body).toContain(`Disallow: ${path}`);
		expect(res.body).toContain(`Sitemap: ${ctx.config.publicUrl}/sitemap.xml`);
	});

	it("lists the public pages, public collections, storefronts and the taxonomy values in use", async () => {
		const res = await page("/sitemap.xml");
		expect(res.statusCode).toBe(200);
		expect(res.headers["content-type"]).toContain("application/xml");
		const locs = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) =>
			(m[1] ?? "").replace(ctx.config.publicUrl, ""),
		);
		for (const path of ["/", "/about", "/pricing", "/license", "/photos", "/collections", "/sitemap"]) {
			expect(locs).toContain(path);
		}
		expect(locs).toContain(`/collections/${collection}`);
		expect(locs).not.toContain(`/collections/${hidden}`);
		expect(locs).toContain(`/user/${live.user_id}`);
		expect(locs).toEqual(
			expect.arrayContaining([
				"/taxonomy/decade/1970s",
				"/taxonomy/decade/1980s",
				"/taxonomy/country/Canada",
			]),
		);
		expect(locs).toContain("/taxonomy/tag/party%20hat");
		// Tags by how many live photos carry them: 'cake' (2) before 'party hat' (1).
		expect(locs.indexOf("/taxonomy/tag/cake")).toBeLessThan(locs.indexOf("/taxonomy/tag/party%20hat"));
		for (const privatePath of ["/cart", "/admin", "/auth", "/search-test"])
			expect(locs).not.toContain(privatePath);
		expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
	});

	it("answers crawlers from one copy until an admin write changes the lists", async () => {
		const before = (await page("/sitemap.xml")).body;
		const [added] = await ctx.database.query<{ id: string }>(sql`
			insert into collections (title, description, is_public) values ('Porches', 'Summer evenings.', true)
			returning id`);
		await ctx.database.query(
			sql`insert into collection_photos (collection_id, photo_id) values (${added?.id}, ${live.id})`,
		);
		expect((await page("/sitemap.xml")).body).toBe(before);
		listingsChanged(ctx.database);
		expect((await page("/sitemap.xml")).body).toContain(`/collections/${added?.id}</loc>`);
	});
});

describe("when the database fails", () => {
	it("still serves the app with the path's general head, and reports the error", async () => {
		const errors: unknown[] = [];
		const broken = {
			...ctx.database,
			query: async () => {
				throw new Error("the database is down");
			},
		} as unknown as Database;
		const shell = createPageShell(
			broken,
			ctx.config.publicUrl,
			path.join(ctx.config.dataDir, "web", "index.html"),
			(error) => errors.push(error),
		);
		const page = await shell(`/photo/${live.photoid}`);
		expect(page.status).toBe(200);
		expect(titleOf(page.html)).toBe("Photo · Snapshot Set Dressing");
		expect(page.html).toContain('<div id="root">');
		expect(errors).toHaveLength(1);
		expect((await shell("/no/such/page")).status).toBe(404);
	});
});

describe("renderShell's order of the head", () => {
	const built = `<!doctype html>
<html lang="en">
	<head>
		<title>Template title</title>
		<script type="module" crossorigin src="/assets/index-a1.js"></script>
		<link rel="modulepreload" crossorigin href="/assets/react-b2.js">
		<link rel="stylesheet" crossorigin href="/assets/index-c3.css">
	</head>
	<body><div id="root"></div></body>
</html>`;
	const head = { ...pageMeta("/photo/1"), url: "https://example.test/photo/1", image: null };

	it("asks for the stylesheet, then the page's picture; the code waits at the end of the body", () => {
		const html = renderShell(built, head, {
			scripts: ["/assets/photo-d4.js"],
			image: { href: "/media/previews/p1.webp" },
		});
		const at = (needle: string) => html.indexOf(needle);
		expect(html.match(/index-c3\.css/g)).toHaveLength(1);
		expect(at("index-c3.css")).toBeLessThan(at("/media/previews/p1.webp"));
		expect(at("/media/previews/p1.webp")).toBeLessThan(at("</head>"));
		// Each chunk is named once, in the loader's list after the page's content.
		for (const chunk of ["index-a1.js", "react-b2.js", "photo-d4.js"]) {
			expect(html.match(new RegExp(chunk.replace(".", "\\."), "g")), chunk).toHaveLength(1);
			expect(at(chunk), chunk).toBeGreaterThan(at('<div id="root">'));
			expect(at(chunk), chunk).toBeLessThan(at(APP_LOADER));
		}
		expect(at(APP_LOADER)).toBeLessThan(at("</body>"));
	});

	it("keeps a page's text from closing the loader's JSON early", () => {
		const html = renderShell(built.replace("react-b2.js", "re</script>act.js"), head);
		expect(html).toContain("re\\u003c/script>act.js");
	});
});
