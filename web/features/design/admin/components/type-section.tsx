import { remValue, type ThemeToken, tokenValue } from "../lib/theme-css";
import { Code, SubHeading } from "./guide-layout";

/**
 * The type scale as the shared components set it (PageHeading, Panel, Field, the eyebrow):
 * which classes each role uses. Sizes are read from the tokens, not written here.
 */
const TYPE_ROLES = [
	{
		role: "h1",
		use: "The page's one title (PageHeading). Phones get the smaller size.",
		classes: "font-display text-3xl font-semibold text-ink-900 sm:text-4xl",
		sizes: ["--text-3xl", "--text-4xl"],
		sample: "Cleared family photos",
	},
	{
		role: "h2",
		use: "A section of a page; panels and dialogs use the h3 size for theirs.",
		classes: "font-display text-2xl font-semibold text-ink-900",
		sizes: ["--text-2xl"],
		sample: "Popular photos",
	},
	{
		role: "h3",
		use: "A group inside a section, a panel's or a card's title.",
		classes: "font-display text-lg font-semibold text-ink-900",
		sizes: ["--text-lg"],
		sample: "Summers in Leeds, 1970s",
	},
	{
		role: "Body",
		use: "Running text. Secondary lines use ink-600.",
		classes: "text-base text-ink-900",
		sizes: ["--text-base"],
		sample: "Access thousands of vintage family snapshots for your production.",
	},
	{
		role: "Small",
		use: "Labels, hints, table cells, buttons.",
		classes: "text-sm text-ink-600",
		sizes: ["--text-sm"],
		sample: "Showing 1–24 of 312 photos",
	},
	{
		role: "Eyebrow",
		use: "The area of the site above a page title; pills use the same size.",
		classes: "text-xs font-semibold tracking-[0.16em] text-accent-600 uppercase",
		sizes: ["--text-xs"],
		sample: "Admin",
	},
] as const;

/** '1.875rem · 30px, line height calc(2.25 / 1.875)'. */
function sizeText(tokens: readonly ThemeToken[], name: string): string {
	const size = tokenValue(tokens, name);
	if (!size) return `${name}: not in the theme`;
	const rem = remValue(size);
	const lineHeight = tokenValue(tokens, `${name}--line-height`);
	return `${size}${rem === null ? "" : ` · ${rem * 16}px`}${lineHeight ? `, line height ${lineHeight}` : ""}`;
}

/** The font families: the class that sets each, and the stack the browser walks through. */
function FontFamilies({ all }: { all: readonly ThemeToken[] }) {
	const families = all.filter((token) => /^--font-[a-z]+$/.test(token.name));
	return (
		<ul className="grid gap-3 md:grid-cols-2">
			{families.map((token) => (
				<li key={token.name} className="rounded-lg border border-ink-900/10 bg-cream-50 p-4">
					<p className="text-2xl text-ink-900" style={{ fontFamily: token.value }}>
						Snapshot Set Dressing
					</p>
					<p className="mt-2 text-sm">
						<Code>{token.name}</Code>{" "}
						<span className="text-ink-500">{token.source === "project" ? "ours" : "Tailwind default"}</span>
					</p>
					<p className="mt-1 text-xs break-words text-ink-600">{token.value}</p>
				</li>
			))}
		</ul>
	);
}

export function TypeTokens({ all }: { all: readonly ThemeToken[] }) {
	return (
		<>
			<SubHeading>Families</SubHeading>
			<p className="-mt-2 mb-3 max-w-2xl text-sm text-ink-600">
				System fonts only, nothing to download: the sans for the interface, the display serif for headings (h1
				to h3 get it from the base styles).
			</p>
			<FontFamilies all={all} />
			<div className="mt-8">
				<SubHeading>Scale as used</SubHeading>
				<ul className="divide-y divide-ink-900/10 rounded-lg border border-ink-900/10 bg-cream-50">
					{TYPE_ROLES.map((role) => (
						<li key={role.role} className="grid gap-2 p-4 md:grid-cols-[10rem_1fr]">
							<div className="text-sm">
								<p className="font-semibold text-ink-900">{role.role}</p>
								<p className="mt-0.5 text-ink-600">{role.use}</p>
							</div>
							<div className="min-w-0">
								<p className={role.classes}>{role.sample}</p>
								<p className="mt-2 text-xs">
									<Code>{role.classes}</Code>
								</p>
								<ul className="mt-1 text-xs text-ink-600">
									{role.sizes.map((size) => (
										<li key={size}>
											<Code>{size}</Code> {sizeText(all, size)}
										</li>
									))}
								</ul>
							</div>
						</li>
					))}
				</ul>
			</div>
		</>
	);
}
