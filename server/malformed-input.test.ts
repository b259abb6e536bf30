import { ApiErrorBody } from "@core/contracts/errors";
import { sql } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_INPUT_DEPTH } from "./input-guard";
import { signUpAdmin } from "./test/admin-client";
import { authClient, signUp } from "./test/auth-client";
import { TEST_STRIPE_WEBHOOK_SECRET } from "./test/fake-stripe";
import { createTestApp, type TestContext } from "./test/harness";

/**
 * Every route of the OpenAPI document (and better-auth's endpoints, which it does not list),
 * walked with malformed values as a guest, a member and an admin: no answer may be a 5xx, and
 * every error under /api must be `{ error: { code, message } }`.
 */

type Operation = {
	parameters?: { in: string; name: string }[];
	requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
};
type Route = { method: string; template: string; pathParams: string[]; query: string[]; body: string[] };

/** better-auth's form endpoints: hidden from the document, reachable by anyone. */
const AUTH_ROUTES: Route[] = [
	"/api/auth/sign-in/email",
	"/api/auth/sign-in/magic-link",
	"/api/auth/request-password-reset",
	"/api/auth/reset-password",
	"/api/auth/sign-up/email",
	"/api/auth/change-password",
].map((template) => ({
	method: "POST",
	template,
	pathParams: [],
	query: [],
	body: ["email", "password", "newPassword", "token", "callbackURL", "metadata"],
}));

const nested = (depth: number) => `${"[".repeat(depth)}1${"]".repeat(depth)}`;

/**
 * Values that must be refused before they reach a query: never stored, never a 2xx. An unpaired
 * surrogate can only come in JSON: an address holds UTF-8, which has no way to write one (its
 * nearest bytes, %ED%A0%80, are malformed UTF-8 and decode to U+FFFD; they are among the odd values).
 */
const POISON_TEXT = {
	nul: { query: "%00", json: '"\\u0000"' },
	nulInside: { query: "abc%00def", json: '"abc\\u0000def"' },
	loneHigh: { query: undefined, json: '"\\ud800"' },
	loneLow: { query: undefined, json: '"x\\udc00"' },
};
/** Odd but well-formed values: any 4xx (or a 2xx where the route accepts them), never a 5xx. */
const ODD_QUERY = [
	"",
	"-1",
	"1e309",
	"99999999999999999999999",
	"NaN",
	"%E0%A4%A",
	"%ED%A0%80",
	"a".repeat(3000),
	"null",
];
const ODD_JSON = [
	"1e308",
	"-1e308",
	"99999999999999999999999",
	"true",
	"null",
	"[]",
	"{}",
	'"x"',
	`"${"a".repeat(20_000)}"`,
	nested(50),
];
const PATH_VALUES = ["%00", "%ED%A0%80", "%E0%A4%A", "a".repeat(400), "99999999999999999999", "-1", "%2e%2e"];

function routesOf(document: { paths: Record<string, Record<string, Operation>> }): Route[] {
	const routes: Route[] = [];
	for (const [template, operations] of Object.entries(document.paths)) {
		for (const [method, op] of Object.entries(operations)) {
			const params = op.parameters ?? [];
			const json = op.requestBody?.content?.["application/json"]?.schema?.properties;
			routes.push({
				method: method.toUpperCase(),
				template,
				pathParams: params.filter((p) => p.in === "path").map((p) => p.name),
				query: params.filter((p) => p.in === "query").map((p) => p.name),
				body: json ? Object.keys(json) : [],
			});
		}
	}
	return routes;
}

const pathOf = (route: Route, value = "00000000-0000-4000-8000-000000000000") =>
	route.pathParams.reduce((p, name) => p.replace(`{${name}}`, value), route.template);

type Probe = { route: Route; options: InjectOptions; poison: boolean; label: string };

function probesOf(route: Route): Probe[] {
	const probes: Probe[] = [];
	const hasBody = !["GET", "HEAD", "DELETE"].includes(route.method);
	const add = (label: string, url: string, payload: string | undefined, poison: boolean) =>
		probes.push({
			route,
			label,
			poison,
			options: {
				method: route.method as InjectOptions["method"],
				url,
				...(payload !== undefined ? { payload, headers: { "content-type": "application/json" } } : {}),
			},
		});
	const base = pathOf(route);
	for (const [kind, value] of Object.entries(POISON_TEXT)) {
		if (value.query !== undefined) {
			add(`extra query ${kind}`, `${base}?zz=${value.query}`, hasBody ? "{}" : undefined, true);
			for (const name of route.query)
				add(`query ${name} ${kind}`, `${base}?${name}=${value.query}`, undefined, true);
			for (const name of route.pathParams)
				add(`path ${name} ${kind}`, pathOf(route, value.query), undefined, true);
		}
		if (!hasBody) continue;
		add(`body key ${kind}`, base, `{${value.json}:1}`, true);
		for (const name of route.body) add(`body ${name} ${kind}`, base, `{"${name}":${value.json}}`, true);
		if (route.body[0]) add(`body nested ${kind}`, base, `{"${route.body[0]}":{"a":[${value.json}]}}`, true);
	}
	if (hasBody) {
		add("body nested 5000 deep", base, `{"${route.body[0] ?? "x"}":${nested(5000)}}`, true);
		add(`body nested ${MAX_INPUT_DEPTH + 1} deep`, base, nested(MAX_INPUT_DEPTH + 1), true);
		for (const whole of ["[]", "null", '"text"', "12", "{", '{"a":1,}'])
			add(`whole body ${whole}`, base, whole, false);
		for (const name of route.body)
			for (const value of ODD_JSON)
				add(`body ${name}=${value.slice(0, 12)}`, base, `{"${name}":${value}}`, false);
	}
	for (const name of route.query) {
		for (const value of ODD_QUERY)
			add(`query ${name}=${value.slice(0, 12)}`, `${base}?${name}=${value}`, undefined, false);
		add(`query ${name} repeated`, `${base}?${name}=1&${name}=2`, undefined, false);
	}
	for (const name of route.pathParams)
		for (const value of PATH_VALUES)
			add(`path ${name}=${value.slice(0, 12)}`, pathOf(route, value), undefined, false);
	return probes;
}

let ctx: TestContext;
let roles: { name: string; cookie: string | undefined }[];

beforeAll(async () => {
	ctx = await createTestApp({
		env: {
			// The sweep sends thousands of requests from one address: limits would answer most of them.
			AUTH_RATE_LIMIT: "10000",
			TRACK_RATE_LIMIT: "1000000",
			STRIPE_SECRET_KEY: "sk_test_sweep",
			STRIPE_WEBHOOK_SECRET: TEST_STRIPE_WEBHOOK_SECRET,
		},
	});
	const member = authClient(ctx);
	await signUp(ctx, member, "sweep-member@studio.test", "Mel");
	const admin = await signUpAdmin(ctx, "sweep-admin@studio.test", "Ada");
	const cookieOf = (client: typeof member) => [...client.jar].map(([k, v]) => `${k}=${v}`).join("; ");
	roles = [
		{ name: "guest", cookie: undefined },
		{ name: "member", cookie: cookieOf(member) },
		{ name: "admin", cookie: cookieOf(admin) },
	];
});
afterAll(async () => ctx?.close());

/** Rows in every table of ours: the sweep's refusals must leave them all as they were. */
async function tableCounts(): Promise<Record<string, number>> {
	const tables = await ctx.database.query<{ name: string }>(
		sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
	);
	const counts: Record<string, number> = {};
	for (const { name } of tables) {
		const [row] = await ctx.database.query<{ n: number }>(
			sql`select count(*)::int as n from ${sql.identifier(name)}`,
		);
		counts[name] = row?.n ?? -1;
	}
	return counts;
}

describe("malformed input, every route, every role", () => {
	let routes: Route[];
	let probes: Probe[];
	beforeAll(() => {
		const document = ctx.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
		routes = [...routesOf(document), ...AUTH_ROUTES];
		probes = routes.flatMap(probesOf);
	});

	/** Sends each probe as each role; returns what broke the rules. */
	async function sweep(selected: Probe[]): Promise<string[]> {
		const failures: string[] = [];
		const jobs = roles.flatMap((role) => selected.map((probe) => ({ role, probe })));
		const started = performance.now();
		// A few at a time, as clients would: the database works while the next request is parsed.
		await inPool(jobs, 8, async ({ role, probe }) => {
			const headers = {
				origin: ctx.config.publicUrl,
				// The Stripe webhook checks a signature before it reads anything.
				"stripe-signature": "t=1,v1=00",
				...(role.cookie ? { cookie: role.cookie } : {}),
				...(probe.options.headers as Record<string, string> | undefined),
			};
			const res = await ctx.app.inject({ ...probe.options, headers });
			const where = `${role.name} ${probe.route.method} ${probe.route.template} [${probe.label}] -> ${res.statusCode}`;
			if (res.statusCode >= 500) failures.push(`${where} ${res.body.slice(0, 160)}`);
			else if (probe.poison && res.statusCode < 400) failures.push(`${where}: accepted`);
			else if (res.statusCode >= 400 && probe.options.method !== "HEAD") {
				const shaped = ApiErrorBody.safeParse(safeJson(res.body));
				if (!shaped.success) failures.push(`${where}: not our error shape: ${res.body.slice(0, 160)}`);
			}
		});
		console.info(
			`${jobs.length} requests over ${routes.length} routes in ${Math.round(performance.now() - started)} ms`,
		);
		return failures;
	}

	it("covers the whole document", () => {
		// A sweep over nothing proves nothing: the document must list the app's routes.
		expect(routes.length).toBeGreaterThan(120);
		expect(routes.some((r) => r.template === "/api/admin/photos/{id}" && r.method === "PATCH")).toBe(true);
		expect(probes.filter((p) => p.poison).length).toBeGreaterThan(1000);
	});

	it("refuses NUL, unpaired surrogates and deep nesting everywhere with a 400, storing nothing", async () => {
		const before = await tableCounts();
		expect(await sweep(probes.filter((p) => p.poison))).toEqual([]);
		expect(await tableCounts()).toEqual(before);
	}, 300_000);

	it("answers odd values (huge numbers, wrong types, bad encodings, long paths) without a 5xx, in our shape", async () => {
		expect(await sweep(probes.filter((p) => !p.poison))).toEqual([]);
	}, 300_000);
});

async function inPool<T>(items: T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
	let next = 0;
	const worker = async () => {
		for (let i = next++; i < items.length; i = next++) await work(items[i] as T);
	};
	await Promise.all(Array.from({ length: width }, worker));
}

function safeJson(text: string): unknown {
	try {
		return JSON.parse(text);
	} catch {
		return text;
	}
}
