import { ApiErrorBody } from "@core/contracts/errors";
import type { z } from "zod";

/** A failed API call: the server's `{ error: { code, message, fields? } }`, or a synthetic one. */
export class ApiError extends Error {
	override readonly name = "ApiError";

	constructor(
		/** HTTP status; 0 when the request never got an answer. */
		readonly status: number,
		readonly code: string,
		message: string,
		readonly fields?: Record<string, string>,
		/** Structured problems some endpoints add (a CSV import's rows): read with that endpoint's schema. */
		readonly details?: Record<string, unknown>,
	) {
		super(message);
	}
}

export const NETWORK_ERROR_CODE = "NETWORK_ERROR";
export const BAD_RESPONSE_CODE = "BAD_RESPONSE";

/** Gateway failures and lost connections may pass on their own (spec section 8: 502, 503, 504). */
export function isRetryableError(error: unknown): boolean {
	return error instanceof ApiError && [0, 502, 503, 504].includes(error.status);
}

/** The per-field messages of a 400 answer, if any. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
	return error instanceof ApiError && error.fields ? error.fields : {};
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type ApiRequest<T> = {
	method?: Method;
	/**
	 * Serialised as JSON, except a Blob (a File included), which is sent as it is with its own
	 * type as the content type (uploads such as a company logo).
	 */
	body?: unknown;
	/** Query-string values; undefined ones are left out. */
	query?: Record<string, string | number | boolean | undefined>;
	/** The contract schema from core/contracts; the answer is parsed with it when given. */
	schema?: z.ZodType<T>;
	/** Extra request headers (for example the captcha payload on auth requests). */
	headers?: Record<string, string>;
	signal?: AbortSignal;
};

function withQuery(path: string, query: ApiRequest<unknown>["query"]): string {
	if (!query) return path;
	const params = new URLSearchParams();
	for (const [key, value] of Object.entries(query)) {
		if (value !== undefined) params.set(key, String(value));
	}
	const qs = params.toString();
	return qs ? `${path}?${qs}` : path;
}

async function readJson(response: Response): Promise<unknown> {
	const text = await response.text();
	if (text === "") return undefined;
	try {
		return JSON.parse(text);
	} catch {
		// A proxy's or gateway's plain-text error page: the status says enough.
		if (!response.ok) return undefined;
		throw new ApiError(response.status, BAD_RESPONSE_CODE, "The server sent an answer we could not read.");
	}
}

function errorFrom(response: Response, body: unknown): ApiError {
	const parsed = ApiErrorBody.safeParse(body);
	if (parsed.success) {
		const { code, message, fields, details } = parsed.data.error;
		return new ApiError(response.status, code, message, fields, details);
	}
	const message =
		response.status >= 500
			? "The server is not available right now. Please try again later."
			: response.statusText || `Request failed with status ${response.status}`;
	return new ApiError(response.status, `HTTP_${response.status}`, message);
}

/**
 * The one way the web app talks to the API: JSON in and out, cookies included, every
 * failure turned into an `ApiError` (network failures get status 0).
 */
export async function apiFetch<T>(path: string, request: ApiRequest<T> = {}): Promise<T> {
	const { method = "GET", body, query, schema, signal } = request;
	const headers: Record<string, string> = { ...request.headers, accept: "application/json" };
	const raw = body instanceof Blob;
	if (raw) headers["content-type"] = body.type || "application/octet-stream";
	else if (body !== undefined) headers["content-type"] = "application/json";

	let response: Response;
	try {
		response = await fetch(withQuery(path, query), {
			method,
			headers,
			credentials: "include",
			body: body === undefined ? undefined : raw ? body : JSON.stringify(body),
			signal,
		});
	} catch (cause) {
		if (cause instanceof DOMException && cause.name === "AbortError") throw cause;
		throw new ApiError(0, NETWORK_ERROR_CODE, "We could not reach the server. Check your connection.");
	}

	const json = response.status === 204 ? undefined : await readJson(response);
	if (!response.ok) throw errorFrom(response, json);
	if (!schema) return json as T;

	const parsed = schema.safeParse(json);
	if (!parsed.success) {
		throw new ApiError(response.status, BAD_RESPONSE_CODE, "The server sent an answer we did not expect.");
	}
	return parsed.data;
}
