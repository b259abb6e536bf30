import { describe, expect, it } from "vitest";

describe("zod-config", () => {
	it("turns zod's compiled parsers off through zod's own global configuration", async () => {
		await import("./zod-config");
		const { z } = await import("zod");
		expect(z.config().jitless).toBe(true);
		// A schema built afterwards still parses as before.
		expect(z.object({ a: z.number() }).safeParse({ a: 1 }).success).toBe(true);
	});
});
