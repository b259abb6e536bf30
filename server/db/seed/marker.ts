import { randomBytes } from "node:crypto";
import os from "node:os";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { demo_seed } from "../schema";
import type { DemoParameters } from "./plan";

/**
 * The demo seed's marker row (schema `demo_seed`): which seed is being written, how far it got,
 * and which process writes it. A process holds its claim by touching `heartbeat_at`; another
 * process takes a claim over only when the holder's heartbeat is older than the lease.
 */
export type DemoSeedMarker = DemoParameters & {
	photosDone: number;
	state: "running" | "done";
	owner: string | null;
	/** Whether the owner's heartbeat is recent enough that it may still be writing. */
	held: boolean;
};

const LEASE_SECONDS = 30;
export const HEARTBEAT_MS = 5_000;

/** Another process is writing the demo archive now. */
export class SeedInProgressError extends Error {
	constructor(
		readonly photosDone: number,
		readonly photos: number,
	) {
		super(
			`the demo archive is being prepared (${photosDone} of ${photos} photos); run this again when it is done`,
		);
		this.name = "SeedInProgressError";
	}
}

export const newOwner = () => `${os.hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;

/**
 * An embedded database admits one process (server/runtime.ts locks its data directory), so on
 * PGlite a claim left by another owner is always a dead process's: no lease to wait out.
 */
const leaseOf = (database: Database) => (database.driver === "pglite" ? 0 : LEASE_SECONDS);

export async function readDemoSeed(database: Database): Promise<DemoSeedMarker | null> {
	const [row] = await database.query<{
		photos: number;
		seed: number;
		unique_image_limit: number;
		photos_done: number;
		state: "running" | "done";
		owner: string | null;
		held: boolean;
	}>(sql`select photos, seed, unique_image_limit, photos_done, state, owner,
		owner is not null and heartbeat_at > now() - make_interval(secs => ${leaseOf(database)}) as held
		from demo_seed where id = 1`);
	if (!row) return null;
	return {
		photos: row.photos,
		seed: row.seed,
		uniqueImageLimit: row.unique_image_limit,
		photosDone: row.photos_done,
		state: row.state,
		owner: row.owner,
		held: row.held,
	};
}

/**
 * Takes over a seed that stopped part way (its owner released it, or its heartbeat is older than
 * the lease). Answers how far it got, or null when another process holds it.
 */
export async function takeOverDemoSeed(database: Database, owner: string): Promise<number | null> {
	const [row] = await database.query<{ photos_done: number }>(sql`
		update demo_seed set owner = ${owner}, heartbeat_at = now()
		where id = 1 and state = 'running'
			and (owner is null or heartbeat_at <= now() - make_interval(secs => ${leaseOf(database)}))
		returning photos_done`);
	return row ? row.photos_done : null;
}

/** Keeps the claim fresh while images are drawn; a batch's own write checks the claim anyway. */
export function heartbeat(database: Database, owner: string): () => void {
	const timer = setInterval(() => {
		database
			.query(sql`update demo_seed set heartbeat_at = now() where id = 1 and owner = ${owner}`)
			// A missed beat only lets another process take over after the lease; every batch checks
			// its claim in its own transaction, so nothing is written twice either way.
			.catch(() => undefined);
	}, HEARTBEAT_MS);
	timer.unref();
	return () => clearInterval(timer);
}

/** Lets the claim go (a seed stopped on purpose), so the next seed resumes at once. */
export async function releaseDemoSeed(database: Database, owner: string): Promise<void> {
	await database.db
		.update(demo_seed)
		.set({ owner: null })
		.where(and(eq(demo_seed.id, 1), eq(demo_seed.owner, owner)));
}
