import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client";
import { HEARTBEAT_MS, readDemoSeed } from "../db/seed/marker";
import { SeedInProgressError, seedDemo } from "../db/seed/seed";
import { ensureBrandAssets } from "../media/brand";
import type { MediaStorage } from "../media/storage";
import { countPhotos } from "../photos/service";

/**
 * What the server is still preparing after it started to serve: the home page's generated art
 * and, on a first start with SEED_PHOTOS, the demo archive. One server runs in a process, so this
 * is module state, as the listings' freshness is.
 */
export type PreparationState = {
	ready: boolean;
	demo: { photos_done: number; photos_total: number } | null;
};

let state: PreparationState = { ready: true, demo: null };

export function preparationState(): PreparationState {
	return state;
}

export type Preparation = {
	/** Settles when everything is prepared, or when it stopped (errors are logged, not thrown). */
	finished: Promise<void>;
	/** Stops before the next batch of photos and waits for it; the next start resumes. */
	stop(): Promise<void>;
};

type Deps = {
	database: Database;
	storage: MediaStorage;
	/** The demo archive's size for an empty catalogue; 0 leaves the catalogue alone. */
	seedPhotos: number;
	/** Lines for the person who started the server (the console). */
	print: (line: string) => void;
	log: FastifyBaseLogger;
	/** After each batch of the archive is in; the seed waits for it (a test holds the seed mid-way). */
	onProgress?: (done: number, total: number) => void | Promise<void>;
};

/** How many photos to seed and how many are in already; null when the catalogue needs none. */
async function demoToPrepare(database: Database, seedPhotos: number) {
	if (seedPhotos <= 0) return null;
	const marker = await readDemoSeed(database);
	if (marker?.state === "running") return { total: marker.photos, done: marker.photosDone };
	if (marker || (await countPhotos(database)) > 0) return null;
	return { total: seedPhotos, done: 0 };
}

/** The progress lines: one each time another fifth of the archive is in. */
function progressPrinter(print: (line: string) => void, total: number) {
	let printedFifth = -1;
	return (done: number) => {
		const fifth = Math.floor((done / total) * 5);
		if (fifth === printedFifth) return;
		printedFifth = fifth;
		print(`  demo archive: ${done} of ${total} photos`);
	};
}

/**
 * Seeds the demo archive, or resumes one a restart cut short. While another process holds the
 * seed (several instances on one PostgreSQL), it waits and takes over if that one stops.
 */
async function seedWhenFree(deps: Deps, total: number, signal: AbortSignal) {
	const demo = state.demo ?? { photos_done: 0, photos_total: total };
	state = { ...state, demo };
	const printProgress = progressPrinter(deps.print, total);
	let waiting = false;
	for (;;) {
		try {
			const result = await seedDemo(deps.database, deps.storage, {
				photos: total,
				signal,
				onProgress: (_stage, done, of) => {
					demo.photos_total = of;
					demo.photos_done = done;
					printProgress(done);
					return deps.onProgress?.(done, of);
				},
			});
			return result;
		} catch (err) {
			if (!(err instanceof SeedInProgressError)) throw err;
			demo.photos_done = err.photosDone;
			if (!waiting)
				deps.print("Another process is preparing the demo archive; this one takes over if it stops.");
			waiting = true;
			// An abort ends the wait early (the server is stopping): checked just below.
			await sleep(HEARTBEAT_MS, undefined, { signal }).catch(() => undefined);
			if (signal.aborted) return null;
			const marker = await readDemoSeed(deps.database);
			if (marker?.state !== "running") return null;
		}
	}
}

/**
 * Everything a first start used to do before it served, done after: the generated home-page art,
 * then the demo archive in batches the pages list as they land (server/db/seed/seed.ts). Answers
 * once it knows what it prepares (one query), so the status is right from the first request.
 */
export async function startPreparation(deps: Deps): Promise<Preparation> {
	const controller = new AbortController();
	state = { ready: false, demo: null };
	let demo: Awaited<ReturnType<typeof demoToPrepare>> = null;
	try {
		demo = await demoToPrepare(deps.database, deps.seedPhotos);
	} catch (err) {
		state = { ready: true, demo: null };
		throw err;
	}
	if (demo) {
		state = { ready: false, demo: { photos_done: demo.done, photos_total: demo.total } };
		deps.print(
			demo.done > 0
				? `Resuming the demo archive: ${demo.done} of ${demo.total} photos are in, drawing the rest in the background…`
				: `Empty catalogue: preparing a demo archive of ${demo.total} photos in the background…`,
		);
	}
	const run = async () => {
		await ensureBrandAssets(deps.storage);
		if (!demo || controller.signal.aborted) return;
		const result = await seedWhenFree(deps, demo.total, controller.signal);
		if (result && !result.stopped)
			deps.print(
				`Demo archive ready: ${result.photos} photos, ${result.images} images drawn in ${(result.ms / 1000).toFixed(1)} s.`,
			);
	};
	const finished = run()
		.catch((err: unknown) => {
			deps.log.error({ err }, "preparing the site failed; it serves what it has");
		})
		.finally(() => {
			state = { ready: true, demo: null };
		});
	return {
		finished,
		stop: async () => {
			controller.abort();
			await finished;
		},
	};
}
