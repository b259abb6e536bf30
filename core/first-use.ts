/**
 * A value built on its first use and kept: for Intl formatters, which take milliseconds to build
 * (their locale data), so a module that has one does not pay for it while the page loads.
 */
export function onFirstUse<T>(make: () => T): () => T {
	let value: T | undefined;
	return () => {
		value ??= make();
		return value;
	};
}
