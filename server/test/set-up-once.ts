import { afterAll, beforeAll } from "vitest";

/**
 * What a test file starts once, before its first test, and closes after its last: the app on its
 * own database and what the tests need with it (signed-in clients, a fake Stripe, seeded photos).
 * It is returned at once so the file can name it at the top; its fields can be read from the
 * first hook or test on, and reading one earlier throws rather than giving `undefined`.
 */
export function setUpOnce<T extends object>(
	start: () => Promise<T>,
	close: (started: T) => Promise<void>,
): T {
	let started: T | undefined;
	beforeAll(async () => {
		started = await start();
	});
	afterAll(async () => {
		if (started) await close(started);
	});
	return new Proxy({} as T, {
		get(_, key) {
			if (!started) throw new Error(`${String(key)} is read before the test file's beforeAll ran`);
			return Reflect.get(started, key);
		},
	});
}
