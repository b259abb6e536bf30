import { describe, expect, it } from "vitest";
import { createRandom } from "./random";

describe("createRandom", () => {
	it("repeats the same sequence for the same seed and differs for another", () => {
		const a = createRandom(42);
		const b = createRandom(42);
		const c = createRandom(43);
		const seqA = Array.from({ length: 5 }, () => a.next());
		expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
		expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(seqA);
		for (const x of seqA) expect(x >= 0 && x < 1).toBe(true);
	});

	it("draws integers inside the closed range and reaches both ends", () => {
		const r = createRandom(7);
		const seen = new Set<number>();
		for (let i = 0; i < 500; i++) seen.add(r.int(3, 6));
		expect([...seen].sort()).toEqual([3, 4, 5, 6]);
	});

	it("shuffles without losing or duplicating items", () => {
		const r = createRandom(1);
		const items = Array.from({ length: 20 }, (_, i) => i);
		const shuffled = r.shuffle(items);
		expect(shuffled).not.toEqual(items);
		expect([...shuffled].sort((x, y) => x - y)).toEqual(items);
		expect(r.sample(items, 5)).toHaveLength(5);
		expect(new Set(r.sample(items, 30)).size).toBe(20);
	});

	it("respects weights", () => {
		const r = createRandom(9);
		let heavy = 0;
		for (let i = 0; i < 1000; i++)
			if (
				r.weighted([
					["a", 9],
					["b", 1],
				] as const) === "a"
			)
				heavy++;
		expect(heavy).toBeGreaterThan(850);
		expect(heavy).toBeLessThan(950);
	});

	it("makes version-4-shaped uuids", () => {
		const r = createRandom(5);
		const ids = Array.from({ length: 50 }, () => r.uuid());
		for (const id of ids)
			expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
		expect(new Set(ids).size).toBe(50);
	});

	it("refuses to pick from an empty list", () => {
		expect(() => createRandom(1).pick([])).toThrow("cannot pick from an empty list");
	});
});
