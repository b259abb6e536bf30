import { vi } from "vitest";

/**
 * A stand-in for the network: `fetch` answers from a table keyed by path (the query string
 * is ignored). A value is a JSON body (status 200), a Response, or a function returning one;
 * `never()` keeps a request pending. Unknown paths answer the API's 404 error.
 */
export type MockAnswer =
	| unknown
	| Response
	| ((url: URL, init?: RequestInit) => Response | Promise<Response>);

export function json(body: unknown, status = 200): Response {
	return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

export function apiError(status: number, code: string, message: string): Response {
	return json({ error: { code, message } }, status);
}

/** A request that never answers, to hold a loading state. */
export function never(): () => Promise<Response> {
	return () => new Promise<Response>(() => {});
}

export const signedOut = { user: null };

export const signedInMember = {
	user: {
		id: "9b2f7a52-1c0e-4d57-9a54-3f6f0c1f8e21",
		email: "ada@example.com",
		first_name: "Ada",
		is_admin: false,
	},
};

export function mockApi(table: Record<string, MockAnswer>) {
	const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
		const raw = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
		const url = new URL(raw, "http://localhost");
		if (!Object.hasOwn(table, url.pathname)) return apiError(404, "NOT_FOUND", `No mock for ${url.pathname}`);
		const answer = table[url.pathname];
		if (answer instanceof Response) return answer.clone();
		if (typeof answer === "function") return answer(url, init);
		return json(answer);
	});
	vi.stubGlobal("fetch", fetchMock);
	return fetchMock;
}

/** The paths the mock was asked for, in order. */
export function requestedPaths(fetchMock: ReturnType<typeof mockApi>): string[] {
	return fetchMock.mock.calls.map(([input]) => {
		const raw = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
		return new URL(raw, "http://localhost").pathname;
	});
}
