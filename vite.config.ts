import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./scripts/precompress.ts";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
	root: here("./web"),
	publicDir: false,
	plugins: [react(), tailwindcss(), precompress()],
	resolve: {
		alias: { "@core": here("./core"), "@": here("./web") },
	},
	build: {
		outDir: here("./dist/web"),
		emptyOutDir: true,
		// .vite/manifest.json: the server links each page's own chunks from it (server/seo/page-preloads.ts).
		manifest: true,
		sourcemap: true,
		// Framework code changes rarely: its own chunks stay cached across our deploys.
		rolldownOptions: {
			output: {
				codeSplitting: {
					groups: [
						{ name: "react", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
						// Libraries the app shell uses. The captcha widget (sign-in screens), zod (forms),
						// DOMPurify (banners) and sonner (toasts) are fetched when first needed, out of the first
						// download; so are `?raw` imports (the style guide reads Tailwind's theme).
						{ name: "vendor", test: /node_modules[\\/](?!(altcha|zod|dompurify|sonner)[\\/])[^?]*$/ },
						// Small modules of our own that the first page and the page chunks share: one chunk,
						// not one file each (each file costs its own import and export code).
						{
							name: "shared",
							test: /[\\/](web[\\/]lib[\\/](cn|api-client|paths|first-answers|tracking[\\/]session-id)|web[\\/]api[\\/](auth[\\/]session|wishlists[\\/]wishlists-query)|core[\\/](api-paths|first-answers|taxonomy|tracking))\.ts$/,
						},
					],
				},
			},
		},
	},
	server: {
		port: 5173,
		proxy: { "/api": "http://127.0.0.1:3000", "/media": "http://127.0.0.1:3000" },
	},
});
