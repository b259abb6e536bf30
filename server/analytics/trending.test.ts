import { TrendingResponse } from "@core/contracts/analytics";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type ClickRow, insertClicks, insertEvents, insertFamily } from "../test/fixtures/analytics";
import { createTestApp } from "../test/harness";
import { setUpOnce } from "../test/set-up-once";

const ctx = setUpOnce(createTestApp, (started) => started.close());

const trending = async () => {
	const res = await ctx.app.inject({ method: "GET", url: "/api/trending" });
	expect(res.statusCode, res.body).toBe(200);
	expect(res.headers["cache-control"]).toBe("public, max-age=300");
	return TrendingResponse.parse(res.json()).chips;
};

const TAXONOMY_TYPES = ["decade", "location_country", "location_state", "location_city", "tag"];

describe("GET /api/trending", () => {
	it("is empty before any clicks", async () => {
		expect(await trending()).toEqual([]);
	});

	it("takes the 12 events and 8 taxonomy values most visitors clicked, merged by visitors, whatever the clicks", async () => {
		const eventIds = await insertEvents(
			ctx.database,
			Array.from({ length: 15 }, (_, i) => `Event ${i}`),
		);
		// Visitors: events 100, 98, ... 72; taxonomy values 99, 97, ... 71; interleaved by visitors. The
		// raw clicks run the other way: a few visitors' many clicks must not lift an entity.
		const rows: ClickRow[] = [
			...eventIds.map((id, i) => ({
				entity_type: "event" as const,
				entity_id: id,
				taxonomy_type: "event",
				unique_visitors: 100 - 2 * i,
				total_clicks: 1000 + 2 * i,
			})),
			...Array.from({ length: 15 }, (_, i) => ({
				entity_type: "taxonomy" as const,
				entity_id: `Value ${i}`,
				taxonomy_type: TAXONOMY_TYPES[i % TAXONOMY_TYPES.length] ?? "decade",
				unique_visitors: 99 - 2 * i,
				total_clicks: 1001 + 2 * i,
			})),
		];
		await insertClicks(ctx.database, rows);
		const chips = await trending();
		expect(chips).toHaveLength(20);
		expect(chips.filter((c) => c.kind === "event").map((c) => c.label)).toEqual(
			Array.from({ length: 12 }, (_, i) => `Event ${i}`),
		);
		expect(chips.filter((c) => c.kind === "taxonomy").map((c) => c.label)).toEqual(
			Array.from({ length: 8 }, (_, i) => `Value ${i}`),
		);
		const visitors = chips.map((c) => c.unique_visitors);
		expect(visitors).toEqual([...visitors].sort((a, b) => b - a));
		// Until the taxonomy share runs out, events and values alternate.
		expect(chips.slice(0, 4).map((c) => c.label)).toEqual(["Event 0", "Value 0", "Event 1", "Value 1"]);
		expect(chips[0]).toEqual({
			kind: "event",
			taxonomy_type: "event",
			id: eventIds[0],
			label: "Event 0",
			unique_visitors: 100,
		});
	});

	it("maps location field names to taxonomy page types", async () => {
		const chips = await trending();
		const typeOf = (label: string) => chips.find((c) => c.label === label)?.taxonomy_type;
		expect(typeOf("Value 0")).toBe("decade");
		expect(typeOf("Value 1")).toBe("country");
		expect(typeOf("Value 2")).toBe("state");
		expect(typeOf("Value 3")).toBe("city");
		expect(typeOf("Value 4")).toBe("tag");
	});

	it("with only 3 events left shows those 3 and 8 taxonomy chips", async () => {
		await ctx.database.query(sql`delete from events where name not in ('Event 12', 'Event 13', 'Event 14')`);
		const chips = await trending();
		expect(chips.filter((c) => c.kind === "event").map((c) => c.label)).toEqual([
			"Event 12",
			"Event 13",
			"Event 14",
		]);
		expect(chips.filter((c) => c.kind === "taxonomy")).toHaveLength(8);
		expect(chips).toHaveLength(11);
		expect(chips.map((c) => c.unique_visitors)).toEqual(
			[...chips.map((c) => c.unique_visitors)].sort((a, b) => b - a),
		);
	});

	it("labels a creator chip with the storefront name and links it by the family's id", async () => {
		const family = await insertFamily(ctx.database, "okafor@family.test", "The Okafor Family");
		await insertClicks(ctx.database, [
			{
				entity_type: "taxonomy",
				entity_id: family,
				taxonomy_type: "creator",
				total_clicks: 5,
				unique_visitors: 500,
			},
		]);
		const [top] = await trending();
		expect(top).toEqual({
			kind: "taxonomy",
			taxonomy_type: "creator",
			id: family,
			label: "The Okafor Family",
			unique_visitors: 500,
		});
	});
});
