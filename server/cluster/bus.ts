import pg from "pg";
import type { Database } from "../db/client";
import { raiseGeneration, readGenerations } from "./queries";

/**
 * Caches that a write must clear on every instance at once (docs/cluster-caches.md).
 *
 * Each topic has a generation per database handle (one app instance). `announce` raises it here
 * at once and, on the PostgreSQL server, raises its row in `cache_generations` and notifies the
 * other instances (NOTIFY, delivered after commit). Every instance listens on its own direct
 * connection; since a listener that was disconnected misses what was sent meanwhile, each one
 * also re-reads the table every `resyncMs` and right after it reconnects. On PGlite (one process)
 * everything stays local.
 */
export type Topic =
	/** What the public lists show: filter options, sitemap, studio logos, continuity families. */
	| "listings"
	/** Sessions ended (sign-out): what was remembered as signed in may no longer hold. */
	| "sessions"
	/** Photos' metadata changed: the admin editor's counted suggestions. */
	| "suggestions";

export const TOPICS: readonly Topic[] = ["listings", "sessions", "suggestions"];

/**
 * The NOTIFY channel; a payload is `topic:generation`. Anyone who can connect to the database can
 * send one, so a notification is only a hint to clear the topic: its number is never trusted.
 */
export const CHANNEL = "snap_cache";
/** The listener connection's application_name (it shows in pg_stat_activity). */
export const LISTENER_NAME = "snap-cache-bus";

type Handler = () => void;

type Local = {
	generations: Record<Topic, number>;
	handlers: Record<Topic, Set<Handler>>;
	/** Set while this instance's bus runs: learns the generation its own announcement reached. */
	published?: (topic: Topic, generation: number) => void;
	/**
	 * Where a failed announcement is reported (the bus's log once started): `retryInMs` when it
	 * will be tried again, undefined when it was the last attempt.
	 */
	report: (error: unknown, topic: Topic, retryInMs: number | undefined) => void;
	bus?: CacheBus;
};

/** Keyed by `database.db`, like the other per-database caches: two apps in one process stay apart. */
const locals = new WeakMap<object, Local>();

function localOf(database: Database): Local {
	let local = locals.get(database.db);
	if (!local) {
		local = {
			generations: { listings: 0, sessions: 0, suggestions: 0 },
			handlers: { listings: new Set(), sessions: new Set(), suggestions: new Set() },
			report: (error, topic, retryInMs) =>
				process.emitWarning(
					`cache bus: announcing ${topic} failed${retryInMs === undefined ? "; giving up" : `; again in ${retryInMs} ms`}: ${error instanceof Error ? error.message : error}`,
				),
		};
		locals.set(database.db, local);
	}
	return local;
}

/** Raises the topic's generation in this instance only (what a notification from another does). */
export function changedHere(database: Database, topic: Topic): void {
	const local = localOf(database);
	local.generations[topic]++;
	for (const handler of local.handlers[topic]) handler();
}

/**
 * Waits before each new attempt of an announcement that failed (a pool blip): about 6 s in all,
 * then it is given up and logged, and the other instances' caches clear at their own TTL.
 */
const ANNOUNCE_RETRY_MS: readonly number[] = [250, 1_000, 5_000];

/**
 * A write changed what the topic's caches hold: clears them here now, and on every instance (on
 * the server: its generation raised and a notification, whether or not this process listens, so
 * a CLI's write reaches the running instances too). Call it after the write committed. Callers
 * need not wait: the promise never rejects, and resolves once the announcement was written (or
 * given up after its retries).
 */
export function announce(database: Database, topic: Topic): Promise<void> {
	changedHere(database, topic);
	if (database.driver !== "postgres") return Promise.resolve();
	return publish(database, topic);
}

async function publish(database: Database, topic: Topic): Promise<void> {
	const local = localOf(database);
	for (let attempt = 0; ; attempt++) {
		try {
			// Raising the row twice (an attempt that committed but whose answer was lost) only clears
			// the caches once more.
			const generation = await raiseGeneration(database, CHANNEL, topic);
			if (generation !== null) local.published?.(topic, generation);
			return;
		} catch (error) {
			const wait = ANNOUNCE_RETRY_MS[attempt];
			local.report(error, topic, wait);
			if (wait === undefined) return;
			// Not keeping the process alive: a process that exits now is the documented worst case.
			await new Promise((resolve) => setTimeout(resolve, wait).unref());
		}
	}
}

/** The running bus of this database handle's app, if started (tests resync or await it). */
export function cacheBusOf(database: Database): CacheBus | undefined {
	return locals.get(database.db)?.bus;
}

/** The topic's generation in this instance; a cache entry made under another one is stale. */
export function generationOf(database: Database, topic: Topic): number {
	return localOf(database).generations[topic];
}

/** Runs `handler` whenever the topic changes (here or on another instance); returns the unsubscribe. */
export function onChange(database: Database, topic: Topic, handler: Handler): () => void {
	const handlers = localOf(database).handlers[topic];
	handlers.add(handler);
	return () => handlers.delete(handler);
}

type Log = {
	info(msg: string): void;
	warn(obj: unknown, msg: string): void;
	error(obj: unknown, msg: string): void;
};

export type BusOptions = {
	/** A direct connection (not through a pooler in transaction mode, which drops LISTEN). */
	directUrl: string | undefined;
	/** How often to re-read the generations; 0 turns the periodic read off. */
	resyncMs: number;
	log: Log;
};

export type CacheBus = {
	/** Re-reads every generation and clears what changed (also done periodically and on reconnect). */
	resync(): Promise<void>;
	/** Resolves once the listener is connected and listening (tests wait for it). */
	listening(): Promise<void>;
	close(): Promise<void>;
};

const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 10_000;
/** How long the listener may take to connect before the attempt counts as failed (and is retried). */
const CONNECT_TIMEOUT_MS = 5_000;
/** Notifications this bus cannot read are logged at most once per this period (with a count). */
const COMPLAIN_EVERY_MS = 60_000;

function isTopic(value: string): value is Topic {
	return (TOPICS as readonly string[]).includes(value);
}

/**
 * Connects this instance to the others through PostgreSQL. Does nothing on PGlite, where one
 * process holds the database and `announce` is enough.
 */
export async function startBus(database: Database, options: BusOptions): Promise<CacheBus> {
	if (database.driver !== "postgres") {
		return { resync: async () => {}, listening: async () => {}, close: async () => {} };
	}
	const { log } = options;
	const local = localOf(database);
	/**
	 * The last generation of each topic this instance has taken into account. Only what was read
	 * from `cache_generations` (or this instance's own announcement that came next) moves it; a
	 * notification's number never does, since anyone connected could have sent it.
	 */
	const seen = new Map<Topic, number>();
	let closed = false;

	const see = (topic: Topic, generation: number): boolean => {
		const before = seen.get(topic);
		if (before !== undefined && generation <= before) return false;
		seen.set(topic, generation);
		return true;
	};

	// Our own announcement reached `generation`. If it came right after what we had seen, every
	// change up to it is taken into account (ours was cleared when announced), and our own
	// notification, coming back, clears nothing again. Otherwise another instance's change came in
	// between and its notification may still be on its way: clear now, and let the resync move
	// `seen` (recording ours would make that change look old).
	local.published = (topic, generation) => {
		const before = seen.get(topic);
		if (before !== undefined && generation === before + 1) seen.set(topic, generation);
		else changedHere(database, topic);
	};
	local.report = (error, topic, retryInMs) => {
		if (retryInMs === undefined) {
			log.error(
				{ err: error, topic },
				"cache bus: announcing failed, given up; other instances clear this topic at their caches' TTL",
			);
		} else {
			log.warn({ err: error, topic, retryInMs }, "cache bus: announcing failed; retrying");
		}
	};

	/** Whether a read of the table has succeeded: the first only learns where things stand. */
	let learned = false;
	/** Caches may have been filled before a first read that failed: its first success clears all. */
	let firstReadFailed = false;
	const resync = async (): Promise<void> => {
		const rows = await readGenerations(database);
		// A topic without a row yet stands at 0, so its first announcement counts as a change.
		const current = new Map<Topic, number>(TOPICS.map((topic) => [topic, 0]));
		for (const row of rows) if (isTopic(row.topic)) current.set(row.topic, Number(row.generation));
		const first = !learned;
		learned = true;
		for (const [topic, generation] of current) {
			if (first) {
				seen.set(topic, Math.max(seen.get(topic) ?? generation, generation));
				if (firstReadFailed) changedHere(database, topic);
			} else if (see(topic, generation)) {
				changedHere(database, topic);
			}
		}
	};
	// A database that does not answer now must not stop the start: the periodic resync catches up.
	await resync().catch((error: unknown) => {
		firstReadFailed = true;
		log.error({ err: error }, "cache bus: first read failed");
	});

	let complainedAt = Number.NEGATIVE_INFINITY;
	let unlogged = 0;
	const complain = (payload: string) => {
		const now = Date.now();
		if (now - complainedAt < COMPLAIN_EVERY_MS) {
			unlogged++;
			return;
		}
		log.warn(
			{ payload: payload.slice(0, 100), unloggedBefore: unlogged },
			"cache bus: unknown notification (more in the next minute are only counted)",
		);
		complainedAt = now;
		unlogged = 0;
	};

	// A notification is a hint that the topic changed: it clears the topic here, and only the table
	// moves `seen`. So a forged one (`listings:1e15`) clears once and stops nothing later. One whose
	// number is not above what the table already showed is old news (our own coming back, or one
	// a resync got first) and clears nothing; a forged small number is therefore harmless too.
	const onNotification = (message: pg.Notification) => {
		if (message.channel !== CHANNEL || message.payload === undefined) return;
		const payload = message.payload;
		const colon = payload.indexOf(":");
		const topic = colon < 0 ? payload : payload.slice(0, colon);
		if (!isTopic(topic)) {
			complain(payload);
			return;
		}
		const generation = colon < 0 ? Number.NaN : Number(payload.slice(colon + 1));
		const before = seen.get(topic);
		if (Number.isFinite(generation) && before !== undefined && generation <= before) return;
		changedHere(database, topic);
	};

	let client: pg.Client | undefined;
	let ready: Promise<void> = Promise.resolve();
	let retry: NodeJS.Timeout | undefined;
	let delay = RECONNECT_MIN_MS;

	const connect = async (reconnecting: boolean): Promise<void> => {
		if (!options.directUrl || closed) return;
		const next = new pg.Client({
			connectionString: options.directUrl,
			application_name: LISTENER_NAME,
			connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
		});
		client = next;
		let lost = false;
		const onLost = (error?: Error) => {
			if (lost) return;
			lost = true;
			next.removeAllListeners("notification");
			next.end().catch(() => undefined);
			if (closed) return;
			log.warn({ err: error }, "cache bus: listener connection lost; reconnecting");
			scheduleReconnect();
		};
		next.on("error", onLost);
		next.on("end", () => onLost());
		next.on("notification", onNotification);
		try {
			await next.connect();
			await next.query(`listen ${CHANNEL}`);
			delay = RECONNECT_MIN_MS;
			// Whatever was announced while the listener was away is read from the table.
			if (reconnecting) await resync();
			if (reconnecting) log.info("cache bus: listener reconnected and resynced");
		} catch (error) {
			onLost(error instanceof Error ? error : new Error(String(error)));
		}
	};

	const scheduleReconnect = () => {
		if (closed || retry) return;
		retry = setTimeout(() => {
			retry = undefined;
			ready = connect(true);
		}, delay);
		retry.unref();
		delay = Math.min(delay * 2, RECONNECT_MAX_MS);
	};

	if (options.directUrl) {
		ready = connect(false);
		await ready;
	} else {
		log.warn({}, "cache bus: no direct database URL; other instances' changes arrive by resync only");
	}

	let resyncing = false;
	const timer =
		options.resyncMs > 0
			? setInterval(() => {
					if (resyncing) return;
					resyncing = true;
					resync()
						.catch((error: unknown) => log.error({ err: error }, "cache bus: resync failed"))
						.finally(() => {
							resyncing = false;
						});
				}, options.resyncMs)
			: undefined;
	timer?.unref();

	const bus: CacheBus = {
		resync,
		listening: async () => {
			// A reconnect may replace `ready` while we wait: wait until the current one is the last.
			for (;;) {
				const current = ready;
				await current;
				if (current === ready && !retry) return;
				await new Promise((resolve) => setTimeout(resolve, 20));
			}
		},
		async close() {
			closed = true;
			if (timer) clearInterval(timer);
			if (retry) clearTimeout(retry);
			local.published = undefined;
			if (local.bus === bus) local.bus = undefined;
			const last = client;
			client = undefined;
			if (last) {
				last.removeAllListeners("notification");
				await last.end().catch(() => undefined);
			}
		},
	};
	local.bus = bus;
	return bus;
}
