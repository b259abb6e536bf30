import { defineConfig, devices } from "@playwright/test";

const PORT = 3100;
const CHROMIUM_ARGS = [
	"--headless",
	"--no-sandbox",
	"--disable-gpu",
	"--disable-quic",
	"--no-first-run",
	"--disable-background-networking",
	"--disable-component-update",
	"--disable-sync",
];

// The built app on its own data directory (a fresh PGlite seeded with the demo archive).
export default defineConfig({
	testDir: "./e2e",
	outputDir: "./test-results",
	timeout: 60_000,
	retries: process.env.CI ? 1 : 0,
	workers: 1,
	reporter: [["list"]],
	use: {
		baseURL: `http://127.0.0.1:${PORT}`,
		launchOptions: { executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS },
		screenshot: "only-on-failure",
	},
	projects: [
		{ name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } } },
		{ name: "phone", use: { ...devices["Pixel 7"] } },
	],
	webServer: {
		command: `rm -rf ./data/e2e && tsx server/main.ts`,
		url: `http://127.0.0.1:${PORT}/api/health`,
		timeout: 180_000,
		reuseExistingServer: false,
		env: {
			PORT: String(PORT),
			DATA_DIR: "./data/e2e",
			SEED_PHOTOS: "120",
			LOG_LEVEL: "warn",
			CAPTCHA: "off",
		},
		stdout: "pipe",
	},
});
