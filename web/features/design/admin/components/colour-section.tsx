import { formatRatio } from "../lib/color";
import {
	CONTRAST_BACKGROUNDS,
	type ColourSwatch,
	type ContrastBackground,
	type Palette,
	palettes,
} from "../lib/palettes";
import { type ThemeToken, tokenValue } from "../lib/theme-css";
import { Code, SubHeading } from "./guide-layout";

/** Tailwind's colours the app uses beside its own palette, and what for. */
const BORROWED: Record<string, string> = {
	white: "Input fields and the hover of light buttons.",
	emerald: "Success: the success notice, the 'good' status pill, a photo already in the cart.",
	red: "Destructive actions: the confirm button of ConfirmDialog.",
};

const BACKGROUND_LABELS: Record<ContrastBackground, string> = { cream: "On cream", ink: "On ink" };

function ContrastLine({
	swatch,
	background,
	all,
}: {
	swatch: ColourSwatch;
	background: ContrastBackground;
	all: readonly ThemeToken[];
}) {
	const result = swatch.contrast[background];
	return (
		<div className="flex items-center gap-2">
			<dt className="w-16 text-ink-600">{BACKGROUND_LABELS[background]}</dt>
			<dd className="flex items-center gap-2 font-medium text-ink-900">
				{/* A sample of the pairing, failing ones included on purpose: accessibility checks skip it. */}
				<span
					aria-hidden="true"
					data-contrast-sample=""
					className="inline-flex size-7 items-center justify-center rounded-sm text-sm font-semibold"
					style={{
						color: swatch.token.value,
						backgroundColor: tokenValue(all, CONTRAST_BACKGROUNDS[background]),
					}}
				>
					Aa
				</span>
				{result ? `${formatRatio(result.ratio)} ${result.grade}` : "not measured"}
			</dd>
		</div>
	);
}

function Swatch({ swatch, all }: { swatch: ColourSwatch; all: readonly ThemeToken[] }) {
	const { token, utility, hex } = swatch;
	const shownHex = hex && hex !== token.value.toLowerCase() ? hex : null;
	return (
		<li className="flex gap-3 rounded-lg border border-ink-900/10 bg-cream-50 p-3">
			<span
				aria-hidden="true"
				className="size-16 shrink-0 rounded-md ring-1 ring-ink-900/10 ring-inset"
				style={{ backgroundColor: token.value }}
			/>
			<div className="min-w-0 flex-1 text-sm">
				<p className="font-semibold text-ink-900">{utility}</p>
				<p className="mt-0.5">
					<Code>{token.name}</Code>
				</p>
				<p className="mt-1 break-all text-ink-600">
					{token.value}
					{shownHex && <span className="text-ink-500"> · {shownHex}</span>}
				</p>
				<dl className="mt-2 space-y-1 text-xs">
					<ContrastLine swatch={swatch} background="cream" all={all} />
					<ContrastLine swatch={swatch} background="ink" all={all} />
				</dl>
			</div>
		</li>
	);
}

function PaletteList({
	palette,
	all,
	note,
}: {
	palette: Palette;
	all: readonly ThemeToken[];
	note?: string;
}) {
	return (
		<div className="mb-8">
			<SubHeading>
				<span className="capitalize">{palette.name}</span>
			</SubHeading>
			{note && <p className="-mt-2 mb-3 text-sm text-ink-600">{note}</p>}
			<ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
				{palette.swatches.map((swatch) => (
					<Swatch key={swatch.token.name} swatch={swatch} all={all} />
				))}
			</ul>
		</div>
	);
}

/** Every colour of our `@theme`, then the few of Tailwind's we use, with their text contrast. */
export function ColourTokens({
	project,
	all,
}: {
	project: readonly ThemeToken[];
	all: readonly ThemeToken[];
}) {
	const borrowed = palettes(
		all.filter((token) => token.source === "tailwind"),
		all,
	).filter((palette) => Object.hasOwn(BORROWED, palette.name));
	return (
		<>
			{palettes(project, all).map((palette) => (
				<PaletteList key={palette.name} palette={palette} all={all} />
			))}
			<div className="mt-10 mb-4 max-w-2xl text-ink-600">
				<p className="font-semibold text-ink-900">From Tailwind's default palette</p>
				<p className="mt-1">
					Everything else is ours. These few defaults are used on purpose; reach for them only for the same
					reasons.
				</p>
			</div>
			{borrowed.map((palette) => (
				<PaletteList key={palette.name} palette={palette} all={all} note={BORROWED[palette.name]} />
			))}
		</>
	);
}
