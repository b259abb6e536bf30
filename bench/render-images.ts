import { makeDerivatives } from "../server/media/derivatives";
import { renderSnapshot } from "../server/media/render-snapshot";
import { type ColorStyle, DECADES, SCENES, type SnapshotSpec } from "../server/media/snapshot-spec";

/**
 * Time to draw demo snapshots and their derivatives, one image at a time (latency) and three at
 * a time as the seed does (throughput). Run: npx tsx bench/render-images.ts
 */
const COUNT = 50;
const WARM_UP = 3;

/** The film stock a family would have used in each decade (index into DECADES). */
const STYLE_BY_DECADE: readonly ColorStyle[] = [
	"sepia",
	"sepia",
	"black-and-white",
	"kodachrome",
	"faded-colour",
	"polaroid",
	"vivid",
	"vivid",
	"vivid",
];

function spec(i: number): SnapshotSpec {
	const decadeIndex = (i * 5) % DECADES.length;
	const landscape = i % 3 !== 0;
	// Long sides from 1200 to 1800 px, the range the catalogue uses.
	const long = 1200 + ((i * 137) % 601);
	const short = Math.round(long / (i % 2 === 0 ? 1.5 : 1.333));
	return {
		seed: 1000 + i,
		width: landscape ? long : short,
		height: landscape ? short : long,
		decade: DECADES[decadeIndex] ?? "1970s",
		peopleCount: i % 9,
		colorStyle: STYLE_BY_DECADE[decadeIndex] ?? "vivid",
		scene: SCENES[i % SCENES.length] ?? "park",
		dateStamp: decadeIndex >= 5 ? `'${70 + (i % 30)} ${1 + (i % 12)} ${1 + (i % 28)}` : null,
	};
}

const percentile = (values: number[], p: number): number => {
	const sorted = [...values].sort((a, b) => a - b);
	return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};
const mean = (values: number[]): number => values.reduce((s, v) => s + v, 0) / values.length;
const row = (label: string, values: number[]): string =>
	`${label.padEnd(24)} mean ${mean(values).toFixed(1).padStart(6)} ms   p95 ${percentile(values, 95).toFixed(1).padStart(6)} ms`;

for (let i = 0; i < WARM_UP; i++) await makeDerivatives(await renderSnapshot(spec(COUNT + i)));

const render: number[] = [];
const derive: number[] = [];
const total: number[] = [];
let originalBytes = 0;
let previewBytes = 0;
for (let i = 0; i < COUNT; i++) {
	const t0 = performance.now();
	const original = await renderSnapshot(spec(i));
	const t1 = performance.now();
	const d = await makeDerivatives(original);
	const t2 = performance.now();
	render.push(t1 - t0);
	derive.push(t2 - t1);
	total.push(t2 - t0);
	originalBytes += original.length;
	previewBytes += d.preview.length + d.thumbnail.length;
}

const started = performance.now();
let next = 0;
await Promise.all(
	Array.from({ length: 3 }, async () => {
		while (next < COUNT) {
			const i = next++;
			await makeDerivatives(await renderSnapshot(spec(i)));
		}
	}),
);
const perImageConcurrent = (performance.now() - started) / COUNT;

console.log(`${COUNT} snapshots, long side 1200-1800 px, all scenes and decades`);
console.log(row("renderSnapshot", render));
console.log(row("makeDerivatives", derive));
console.log(row("render + derivatives", total));
console.log(`3 at a time (as the seed)  ${perImageConcurrent.toFixed(1)} ms per image`);
console.log(
	`average sizes: original ${(originalBytes / COUNT / 1024).toFixed(0)} KiB, thumbnail + preview ${(previewBytes / COUNT / 1024).toFixed(0)} KiB`,
);
