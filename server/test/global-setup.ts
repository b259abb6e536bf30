import { randomBytes } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client";

declare module "vitest" {
	export interface ProvidedContext {
		/** A migrated PostgreSQL database to copy per test file (only with TEST_DATABASE_URL). */
		pgTemplateUrl: string;
		/** A migrated PGlite data directory dump to load per test file (without TEST_DATABASE_URL). */
		pgliteDumpPath: string;
	}
}

function withDatabase(url: string, name: string): string {
	const u = new URL(url);
	u.pathname = `/${name}`;
	return u.toString();
}

/** Migrates once, then every test file copies the result: a fresh, migrated database in ~1 s. */
export default async function setup(project: TestProject) {
	const serverUrl = process.env.TEST_DATABASE_URL;
	if (serverUrl) {
		const name = `snap_tpl_${randomBytes(4).toString("hex")}`;
		const admin = new pg.Client({ connectionString: serverUrl });
		await admin.connect();
		await admin.query(`create database ${name}`);
		const templateUrl = withDatabase(serverUrl, name);
		const db = await openDatabase({ driver: "postgres", url: templateUrl, poolSize: 1 });
		await db.migrate();
		await db.close();
		project.provide("pgTemplateUrl", templateUrl);
		project.provide("pgliteDumpPath", "");
		return async () => {
			// Copies made from the template are dropped by their own test files.
			await admin.query(`drop database if exists ${name} with (force)`);
			await admin.end();
		};
	}
	const db = await openDatabase({ driver: "pglite" });
	await db.migrate();
	const dump = await db.pglite?.dumpDataDir("none");
	await db.close();
	if (!dump) throw new Error("PGlite did not dump its data directory");
	const file = path.join(os.tmpdir(), `snap-pglite-${process.pid}.tar`);
	writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
	project.provide("pgTemplateUrl", "");
	project.provide("pgliteDumpPath", file);
	return () => rmSync(file, { force: true });
}
