/**
 * A small seeded pseudo-random generator (mulberry32). Deterministic across runs and
 * machines, so the demo archive and any shuffle that must be reproducible come out the same.
 */
export type Random = {
	/** A float in [0, 1). */
	next(): number;
	/** A float in [min, max). */
	range(min: number, max: number): number;
	/** An integer in [min, max], both included. */
	int(min: number, max: number): number;
	/** True with probability p. */
	chance(p: number): boolean;
	pick<T>(items: readonly T[]): T;
	/** Picks by weight; weights need not add up to 1. */
	weighted<T>(entries: readonly (readonly [T, number])[]): T;
	/** k distinct items in random order (all of them when k >= length). */
	sample<T>(items: readonly T[], k: number): T[];
	shuffle<T>(items: readonly T[]): T[];
	/** A version-4-shaped uuid drawn from this generator. */
	uuid(): string;
};

export function createRandom(seed: number): Random {
	let state = seed >>> 0;
	const next = () => {
		state = (state + 0x6d2b79f5) >>> 0;
		let t = state;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
	const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
	const pick = <T>(items: readonly T[]): T => {
		if (items.length === 0) throw new Error("cannot pick from an empty list");
		return items[Math.floor(next() * items.length)] as T;
	};
	const shuffle = <T>(items: readonly T[]): T[] => {
		const out = [...items];
		for (let i = out.length - 1; i > 0; i--) {
			const j = Math.floor(next() * (i + 1));
			[out[i], out[j]] = [out[j] as T, out[i] as T];
		}
		return out;
	};
	return {
		next,
		range: (min, max) => min + (max - min) * next(),
		int,
		chance: (p) => next() < p,
		pick,
		weighted: <T>(entries: readonly (readonly [T, number])[]): T => {
			const total = entries.reduce((sum, [, w]) => sum + w, 0);
			let roll = next() * total;
			for (const [item, weight] of entries) {
				roll -= weight;
				if (roll < 0) return item;
			}
			const last = entries[entries.length - 1];
			if (!last) throw new Error("cannot pick from an empty list");
			return last[0];
		},
		sample: (items, k) => shuffle(items).slice(0, Math.max(0, k)),
		shuffle,
		uuid: () => {
			const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16));
			hex[12] = "4";
			hex[16] = ((Math.floor(next() * 4) + 8) as number).toString(16);
			const s = hex.join("");
			return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
		},
	};
}

/** Derives an independent stream, so adding draws to one part of a picture does not shift another. */
export function deriveSeed(seed: number, salt: number): number {
	return (Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(salt + 1, 0xc2b2ae35)) >>> 0;
}
