import { Heart, Plus } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { SelectFilter } from "@/components/select-filter";
import {
	Button,
	type ButtonSize,
	type ButtonVariant,
	buttonClasses,
	SubmitButton,
} from "@/components/ui/button";
import { inputClasses, TextAreaField, TextField } from "@/components/ui/field";
import { Notice, type NoticeTone } from "@/components/ui/notice";
import { Select } from "@/components/ui/select";
import { paths } from "@/lib/paths";
import { usePretendRequest } from "../lib/use-pretend-request";
import { COMPONENT_SECTIONS as S } from "./component-sections";
import { ComponentDoc, Demo } from "./demo-frame";

// Records, not lists: the type checker fails here when a variant, size or tone is added.
const VARIANTS: Record<ButtonVariant, string> = {
	primary: "Primary",
	secondary: "Secondary",
	ghost: "Ghost",
	inverse: "Inverse",
	"inverse-ghost": "Inverse ghost",
};
const SIZES: Record<ButtonSize, string> = { sm: "Small", md: "Medium", lg: "Large", icon: "Icon" };
const ON_DARK = new Set<ButtonVariant>(["inverse", "inverse-ghost"]);

function SubmitDemo() {
	const [pending, start] = usePretendRequest();
	return (
		<form
			onSubmit={(event) => {
				event.preventDefault();
				start();
			}}
		>
			<SubmitButton pending={pending} pendingLabel="Saving…">
				Save changes
			</SubmitButton>
		</form>
	);
}

export function ButtonDocs() {
	const variants = Object.entries(VARIANTS) as Array<[ButtonVariant, string]>;
	return (
		<ComponentDoc
			entry={S.button}
			from="@/components/ui/button"
			names={["Button", "SubmitButton", "buttonClasses"]}
			use="Every action. One primary per view; secondary beside it; ghost in toolbars and rows; the inverse pair on dark surfaces. A link that looks like a button takes buttonClasses."
		>
			<Demo title="Variants">
				{variants
					.filter(([variant]) => !ON_DARK.has(variant))
					.map(([variant, label]) => (
						<Button key={variant} variant={variant}>
							{label}
						</Button>
					))}
			</Demo>
			<Demo title="Variants for dark surfaces" dark>
				{variants
					.filter(([variant]) => ON_DARK.has(variant))
					.map(([variant, label]) => (
						<Button key={variant} variant={variant}>
							{label}
						</Button>
					))}
			</Demo>
			<Demo title="Sizes" note="An icon button needs an aria-label.">
				{(Object.entries(SIZES) as Array<[ButtonSize, string]>).map(([size, label]) =>
					size === "icon" ? (
						<Button key={size} size={size} variant="secondary" aria-label="Save to a wishlist">
							<Heart aria-hidden="true" className="size-4" />
						</Button>
					) : (
						<Button key={size} size={size}>
							{label}
						</Button>
					),
				)}
			</Demo>
			<Demo title="Disabled">
				<Button disabled>Primary</Button>
				<Button variant="secondary" disabled>
					Secondary
				</Button>
				<Button variant="ghost" disabled>
					Ghost
				</Button>
			</Demo>
			<Demo
				title="Loading"
				note="Press it: the form's submit button shows its busy state and cannot be pressed twice."
			>
				<SubmitDemo />
				<SubmitButton pending pendingLabel="Adding…" variant="secondary">
					Add to cart
				</SubmitButton>
			</Demo>
			<Demo title="A link that looks like a button">
				<Link to={paths.adminStyleguide} className={buttonClasses({ variant: "secondary" })}>
					<Plus aria-hidden="true" className="size-4" />
					Open the style guide
				</Link>
			</Demo>
		</ComponentDoc>
	);
}

export function FieldDocs() {
	return (
		<ComponentDoc
			entry={S.field}
			from="@/components/ui/field"
			names={["TextField", "TextAreaField", "FieldError", "inputClasses"]}
			use="Any typed value in a form: the label, hint and error come with it and are tied to the control for screen readers."
		>
			<Demo title="States" className="grid gap-5 sm:grid-cols-2">
				<TextField id="demo-field-plain" label="Storefront name" defaultValue="The Hendersons" />
				<TextField
					id="demo-field-hint"
					label="Email"
					type="email"
					hint="Receipts and one-time links go here."
					placeholder="name@studio.com"
				/>
				<TextField
					id="demo-field-error"
					label="Company name"
					defaultValue="A"
					error="Company name must be at least 2 characters long"
				/>
				<TextField id="demo-field-optional" label="Location" optional placeholder="Leeds, UK" />
				<TextField id="demo-field-required" label="Project name" requiredMark />
				<TextField id="demo-field-disabled" label="Photo number" defaultValue="#1042" disabled />
			</Demo>
			<Demo title="Multi-line" className="block">
				<TextAreaField
					id="demo-field-area"
					label="Description"
					optional
					hint="A sentence or two for buyers."
					defaultValue="Grandma's seventieth, on the back porch."
				/>
			</Demo>
		</ComponentDoc>
	);
}

const DECADES = [
	{ value: "", label: "Any decade" },
	{ value: "1950s", label: "1950s" },
	{ value: "1970s", label: "1970s" },
	{ value: "1990s", label: "1990s" },
];

export function SelectDocs() {
	const [decade, setDecade] = useState("");
	return (
		<ComponentDoc
			entry={S.select}
			from="@/components/ui/select"
			names={["Select"]}
			use="A choice among a few known options; the native control keeps the phone's own picker. SelectFilter (@/components/select-filter) adds the label for list filters."
		>
			<Demo title="Plain, with its label" className="grid gap-5 sm:grid-cols-2">
				<div>
					<label htmlFor="demo-select" className="mb-1.5 block text-sm font-medium text-ink-800">
						License type
					</label>
					<Select id="demo-select" className={inputClasses} defaultValue="background-dressing">
						<option value="background-dressing">Background dressing</option>
						<option value="hero-usage">Hero usage</option>
					</Select>
				</div>
				<div>
					<label htmlFor="demo-select-disabled" className="mb-1.5 block text-sm font-medium text-ink-800">
						Currency
					</label>
					<Select id="demo-select-disabled" className={inputClasses} disabled>
						<option>US dollars</option>
					</Select>
				</div>
			</Demo>
			<Demo title="As a list filter">
				<SelectFilter
					id="demo-select-filter"
					label="Decade"
					value={decade}
					options={DECADES}
					onChange={setDecade}
					className="sm:w-44"
				/>
				<p className="text-sm text-ink-600" aria-live="polite">
					{decade ? `Showing the ${decade}` : "No filter"}
				</p>
			</Demo>
		</ComponentDoc>
	);
}

const TONES: Record<NoticeTone, { title: string; text: string }> = {
	info: { title: "Prices include the license", text: "Hero usage costs five times the photo's price." },
	success: { title: "Order placed", text: "The invoice is on its way to your email." },
	warning: { title: "This photo is in review", text: "Buyers cannot see it until it goes live." },
	error: { title: "We could not save the family", text: "Check your connection and try again." },
};

export function NoticeDocs() {
	return (
		<ComponentDoc
			entry={S.notice}
			from="@/components/ui/notice"
			names={["Notice"]}
			use="A message inside the page that stays: a confirmation, a warning, a problem. Give it role 'status' for news the user waits for, 'alert' for a problem; a passing confirmation is a toast instead."
		>
			<Demo title="Tones" className="grid gap-3">
				{(Object.entries(TONES) as Array<[NoticeTone, { title: string; text: string }]>).map(
					([tone, words]) => (
						<Notice key={tone} tone={tone} title={words.title}>
							{words.text}
						</Notice>
					),
				)}
			</Demo>
			<Demo title="Without a title" className="block">
				<Notice>Guests see the first 24 results; sign in to see them all.</Notice>
			</Demo>
		</ComponentDoc>
	);
}
