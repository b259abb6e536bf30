import { defineConfig, devices } from "@playwright/test";
import { E2E_PORTS } from "./e2e/support/ports";

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

const appUrl = (port: number) => `http://127.0.0.1:${port}`;

// The built app on its own data directories (fresh PGlite each run), with a real SMTP server
// and a real OpenID Connect provider beside it.
export default defineConfig({
	testDir: "./e2e",
	outputDir: "./test-results",
	timeout: 60_000,
	retries: process.env.CI ? 1 : 0,
	workers: 1,
	reporter: [["list"]],
	use: {
		baseURL: appUrl(E2E_PORTS.app),
		launchOptions: { executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS },
		screenshot: "only-on-failure",
	},
	projects: [
		{ name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } } },
		{ name: "phone", use: { ...devices["Pixel 7"] } },
	],
	webServer: [
		{
			command: "tsx e2e/support/services.ts",
			url: `http://127.0.0.1:${E2E_PORTS.mailApi}/health`,
			timeout: 30_000,
			reuseExistingServer: false,
			stdout: "pipe",
		},
		{
			command: "rm -rf ./data/e2e && tsx server/main.ts",
			// Ready once the demo archive is complete (the server listens before it is drawn): the
			// suite starts on the whole catalogue.
			url: `${appUrl(E2E_PORTS.app)}/api/ready`,
			timeout: 180_000,
			reuseExistingServer: false,
			env: {
				PORT: String(E2E_PORTS.app),
				PUBLIC_URL: appUrl(E2E_PORTS.app),
				DATA_DIR: "./data/e2e",
				SEED_PHOTOS: "120",
				LOG_LEVEL: "warn",
				CAPTCHA: "off",
				SMTP_URL: `smtp://127.0.0.1:${E2E_PORTS.smtp}`,
				OIDC_ISSUER: `http://127.0.0.1:${E2E_PORTS.oidc}`,
				OIDC_CLIENT_ID: "e2e-web",
				OIDC_CLIENT_SECRET: "e2e-secret",
				OIDC_NAME: "Studio SSO",
				// Every test signs in several times from one address.
				AUTH_RATE_LIMIT: "500",
				// The whole suite browses as guests from this one address (docs/guest-limit.md).
				GUEST_SEARCH_LIMIT_MINUTE: "100000",
				GUEST_SEARCH_LIMIT_DAY: "100000",
				GUEST_SEARCH_VISITOR_LIMIT_MINUTE: "100000",
				GUEST_SEARCH_VISITOR_LIMIT_DAY: "100000",
			},
			stdout: "pipe",
		},
		{
			command: "rm -rf ./data/e2e-captcha && tsx server/main.ts",
			url: `${appUrl(E2E_PORTS.captchaApp)}/api/ready`,
			timeout: 180_000,
			reuseExistingServer: false,
			env: {
				PORT: String(E2E_PORTS.captchaApp),
				PUBLIC_URL: appUrl(E2E_PORTS.captchaApp),
				DATA_DIR: "./data/e2e-captcha",
				SEED_PHOTOS: "0",
				LOG_LEVEL: "warn",
				CAPTCHA: "altcha",
			},
			stdout: "pipe",
		},
	],
});
