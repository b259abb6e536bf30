import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * The multi-instance suite (`npm run test:cluster`, cluster/): two app instances on one
 * PostgreSQL server, s3rver, Redis and nginx, all started by the suite itself. Not part of
 * `npm test`: it needs the PostgreSQL server, Redis, nginx and the built web app.
 */
export default defineConfig({
	resolve: { alias: { "@core": here("./core"), "@": here("./web") } },
	test: {
		name: "cluster",
		include: ["cluster/**/*.test.ts"],
		environment: "node",
		// One stack for the whole file; scenarios run one after another against it.
		fileParallelism: false,
		testTimeout: 60_000,
		hookTimeout: 240_000,
	},
});
