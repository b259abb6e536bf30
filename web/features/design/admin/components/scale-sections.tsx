import type { ReactNode } from "react";
import { remValue, resolveVars, ruleDeclarations, type ThemeToken, tokensIn } from "../lib/theme-css";
import { Code } from "./guide-layout";

/** Multiples of the spacing unit the app uses most (p-4, gap-3, mt-8 …). */
const SPACING_STEPS = [1, 2, 3, 4, 6, 8, 12, 16] as const;

/** '2.5rem · 40px', or the value as it is. */
function withPixels(value: string): string {
	const rem = remValue(value);
	return rem === null ? value : `${value} · ${rem * 16}px`;
}

/** The utility a token gives: '--radius-md' with 'rounded' is 'rounded-md'; '--radius' is 'rounded'. */
function utilityOf(token: ThemeToken, namespace: string, prefix: string): string {
	const suffix = token.name.slice(namespace.length + 1);
	return suffix ? `${prefix}-${suffix}` : prefix;
}

function TokenName({ token }: { token: ThemeToken }) {
	return (
		<>
			<Code>{token.name}</Code>
			{token.source === "project" && <span className="ml-1.5 text-xs text-accent-700">ours</span>}
		</>
	);
}

function TokenCard({
	token,
	utility,
	children,
}: {
	token: ThemeToken;
	utility: string;
	children: ReactNode;
}) {
	return (
		<li className="rounded-lg border border-ink-900/10 bg-cream-50 p-4 text-sm">
			{children}
			<p className="mt-3 font-semibold text-ink-900">{utility}</p>
			<p className="mt-0.5">
				<TokenName token={token} />
			</p>
			<p className="mt-1 text-xs break-words text-ink-600">{withPixels(token.value)}</p>
		</li>
	);
}

export function SpacingTokens({ all }: { all: readonly ThemeToken[] }) {
	const unit = tokensIn(all, "--spacing").find((token) => token.name === "--spacing");
	if (!unit) return <p className="text-ink-600">No spacing unit in the theme.</p>;
	const base = remValue(unit.value);
	return (
		<>
			<p className="mb-4 max-w-2xl text-sm text-ink-600">
				One unit, <TokenName token={unit} /> = {withPixels(unit.value)}; a class's number is a multiple of it
				(<Code>p-4</Code> is 4 units). Stay on these steps; an odd one-off (<Code>mt-[13px]</Code>) needs a
				reason.
			</p>
			<ul className="space-y-2">
				{SPACING_STEPS.map((step) => (
					<li
						key={step}
						className="grid grid-cols-[4rem_1fr] items-center gap-3 text-sm sm:grid-cols-[4rem_9rem_1fr]"
					>
						<Code className="justify-self-start">{step}</Code>
						<span className="text-ink-600 max-sm:hidden">
							{base === null ? `${step} × ${unit.value}` : withPixels(`${base * step}rem`)}
						</span>
						<span
							aria-hidden="true"
							className="block h-4 rounded-sm bg-accent-300"
							style={{ width: `calc(${unit.value} * ${step})` }}
						/>
					</li>
				))}
			</ul>
		</>
	);
}

export function RadiusTokens({ all }: { all: readonly ThemeToken[] }) {
	return (
		<ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
			{tokensIn(all, "--radius").map((token) => (
				<TokenCard key={token.name} token={token} utility={utilityOf(token, "--radius", "rounded")}>
					<span
						aria-hidden="true"
						className="block h-16 border-2 border-accent-600 bg-accent-100"
						style={{ borderRadius: token.value }}
					/>
				</TokenCard>
			))}
		</ul>
	);
}

export function ShadowTokens({ all }: { all: readonly ThemeToken[] }) {
	return (
		<ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
			{tokensIn(all, "--shadow").map((token) => (
				<TokenCard key={token.name} token={token} utility={utilityOf(token, "--shadow", "shadow")}>
					<span
						aria-hidden="true"
						className="block h-16 rounded-lg bg-white"
						style={{ boxShadow: token.value }}
					/>
				</TokenCard>
			))}
		</ul>
	);
}

/** The keyboard focus ring of the base styles, on light and on dark surfaces, with a real button in each. */
export function FocusRing({ stylesheet, all }: { stylesheet: string; all: readonly ThemeToken[] }) {
	const light = ruleDeclarations(stylesheet, ":focus-visible");
	const dark = ruleDeclarations(stylesheet, ".on-dark :focus-visible");
	if (!light) return <p className="text-ink-600">The stylesheet sets no :focus-visible rule.</p>;
	const outline = resolveVars(light.outline ?? "", all);
	const darkColour = dark?.["outline-color"] ? resolveVars(dark["outline-color"], all) : null;
	const offset = light["outline-offset"] ?? "0";
	const demoButton = "rounded-md px-4 py-2 text-sm font-medium";
	return (
		<>
			<p className="mb-4 max-w-2xl text-sm text-ink-600">
				Every focusable control shows it when reached by keyboard: <Code>outline: {light.outline}</Code>,{" "}
				<Code>outline-offset: {offset}</Code>. Inside an <Code>on-dark</Code> surface the colour becomes{" "}
				<Code>{dark?.["outline-color"] ?? "the same"}</Code>. Never remove it; a control that draws its own
				ring (inputs, photo cards) must be as visible. Press Tab to reach the buttons below.
			</p>
			<div className="grid gap-4 sm:grid-cols-2">
				<div className="rounded-lg border border-ink-900/10 bg-cream-100 p-6">
					<p className="mb-4 text-sm text-ink-600">On light surfaces</p>
					<div className="flex flex-wrap items-center gap-6">
						<span
							className={`${demoButton} bg-cream-50 text-ink-900`}
							style={{ outline, outlineOffset: offset }}
						>
							As drawn
						</span>
						<button
							type="button"
							className={`${demoButton} border border-ink-900/15 bg-cream-50 text-ink-900`}
						>
							Tab to me
						</button>
					</div>
				</div>
				<div className="on-dark rounded-lg bg-ink-900 p-6">
					<p className="mb-4 text-sm text-cream-200">On dark surfaces</p>
					<div className="flex flex-wrap items-center gap-6">
						<span
							className={`${demoButton} bg-ink-800 text-cream-50`}
							style={{ outline, outlineColor: darkColour ?? undefined, outlineOffset: offset }}
						>
							As drawn
						</span>
						<button type="button" className={`${demoButton} bg-cream-50 text-ink-900`}>
							Tab to me
						</button>
					</div>
				</div>
			</div>
		</>
	);
}

export function BreakpointTokens({ all }: { all: readonly ThemeToken[] }) {
	return (
		<>
			<p className="mb-4 max-w-2xl text-sm text-ink-600">
				Styles are written for phones first (375 px wide must work) and widened with these prefixes: a class
				with <Code>md:</Code> applies from that width up.
			</p>
			<ul className="divide-y divide-ink-900/10 rounded-lg border border-ink-900/10 bg-cream-50 text-sm">
				{tokensIn(all, "--breakpoint").map((token) => (
					<li key={token.name} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 px-4 py-3">
						<span className="w-12 font-semibold text-ink-900">
							{token.name.slice("--breakpoint-".length)}:
						</span>
						<TokenName token={token} />
						<span className="text-ink-600">from {withPixels(token.value)}</span>
					</li>
				))}
			</ul>
		</>
	);
}

export function MotionTokens({ all }: { all: readonly ThemeToken[] }) {
	return (
		<>
			<p className="mb-4 max-w-2xl text-sm text-ink-600">
				Movement is short and quiet: 150 to 200 ms for what answers a click, the long marquee only for the
				studio logos.
			</p>
			<ul className="divide-y divide-ink-900/10 rounded-lg border border-ink-900/10 bg-cream-50 text-sm">
				{tokensIn(all, "--animate").map((token) => (
					<li key={token.name} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 px-4 py-3">
						<span className="font-semibold text-ink-900">{utilityOf(token, "--animate", "animate")}</span>
						<TokenName token={token} />
						<span className="text-ink-600">{token.value}</span>
					</li>
				))}
			</ul>
		</>
	);
}
