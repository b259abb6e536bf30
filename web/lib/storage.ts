/**
 * localStorage that never throws: private modes, full quotas and corrupt values must not
 * break a page, they only lose the remembered value.
 */
export function readStoredJson(key: string): unknown {
	try {
		const raw = window.localStorage.getItem(key);
		return raw === null ? undefined : JSON.parse(raw);
	} catch {
		return undefined;
	}
}

export function writeStoredJson(key: string, value: unknown): void {
	try {
		window.localStorage.setItem(key, JSON.stringify(value));
	} catch {
		// Storage unavailable: the value is simply not remembered.
	}
}
