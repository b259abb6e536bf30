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

export function apiError(
	status: number,
	code: string,
	message: string,
	fields?: Record<string, string>,
): Response {
	return json({ error: { code, message, ...(fields ? { fields } : {}) } }, status);
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

export const signedInAdmin = { user: { ...signedInMember.user, is_admin: true } };

/** GET /api/auth-options for tests: no captcha widget (jsdom cannot run it), no identity provider. */
export const captchaOff = { captcha: "off", oidc: null };

/** The JSON bodies sent to a path, in order. */
export function sentBodies(fetchMock: ReturnType<typeof mockApi>, path: string): unknown[] {
	return fetchMock.mock.calls
		.filter(([input]) => {
			const raw = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
			return new URL(raw, "http://localhost").pathname === path;
		})
		.map(([, init]) => (typeof init?.body === "string" ? JSON.parse(init.body) : undefined));
}

/** The request headers of the calls to a path, in order. */
export function sentHeaders(
	fetchMock: ReturnType<typeof mockApi>,
	path: string,
): Array<Record<string, string>> {
	return fetchMock.mock.calls
		.filter(([input]) => {
			const raw = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
			return new URL(raw, "http://localhost").pathname === path;
		})
		.map(([, init]) => ({ ...(init?.headers as Record<string, string> | undefined) }));
}

/** Answers by HTTP method; a method not listed gets 405. */
type MockHandler = (url: URL, init?: RequestInit) => Response | Promise<Response>;

export function byMethod(answers: Partial<Record<string, MockHandler | Response | object>>) {
	return async (url: URL, init?: RequestInit): Promise<Response> => {
		const method = init?.method ?? "GET";
		if (!Object.hasOwn(answers, method)) return apiError(405, "METHOD_NOT_ALLOWED", `No mock for ${method}`);
		const answer = answers[method];
		if (answer instanceof Response) return answer.clone();
		if (typeof answer === "function") return answer(url, init);
		return json(answer);
	};
}

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
