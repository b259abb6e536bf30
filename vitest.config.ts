import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = { "@core": here("./core"), "@": here("./web") };

export default defineConfig({
	resolve: { alias },
	test: {
		projects: [
			{
				resolve: { alias },
				test: { name: "core", include: ["core/**/*.test.ts"], environment: "node" },
			},
			{
				resolve: { alias },
				test: {
					name: "server",
					include: ["server/**/*.test.ts", "scripts/**/*.test.ts"],
					environment: "node",
					globalSetup: ["server/test/global-setup.ts"],
					setupFiles: ["server/test/setup.ts"],
					testTimeout: 60_000,
					hookTimeout: 120_000,
				},
			},
			{
				plugins: [react()],
				resolve: { alias },
				test: {
					name: "web",
					include: ["web/**/*.test.{ts,tsx}"],
					environment: "jsdom",
					setupFiles: ["web/test/setup.ts"],
					// CSS stays off in tests, but a `?raw` import (the style guide reads the stylesheet's
					// tokens) must still give the file's text.
					css: { include: [/[?&]raw\b/] },
				},
			},
		],
	},
});
