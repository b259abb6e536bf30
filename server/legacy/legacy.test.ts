import { writeFileSync } from "node:fs";
import path from "node:path";
import { AUTH_MESSAGES } from "@core/auth-text";
import { MIGRATION_REQUIRED_CODE } from "@core/contracts/auth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setUserRole } from "../auth/service";
import { runCommand } from "../cli/commands";
import { authClient, outboxMail, signUp } from "../test/auth-client";
import { createTestApp, type TestContext, tempDirsForEachTest } from "../test/harness";
import { mailboxMessages } from "../test/mail";
import { parseLegacyCsv } from "./service";

const tempDir = tempDirsForEachTest("snap-legacy-");

describe("parseLegacyCsv", () => {
	it("reads a header row in any column order, quoted fields and reports bad lines", () => {
		const csv = [
			"Last Name,Email,First Name",
			'"O\'Hara, Jr.",Sean@Old-Site.test,Sean',
			"Byrne,not-an-email,Ann",
			"Smith,sean@old-site.test,Duplicate",
			'"Ní Dhuibhir",nora@old-site.test,"Nóra ""Nora"""',
			"",
		].join("\r\n");
		const { rows, problems } = parseLegacyCsv(csv);
		expect(rows).toEqual([
			{ email: "sean@old-site.test", first_name: "Sean", last_name: "O'Hara, Jr." },
			{ email: "nora@old-site.test", first_name: 'Nóra "Nora"', last_name: "Ní Dhuibhir" },
		]);
		expect(problems).toEqual([
			"line 3: 'not-an-email' is not an email address",
			"line 4: sean@old-site.test appears twice; the first one is kept",
		]);
	});

	it("reads headerless files as email, first name, last name", () => {
		expect(parseLegacyCsv("a@x.test,Ann,Lee\nb@x.test\n").rows).toEqual([
			{ email: "a@x.test", first_name: "Ann", last_name: "Lee" },
			{ email: "b@x.test", first_name: null, last_name: null },
		]);
	});
});

describe("legacy accounts from the old site", () => {
	let ctx: TestContext;
	beforeAll(async () => {
		ctx = await createTestApp();
	});
	afterAll(async () => ctx?.close());

	it("imports with the CLI, migrates on the first password sign-in, and shows in the consolidation list", async () => {
		// An account that already exists here is left alone by the import.
		await signUp(ctx, authClient(ctx), "existing@studio.test", "Esme");

		const file = path.join(tempDir(), "wordpress-users.csv");
		writeFileSync(
			file,
			"email,first_name,last_name\nlegacy@old-site.test,Lena,Voss\nexisting@studio.test,E,X\n",
		);
		const lines: string[] = [];
		await runCommand({ database: ctx.database, storage: ctx.storage }, ["import-legacy-users", file], (l) =>
			lines.push(l),
		);
		expect(lines.at(-1)).toBe(
			"Imported 1; 0 were imported before; 1 already had an account here and were left alone.",
		);
		// A second run changes nothing.
		lines.length = 0;
		await runCommand({ database: ctx.database, storage: ctx.storage }, ["import-legacy-users", file], (l) =>
			lines.push(l),
		);
		expect(lines.at(-1)).toMatch(/^Imported 0; 1 were imported before/);
		// The import sends no mail by itself.
		expect((await mailboxMessages(ctx)).some((m) => m.to === "legacy@old-site.test")).toBe(false);

		// check_wordpress_migrant: the failed password sign-in sends a reset mail and says so.
		const client = authClient(ctx);
		const attempt = await client.post("/api/auth/sign-in/email", {
			email: "Legacy@Old-Site.test",
			password: "their-old-wordpress-password",
		});
		expect(attempt.statusCode).toBe(401);
		expect(attempt.json().error).toEqual({
			code: MIGRATION_REQUIRED_CODE,
			message: AUTH_MESSAGES.invalidLoginCredentials,
		});
		const mail = await outboxMail(ctx, "legacy@old-site.test", /Set your password/);
		expect(mail.text).toContain("We have moved to a new site");

		// A second attempt within minutes does not send another mail.
		await client.post("/api/auth/sign-in/email", { email: "legacy@old-site.test", password: "x-x-x-x-x" });
		const mails = (await mailboxMessages(ctx)).filter((m) => m.to === "legacy@old-site.test");
		expect(mails).toHaveLength(1);

		// An ordinary account with a wrong password gets the ordinary answer: no migration mail.
		const ordinary = await client.post("/api/auth/sign-in/email", {
			email: "existing@studio.test",
			password: "whatever-it-is",
		});
		expect(ordinary.json().error.code).toBe("INVALID_EMAIL_OR_PASSWORD");

		// The admin list shows the account awaiting migration.
		const admin = authClient(ctx);
		await signUp(ctx, admin, "admin@studio.test", "Ada");
		await setUserRole(ctx.database, "admin@studio.test", "admin");
		const before = (await admin.get("/api/admin/auth-consolidation")).json();
		expect(before).toMatchObject({ total: 1, migrated: 0 });
		expect(before.accounts[0]).toMatchObject({
			email: "legacy@old-site.test",
			first_name: "Lena",
			last_name: "Voss",
			migrated_at: null,
		});
		expect(before.accounts[0].last_reset_sent_at).not.toBeNull();

		// Following the link and choosing a password completes the migration and signs in.
		const opened = await client.follow(mail.links[0] ?? "");
		const token = new URL(String(opened.headers.location)).searchParams.get("token");
		const reset = await client.post("/api/auth/reset-password", { token, newPassword: "a-new-start-2026" });
		expect(reset.statusCode).toBe(200);
		expect((await client.get("/api/me")).json().user).toMatchObject({
			email: "legacy@old-site.test",
			first_name: "Lena",
		});
		expect((await client.get("/api/profile")).json().profile.needs_password_setup).toBe(false);

		const after = (await admin.get("/api/admin/auth-consolidation")).json();
		expect(after).toMatchObject({ total: 1, migrated: 1 });
		expect(after.accounts[0].migrated_at).not.toBeNull();

		// Now a wrong password is an ordinary failure again.
		const wrong = await authClient(ctx).post("/api/auth/sign-in/email", {
			email: "legacy@old-site.test",
			password: "not-the-new-one",
		});
		expect(wrong.json().error.code).toBe("INVALID_EMAIL_OR_PASSWORD");
	});

	it("explains a missing or unreadable file", async () => {
		const run = (argv: string[]) =>
			runCommand({ database: ctx.database, storage: ctx.storage }, argv, () => undefined);
		await expect(run(["import-legacy-users"])).rejects.toThrow(/give one CSV file/);
		await expect(run(["import-legacy-users", path.join(tempDir(), "missing.csv")])).rejects.toThrow(
			/cannot read .*ENOENT/,
		);
		const empty = path.join(tempDir(), "empty.csv");
		writeFileSync(empty, "email,first_name\n");
		await expect(run(["import-legacy-users", empty])).rejects.toThrow(/has no rows to import/);
	});
});
