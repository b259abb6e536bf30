import type { ApiErrorBody } from "@core/contracts/errors";
import { type RequestQuery, requestUrl } from "@core/first-answers";
import type { z } from "zod";

/**
 * What an endpoint answers, typed by its contract schema. The browser does not parse answers
 * again: the server checks every answer against the same schema before it sends it (the route's
 * response schema), and keeping zod out of the first download keeps the pages fast.
 */
export type Reply<Schema extends z.ZodType> = z.output<Schema>;

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

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type ApiRequest = {
	method?: Method;
	/**
	 * Serialised as JSON, except a Blob (a File included), which is sent as it is with its own
	 * type as the content type (uploads such as a company logo).
	 */
	body?: unknown;
	/** Query-string values; undefined ones are left out. */
	query?: RequestQuery;
	/** Extra request headers (for example the captcha payload on auth requests). */
	headers?: Record<string, string>;
	signal?: AbortSignal;
};

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

/** The server's error envelope, `{ error: { code, message, fields?, details? } }`, or null. */
export function errorBodyOf(body: unknown): ApiErrorBody["error"] | null {
	const error = (body as { error?: unknown } | null | undefined)?.error as
		| Record<string, unknown>
		| undefined;
	if (typeof error !== "object" || error === null) return null;
	if (typeof error.code !== "string" || typeof error.message !== "string") return null;
	const isRecord = (value: unknown): value is Record<string, unknown> =>
		typeof value === "object" && value !== null && !Array.isArray(value);
	const { fields } = error;
	if (
		fields !== undefined &&
		!(isRecord(fields) && Object.values(fields).every((v) => typeof v === "string"))
	)
		return null;
	if (error.details !== undefined && !isRecord(error.details)) return null;
	return error as ApiErrorBody["error"];
}

/**
 * The ApiError for a failed answer: the server's own envelope when there is one, else a message
 * by status (`fallback` for a 4xx without an envelope, a proxy's page for instance).
 */
export function apiErrorOf(status: number, body: unknown, fallback: string): ApiError {
	const error = errorBodyOf(body);
	if (error) return new ApiError(status, error.code, error.message, error.fields, error.details);
	const message = status >= 500 ? "The server is not available right now. Please try again later." : fallback;
	return new ApiError(status, `HTTP_${status}`, message);
}

/**
 * The one way the web app talks to the API: JSON in and out, cookies included, every
 * failure turned into an `ApiError` (network failures get status 0).
 */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
	const { method = "GET", body, query, signal } = request;
	const headers: Record<string, string> = { ...request.headers, accept: "application/json" };
	const raw = body instanceof Blob;
	if (raw) headers["content-type"] = body.type || "application/octet-stream";
	else if (body !== undefined) headers["content-type"] = "application/json";

	let response: Response;
	try {
		response = await fetch(requestUrl(path, query), {
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
	if (!response.ok)
		throw apiErrorOf(
			response.status,
			json,
			response.statusText || `Request failed with status ${response.status}`,
		);
	return json as T;
}
