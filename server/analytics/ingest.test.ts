import type { TrackEventInput } from "@core/contracts/analytics";
import { ApiErrorBody } from "@core/contracts/errors";
import { TRACKING, TRACKING_COOKIE } from "@core/tracking";
import { sql } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { beforeEach, describe, expect, it } from "vitest";
import { authClient, signUp } from "../test/auth-client";
import { signedInMember } from "../test/fixtures/analytics";
import { createTestApp } from "../test/harness";
import { setUpOnce } from "../test/set-up-once";

const ctx = setUpOnce(
	() => createTestApp(),
	(c) => c.close(),
);

const PHOTO = "8d3c1f8e-4a0b-4c55-9d8e-3f1b2a6c7d90";
let entityNo = 0;
/**
 * A photo view of its own entity unless one is named: a repeat of the same event by the same
 * visitor inside 5 s is not stored (tracking-visitors.test.ts), and these tests count rows.
 */
const photoView = (over: Partial<TrackEventInput> = {}): TrackEventInput => ({
	event_type: "photo_view",
	entity_type: "photo",
	entity_id: `${PHOTO}-${++entityNo}`,
	...over,
});

let address = 0;
/** A fresh address per request keeps these tests clear of the per-address limit. */
const post = (payload: unknown, options: Partial<InjectOptions> = {}) =>
	ctx.app.inject({
		method: "POST",
		url: "/api/track-events",
		payload: payload as InjectOptions["payload"],
		remoteAddress: `198.51.100.${(address++ % 250) + 1}`,
		...options,
	});

type StoredEvent = {
	event_type: string;
	entity_id: string;
	entity_type: string;
	taxonomy_type: string | null;
	user_id: string | null;
	session_id: string;
	user_agent: string | null;
	referrer: string | null;
	metadata: Record<string, unknown>;
	processed: boolean;
};
const stored = () => ctx.database.query<StoredEvent>(sql`select * from click_events order by id`);

beforeEach(async () => {
	await ctx.database.query(sql`delete from click_events`);
});

describe("POST /api/track-events", () => {
	it("stores a batch unprocessed and answers 202 with the count", async () => {
		const res = await post(
			{
				events: [
					photoView({ entity_id: PHOTO, referrer: "http://localhost/photos", metadata: { position: 3 } }),
					{ event_type: "tag_click", entity_type: "tag", entity_id: "Picnic" },
					{
						event_type: "taxonomy_click",
						entity_type: "taxonomy",
						entity_id: "1970s",
						taxonomy_type: "decade",
					},
					{
						event_type: "creator_click",
						entity_type: "taxonomy",
						entity_id: "family-1",
						taxonomy_type: "creator",
					},
					{
						event_type: "event_click",
						entity_type: "event",
						entity_id: "evt-1",
						taxonomy_type: null,
					},
				],
			},
			{ headers: { "user-agent": "Mozilla/5.0 (Test)" } },
		);
		expect(res.statusCode).toBe(202);
		expect(res.json()).toEqual({ accepted: 5 });
		const rows = await stored();
		expect(rows.map((r) => [r.event_type, r.entity_type, r.entity_id, r.taxonomy_type])).toEqual([
			["photo_view", "photo", PHOTO, null],
			// The server fixes the taxonomy type of tag and event clicks (spec's event mapping).
			["tag_click", "tag", "Picnic", "tag"],
			["taxonomy_click", "taxonomy", "1970s", "decade"],
			["creator_click", "taxonomy", "family-1", "creator"],
			["event_click", "event", "evt-1", "event"],
		]);
		expect(rows[0]).toMatchObject({
			user_id: null,
			// Without the tracking cookie: the address's pseudonym (tracking-visitors.test.ts).
			session_id: expect.stringMatching(/^a-[A-Za-z0-9_-]{22}$/),
			user_agent: "Mozilla/5.0 (Test)",
			referrer: "http://localhost/photos",
			metadata: { position: 3 },
			processed: false,
		});
		expect(rows.every((r) => !r.processed)).toBe(true);
	});

	it("prefers the User-Agent header, capped, over the body's", async () => {
		const long = `UA${"x".repeat(900)}`;
		await post({ events: [photoView({ user_agent: "from-body" })] }, { headers: { "user-agent": long } });
		await post({ events: [photoView({ user_agent: "from-body" })] }, { headers: { "user-agent": "" } });
		const [first, second] = await stored();
		expect(first?.user_agent).toBe(long.slice(0, TRACKING.maxUserAgentLength));
		expect(second?.user_agent).toBe("from-body");
	});

	it("accepts a beacon's text/plain body and application/json with a charset", async () => {
		for (const type of ["text/plain;charset=UTF-8", "text/plain", "application/json; charset=utf-8"]) {
			const res = await post(JSON.stringify({ events: [photoView()] }), {
				headers: { "content-type": type },
			});
			expect(res.statusCode, type).toBe(202);
		}
		expect(await stored()).toHaveLength(3);
	});

	it("answers bad JSON with a 400 in the error format, whatever the content type", async () => {
		for (const type of ["text/plain;charset=UTF-8", "application/json"]) {
			const res = await post('{"events": [', { headers: { "content-type": type } });
			expect(res.statusCode, type).toBe(400);
			expect(ApiErrorBody.parse(res.json()).error.code).toBe("VALIDATION_ERROR");
		}
		expect(await stored()).toHaveLength(0);
	});

	it("refuses a body over 64 KB", async () => {
		const res = await post(JSON.stringify({ events: [photoView({ referrer: "r".repeat(70_000) })] }), {
			headers: { "content-type": "text/plain" },
		});
		expect(res.statusCode).toBe(413);
		expect(ApiErrorBody.parse(res.json()).error.code).toBe("VALIDATION_ERROR");
	});

	const bad: [string, unknown, string][] = [
		["an unknown event type", photoView({ event_type: "share" as never }), "events.1.event_type"],
		[
			"an entity type that does not match the event",
			photoView({ entity_type: "tag" }),
			"events.1.entity_type",
		],
		[
			"a creator click without taxonomy type creator",
			{ event_type: "creator_click", entity_type: "taxonomy", entity_id: "f" },
			"events.1.taxonomy_type",
		],
		[
			"a creator click with another taxonomy type",
			{
				event_type: "creator_click",
				entity_type: "taxonomy",
				entity_id: "f",
				taxonomy_type: "decade",
			},
			"events.1.taxonomy_type",
		],
		["an empty entity id", photoView({ entity_id: "   " }), "events.1.entity_id"],
		["a too-long entity id", photoView({ entity_id: "e".repeat(201) }), "events.1.entity_id"],
		["an unknown taxonomy type", photoView({ taxonomy_type: "mood" as never }), "events.1.taxonomy_type"],
		["a session id over 64 characters", photoView({ session_id: "s".repeat(65) }), "events.1.session_id"],
		["metadata over 2000 bytes", photoView({ metadata: { note: "m".repeat(2000) } }), "events.1.metadata"],
		["a too-long referrer", photoView({ referrer: "r".repeat(2001) }), "events.1.referrer"],
		[
			"a user id in the body",
			{ ...photoView(), user_id: "8d3c1f8e-4a0b-4c55-9d8e-3f1b2a6c7d91" },
			"events.1",
		],
		["an unknown field", { ...photoView(), processed: true }, "events.1"],
	];
	it.each(bad)("refuses the whole batch for %s", async (_, event, field) => {
		const res = await post({ events: [photoView(), event] });
		expect(res.statusCode).toBe(400);
		const body = ApiErrorBody.parse(res.json());
		expect(body.error.code).toBe("VALIDATION_ERROR");
		expect(Object.keys(body.error.fields ?? {}).some((k) => k.startsWith(field))).toBe(true);
		expect(await stored()).toHaveLength(0);
	});

	it("refuses zero events, more than 50, a missing list and a top-level extra field", async () => {
		const cases = [
			{ events: [] },
			{ events: Array.from({ length: TRACKING.maxEventsPerRequest + 1 }, () => photoView()) },
			{},
			{ events: [photoView()], user_id: "8d3c1f8e-4a0b-4c55-9d8e-3f1b2a6c7d91" },
		];
		for (const payload of cases) expect((await post(payload)).statusCode).toBe(400);
		expect((await post({ events: Array.from({ length: 50 }, () => photoView()) })).statusCode).toBe(202);
		expect(await stored()).toHaveLength(50);
	});

	it("refuses NUL characters, which PostgreSQL text cannot hold, with a 400", async () => {
		const res = await post({ events: [photoView({ entity_id: "a\u0000b" })] });
		expect(res.statusCode).toBe(400);
		expect(await stored()).toHaveLength(0);
	});

	it("takes the user from the session, never from the body", async () => {
		const { client: member, id: userId } = await signedInMember(ctx, "tracker@studio.test", "Tia");
		const res = await member.request({
			method: "POST",
			url: "/api/track-events",
			payload: { events: [photoView(), photoView()] },
		});
		expect(res.statusCode).toBe(202);
		const spoof = await post({ events: [{ ...photoView(), user_id: userId }] });
		expect(spoof.statusCode).toBe(400);
		await post({ events: [photoView()] });
		const rows = await stored();
		expect(rows.map((r) => r.user_id)).toEqual([userId, userId, null]);
	});
});

describe("rate limits", () => {
	const LIMIT = 3;
	const limited = setUpOnce(
		() => createTestApp({ env: { TRACK_RATE_LIMIT: String(LIMIT) } }),
		(c) => c.close(),
	);
	/** A batch from `ip` under the tracking cookie `session` (signed as the server does), or none. */
	const send = (session: string | null, ip: string, bodySession = "body-session") =>
		limited.app.inject({
			method: "POST",
			url: "/api/track-events",
			remoteAddress: ip,
			...(session ? { cookies: { [TRACKING_COOKIE]: limited.app.signCookie(session) } } : {}),
			payload: { events: [photoView({ session_id: bodySession })] },
		});

	it("limits one tracking session, whatever session ids its bodies name", async () => {
		const ip = "203.0.113.10";
		for (let i = 0; i < LIMIT; i++)
			expect((await send("limit-session-a", ip, `body-${i}`)).statusCode).toBe(202);
		const over = await send("limit-session-a", ip, "body-fresh");
		expect(over.statusCode).toBe(429);
		expect(ApiErrorBody.parse(over.json()).error.code).toBe("RATE_LIMITED");
		expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
		// Another session from the same address is not held back by the first one's limit.
		expect((await send("limit-session-b", ip)).statusCode).toBe(202);
	});

	it("counts a client without the cookie as its address's session", async () => {
		const ip = "203.0.113.15";
		const codes: number[] = [];
		for (let i = 0; i < LIMIT + 1; i++) codes.push((await send(null, ip, `rotating-${i}`)).statusCode);
		expect(codes).toEqual([202, 202, 202, 429]);
	});

	it("limits an address to ten times the session limit, whatever cookies it sends", async () => {
		const ip = "203.0.113.20";
		const codes: number[] = [];
		for (let i = 0; i < LIMIT * 10 + 2; i++) codes.push((await send(`address-session-${i}`, ip)).statusCode);
		expect(codes.slice(0, LIMIT * 10).every((c) => c === 202)).toBe(true);
		expect(codes.slice(LIMIT * 10)).toEqual([429, 429]);
		// Another address is unaffected.
		expect((await send("address-session-0", "203.0.113.21")).statusCode).toBe(202);
	});

	it("keys a signed-in caller by the sign-in session, not by the session ids it sends", async () => {
		const member = authClient(limited);
		await signUp(limited, member, "busy@studio.test", "Bo");
		const codes: number[] = [];
		for (let i = 0; i < LIMIT + 1; i++) {
			const res = await member.request({
				method: "POST",
				url: "/api/track-events",
				remoteAddress: "203.0.113.30",
				payload: { events: [photoView({ session_id: `rotating-session-${i}` })] },
			});
			codes.push(res.statusCode);
		}
		expect(codes).toEqual([202, 202, 202, 429]);
	});
});
