/**
 * The load generator of bench/search.ts, run as its own process so its CPU is not the server's:
 * `tsx bench/search-load.ts <base-url> <seconds> <connections> <path> [cookie]` prints one JSON line
 * with latency percentiles and requests per second, and the median of each answer's latency less
 * the service time it reports (`took_ms`): what HTTP, the framework and the client add.
 */
const [base, seconds = "5", connections = "4", path = "/api/search", cookie = ""] = process.argv.slice(2);
const headers: Record<string, string> = cookie ? { cookie } : {};
if (!base) throw new Error("usage: search-load.ts <base-url> <seconds> <connections> <path>");

const times: number[] = [];
const overheads: number[] = [];
let errors = 0;
const statuses: Record<string, number> = {};
const deadline = performance.now() + Number(seconds) * 1000;
const started = performance.now();
await Promise.all(
	Array.from({ length: Number(connections) }, async () => {
		while (performance.now() < deadline) {
			const t0 = performance.now();
			const res = await fetch(base + path, { headers });
			const body = await res.text();
			const took = performance.now() - t0;
			if (!res.ok) {
				errors++;
				statuses[res.status] = (statuses[res.status] ?? 0) + 1;
			} else {
				const service = (JSON.parse(body) as { took_ms?: number }).took_ms;
				if (typeof service === "number") overheads.push(took - service);
			}
			times.push(took);
		}
	}),
);
const elapsed = (performance.now() - started) / 1000;
times.sort((a, b) => a - b);
overheads.sort((a, b) => a - b);
const at = (values: number[], p: number) =>
	Number((values[Math.min(values.length - 1, Math.floor(p * values.length))] ?? 0).toFixed(2));
const q = (p: number) => at(times, p);
console.log(
	JSON.stringify({
		p50: q(0.5),
		p95: q(0.95),
		p99: q(0.99),
		rps: Math.round(times.length / elapsed),
		overhead_p50: at(overheads, 0.5),
		errors,
		statuses,
	}),
);

export {};
