import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, DEMO_SELLER, DEV_CONTACT_TO, loadConfig } from "./config";
import { tempDirsForEachTest } from "./test/harness";

const tempDir = tempDirsForEachTest("snap-config-");

describe("loadConfig", () => {
	it("has working defaults for local use", () => {
		const dir = tempDir();
		const c = loadConfig({ DATA_DIR: dir });
		expect(c).toMatchObject({
			port: 3000,
			host: "127.0.0.1",
			nodeEnv: "development",
			seedPhotos: 300,
			trustProxy: false,
			captcha: "altcha",
		});
		expect(c.databaseUrl).toBeUndefined();
		// Links in mail lead to the address the server listens on, which is the one it prints.
		expect(c.publicUrl).toBe("http://127.0.0.1:3000");
		// The generated secret is kept, so a restart keeps sessions.
		expect(c.authSecret).toHaveLength(64);
		expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(c.authSecret);
		expect(readFileSync(path.join(dir, "auth-secret"), "utf8")).toBe(c.authSecret);
	});

	it("links mail to the host and port the server listens on unless PUBLIC_URL says otherwise", () => {
		const publicUrl = (env: Record<string, string>) => loadConfig({ DATA_DIR: tempDir(), ...env }).publicUrl;
		expect(publicUrl({ HOST: "localhost", PORT: "4100" })).toBe("http://localhost:4100");
		expect(publicUrl({ HOST: "192.168.1.20" })).toBe("http://192.168.1.20:3000");
		// Every interface: the browser on this machine asks localhost.
		expect(publicUrl({ HOST: "0.0.0.0", PORT: "8080" })).toBe("http://localhost:8080");
		expect(publicUrl({ HOST: "::" })).toBe("http://localhost:3000");
		expect(publicUrl({ HOST: "::1" })).toBe("http://[::1]:3000");
		expect(publicUrl({ HOST: "0.0.0.0", PUBLIC_URL: "https://shop.example/" })).toBe("https://shop.example");
	});

	it("treats empty variables as unset", () => {
		const c = loadConfig({ DATA_DIR: tempDir(), PORT: "", SEED_PHOTOS: "", DATABASE_URL: " " });
		expect(c.port).toBe(3000);
		expect(c.seedPhotos).toBe(300);
		expect(c.databaseUrl).toBeUndefined();
	});

	it("lists every bad variable at once", () => {
		try {
			loadConfig({ DATA_DIR: tempDir(), PORT: "eighty", CAPTCHA: "maybe", DATABASE_URL: "not a url" });
			expect.fail("should have thrown");
		} catch (err) {
			expect(err).toBeInstanceOf(ConfigError);
			const problems = (err as ConfigError).problems.map((p) => p.split(":")[0]);
			expect(problems.sort()).toEqual(["CAPTCHA", "DATABASE_URL", "PORT"]);
		}
	});

	it("stops a production start that lacks its secrets, and seeds no demo data there", () => {
		try {
			loadConfig({ NODE_ENV: "production", DATA_DIR: tempDir(), CAPTCHA: "off" });
			expect.fail("should have thrown");
		} catch (err) {
			const problems = (err as ConfigError).problems.join("\n");
			expect(problems).toContain("AUTH_SECRET: required in production");
			expect(problems).toContain("PUBLIC_URL: required in production");
			expect(problems).toContain("CAPTCHA: 'off' is for local development only");
			expect(problems).toContain("SMTP_URL: required in production");
		}
		const c = loadConfig({
			NODE_ENV: "production",
			DATA_DIR: tempDir(),
			AUTH_SECRET: "s".repeat(40),
			PUBLIC_URL: "https://shop.example/",
			SMTP_URL: "smtp://mail.example:587",
			SELLER_NAME: "Shop Example LLC",
			SELLER_ADDRESS: "1 Main St, Springfield",
		});
		expect(c.seedPhotos).toBe(0);
		expect(c.publicUrl).toBe("https://shop.example");
	});

	it("names the seller on invoices from SELLER_*, refuses a production start without name and address, and marks the demo seller", () => {
		const production = {
			NODE_ENV: "production",
			DATA_DIR: tempDir(),
			AUTH_SECRET: "s".repeat(40),
			PUBLIC_URL: "https://shop.example",
			SMTP_URL: "smtp://mail.example:587",
			MAIL_FROM: "Shop <hello@shop.example>",
		};
		try {
			loadConfig(production);
			expect.fail("should have thrown");
		} catch (err) {
			expect(err).toBeInstanceOf(ConfigError);
			const problems = (err as ConfigError).problems;
			expect(problems).toContain(
				"SELLER_NAME: required in production (the seller's legal name on invoices and certificates)",
			);
			expect(problems).toContain(
				"SELLER_ADDRESS: required in production (the seller's postal address on invoices)",
			);
		}
		expect(() => loadConfig({ ...production, SELLER_NAME: "Shop Example LLC" })).toThrow(/SELLER_ADDRESS/);
		const c = loadConfig({
			...production,
			SELLER_NAME: " Shop Example LLC ",
			SELLER_ADDRESS: "1 Main St\nSpringfield, IL 62701",
			SELLER_TAX_ID: "US-12-3456789",
			SELLER_EMAIL: "billing@shop.example",
		});
		expect(c.seller).toEqual({
			name: "Shop Example LLC",
			address: "1 Main St\nSpringfield, IL 62701",
			taxId: "US-12-3456789",
			email: "billing@shop.example",
		});
		expect(() => loadConfig({ DATA_DIR: tempDir(), SELLER_EMAIL: "billing" })).toThrow(/SELLER_EMAIL/);
		// Outside production the demo seller says what it is.
		expect(loadConfig({ DATA_DIR: tempDir() }).seller).toEqual({
			name: DEMO_SELLER.name,
			address: DEMO_SELLER.address,
			taxId: undefined,
			email: undefined,
		});
		expect(DEMO_SELLER.name).toMatch(/demo seller/);
	});

	it("wants all three OIDC variables or none", () => {
		expect(() => loadConfig({ DATA_DIR: tempDir(), OIDC_ISSUER: "https://id.example" })).toThrow(
			/set all three or none/,
		);
		const c = loadConfig({
			DATA_DIR: tempDir(),
			OIDC_ISSUER: "https://id.example",
			OIDC_CLIENT_ID: "a",
			OIDC_CLIENT_SECRET: "b",
			OIDC_NAME: "Studio SSO",
		});
		expect(c.oidc).toEqual({
			issuer: "https://id.example",
			clientId: "a",
			clientSecret: "b",
			name: "Studio SSO",
		});
	});

	it("refuses a kept secret that is too short", () => {
		const dir = tempDir();
		writeFileSync(path.join(dir, "auth-secret"), "short");
		expect(() => loadConfig({ DATA_DIR: dir })).toThrow(/shorter than 32 characters/);
	});

	it("sends contact messages to CONTACT_TO, else to the team in development and to MAIL_FROM in production", () => {
		expect(loadConfig({ DATA_DIR: tempDir() }).contactTo).toBe(DEV_CONTACT_TO);
		expect(loadConfig({ DATA_DIR: tempDir(), CONTACT_TO: " Desk <desk@shop.example> " }).contactTo).toBe(
			"Desk <desk@shop.example>",
		);
		const production = {
			NODE_ENV: "production",
			DATA_DIR: tempDir(),
			AUTH_SECRET: "s".repeat(40),
			PUBLIC_URL: "https://shop.example",
			SMTP_URL: "smtp://mail.example:587",
			MAIL_FROM: "Shop <hello@shop.example>",
			SELLER_NAME: "Shop Example LLC",
			SELLER_ADDRESS: "1 Main St, Springfield",
		};
		expect(loadConfig(production).contactTo).toBe("Shop <hello@shop.example>");
		expect(loadConfig({ ...production, CONTACT_TO: "team@shop.example" }).contactTo).toBe(
			"team@shop.example",
		);
		expect(() => loadConfig({ DATA_DIR: tempDir(), CONTACT_TO: "the team" })).toThrow(/CONTACT_TO/);
	});

	it("trusts proxy headers only when told to", () => {
		expect(loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: "true" }).trustProxy).toBe(true);
		expect(() => loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: "yes" })).toThrow(ConfigError);
		// A number of proxies in front: only the address the nearest of them saw is believed.
		expect(loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: "1" }).trustProxy).toBe(1);
		expect(() => loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: "0" })).toThrow(ConfigError);
	});

	it("lists only the social accounts configured, https only, in the footer's order", () => {
		expect(loadConfig({ DATA_DIR: tempDir() }).socialLinks).toEqual([]);
		expect(
			loadConfig({
				DATA_DIR: tempDir(),
				SOCIAL_YOUTUBE_URL: "https://www.youtube.com/@ours",
				SOCIAL_INSTAGRAM_URL: "https://www.instagram.com/ours",
				SOCIAL_FACEBOOK_URL: " ",
			}).socialLinks,
		).toEqual([
			{ network: "Instagram", url: "https://www.instagram.com/ours" },
			{ network: "YouTube", url: "https://www.youtube.com/@ours" },
		]);
		try {
			loadConfig({
				DATA_DIR: tempDir(),
				SOCIAL_INSTAGRAM_URL: "http://www.instagram.com/ours",
				SOCIAL_LINKEDIN_URL: "javascript:alert(1)",
			});
			expect.fail("should have thrown");
		} catch (err) {
			expect(err).toBeInstanceOf(ConfigError);
			expect((err as ConfigError).problems.sort()).toEqual([
				"SOCIAL_INSTAGRAM_URL: must be an https:// address",
				"SOCIAL_LINKEDIN_URL: must be an https:// address",
			]);
		}
	});

	it("takes the royalty share and the payout minimum, whole numbers in range", () => {
		const c = loadConfig({ DATA_DIR: tempDir() });
		expect({ percent: c.royaltyPercent, minimum: c.payoutMinimumCents }).toEqual({
			percent: 50,
			minimum: 5000,
		});
		const set = loadConfig({ DATA_DIR: tempDir(), ROYALTY_PERCENT: "35", PAYOUT_MINIMUM_CENTS: "10000" });
		expect({ percent: set.royaltyPercent, minimum: set.payoutMinimumCents }).toEqual({
			percent: 35,
			minimum: 10000,
		});
		expect(loadConfig({ DATA_DIR: tempDir(), ROYALTY_PERCENT: "0" }).royaltyPercent).toBe(0);
		for (const bad of ["101", "-1", "12.5", "half"]) {
			const problems = (() => {
				try {
					loadConfig({ DATA_DIR: tempDir(), ROYALTY_PERCENT: bad, PAYOUT_MINIMUM_CENTS: "0" });
					return [];
				} catch (err) {
					return (err as ConfigError).problems.map((p) => p.split(":")[0]);
				}
			})();
			expect(problems, bad).toEqual(["ROYALTY_PERCENT", "PAYOUT_MINIMUM_CENTS"]);
		}
	});
});
