/**
 * A browser-like HTTP client for the stack: one cookie jar whichever address it talks to (a
 * browser sends a host's cookies to every port of it), the Origin every state-changing request
 * needs (PUBLIC_URL: nginx's address), and a client address of its own in X-Forwarded-For, so
 * per-address limits count each client apart (the instances trust the proxy header).
 */
export type Answer = { status: number; headers: Headers; text: string; json<T = unknown>(): T };

export function randomAddress(): string {
	const byte = () => 1 + Math.floor(Math.random() * 250);
	return `10.${byte()}.${byte()}.${byte()}`;
}

export function clusterClient(publicUrl: string, address = randomAddress()) {
	const jar = new Map<string, string>();

	function keep(headers: Headers) {
		for (const line of headers.getSetCookie()) {
			const [pair = "", ...attributes] = line.split(";");
			const at = pair.indexOf("=");
			const name = pair.slice(0, at).trim();
			const value = pair.slice(at + 1).trim();
			const expired = attributes.some((a) => /^\s*max-age=(0|-)/i.test(a));
			if (value === "" || expired) jar.delete(name);
			else jar.set(name, value);
		}
	}

	async function request(
		base: string,
		method: string,
		pathAndQuery: string,
		body?: unknown,
		headers: Record<string, string> = {},
	): Promise<Answer> {
		const res = await fetch(new URL(pathAndQuery, base), {
			method,
			redirect: "manual",
			headers: {
				origin: publicUrl,
				"x-forwarded-for": address,
				...(jar.size > 0 ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") } : {}),
				...(body !== undefined && !(body instanceof Blob) ? { "content-type": "application/json" } : {}),
				...headers,
			},
			...(body === undefined ? {} : { body: body instanceof Blob ? body : JSON.stringify(body) }),
		});
		keep(res.headers);
		const text = await res.text();
		return { status: res.status, headers: res.headers, text, json: <T>() => JSON.parse(text) as T };
	}

	return {
		jar,
		address,
		request,
		get: (base: string, url: string, headers?: Record<string, string>) =>
			request(base, "GET", url, undefined, headers),
		post: (base: string, url: string, body: unknown = {}, headers?: Record<string, string>) =>
			request(base, "POST", url, body, headers),
		del: (base: string, url: string) => request(base, "DELETE", url),
	};
}
export type ClusterClient = ReturnType<typeof clusterClient>;
