/**
 * How the product talks, drawn from the texts the spec fixes (the hero, the empty and error
 * states, the auth screens) and the habits of the screens built since.
 */
const VOICE_RULES = [
	{
		rule: "Talk like a colleague who knows the set-dressing trade.",
		detail:
			"Plain, direct and a little wry: the hero admits clearing family photos used to be a real pain. Warm, never cute; frank, never rude in the working screens.",
		write: "Access thousands of vintage family snapshots, available 24/7.",
		avoid: "Unlock a world of nostalgic memories!",
	},
	{
		rule: "Use the product's words, the same everywhere.",
		detail:
			"Creators are families and sign with their storefront name; buyers are productions; a photo's number reads #1042. A wishlist is never a 'favourites list' on another screen.",
		write: "Photos by The Hendersons",
		avoid: "Uploads from creator 7f3a…",
	},
	{
		rule: "Buttons say what happens; titles name what is there.",
		detail:
			"A verb and its object on buttons and links, a noun on headings. Sentence case throughout, except where the spec fixes a text word for word.",
		write: "View all popular photos · Create the first family",
		avoid: "Submit · OK · Click here",
	},
	{
		rule: "When something fails, own it and give a way out.",
		detail:
			"Say what could not be done, in our voice, then offer the next step (Try again, a link back). No codes, no stack traces, no blame.",
		write: "We could not load the families. [Try again]",
		avoid: "Error 503: upstream request failed",
	},
	{
		rule: "An empty screen says why, and where to go.",
		detail: "Nothing found is a state to design, with a hint or an action, never a blank area.",
		write: "No popular photos available yet. Check back soon as our collection grows!",
		avoid: "No data",
	},
	{
		rule: "Field messages sit by the field and tell how to fix it.",
		detail: "Name the field and the limit; the same messages come from core/ for the form and the server.",
		write: "Name must be at least 2 characters long",
		avoid: "Invalid input",
	},
	{
		rule: "Numbers and punctuation are exact.",
		detail:
			"Prices in US dollars with two decimals; ranges with an en dash; waiting with a real ellipsis, said once for screen readers.",
		write: "$49.00 · Showing 1–24 of 312 photos · Loading families…",
		avoid: "49$ · 1-24 · Loading...",
	},
] as const;

export function VoiceRules() {
	return (
		<ol className="space-y-4">
			{VOICE_RULES.map((item, index) => (
				<li key={item.rule} className="rounded-lg border border-ink-900/10 bg-cream-50 p-4 sm:p-5">
					<h3 className="text-lg font-semibold text-ink-900">
						<span className="mr-2 text-accent-600">{index + 1}.</span>
						{item.rule}
					</h3>
					<p className="mt-1 max-w-2xl text-ink-600">{item.detail}</p>
					<dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
						<div className="rounded-md bg-emerald-50 px-3 py-2 text-emerald-950">
							<dt className="text-xs font-semibold tracking-wide uppercase">Write</dt>
							<dd className="mt-0.5">{item.write}</dd>
						</div>
						<div className="rounded-md bg-accent-50 px-3 py-2 text-accent-800">
							<dt className="text-xs font-semibold tracking-wide uppercase">Not</dt>
							<dd className="mt-0.5">{item.avoid}</dd>
						</div>
					</dl>
				</li>
			))}
		</ol>
	);
}
