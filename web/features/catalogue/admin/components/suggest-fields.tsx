import type { SuggestField } from "@core/contracts/catalogue";
import { X } from "lucide-react";
import { useState } from "react";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useSuggestions } from "../api/lookups";
import { ComboInput, type ComboOption } from "./combo-input";

/** Typing pauses this long before the vocabulary is asked. */
export const SUGGEST_DEBOUNCE_MS = 250;

/** The catalogue's values for a field that start with or hold the text, while the box has focus. */
function useFieldSuggestions(field: SuggestField, text: string, exclude: readonly string[] = []) {
	const [active, setActive] = useState(false);
	const q = useDebouncedValue(text.trim(), SUGGEST_DEBOUNCE_MS);
	const query = useSuggestions(field, q, active);
	const taken = new Set(exclude.map((value) => value.toLowerCase()));
	const options: ComboOption[] = active
		? (query.data?.values ?? [])
				.filter((suggestion) => !taken.has(suggestion.value.toLowerCase()))
				.map((suggestion) => ({
					value: suggestion.value,
					label: suggestion.value,
					hint: `${suggestion.count}`,
				}))
		: [];
	return { options, setActive };
}

type Common = { id: string; label: string; field: SuggestField; error?: string | null; hint?: string };

/** One text value with the catalogue's existing values offered as it is typed. */
export function SuggestTextField({
	id,
	label,
	field,
	error,
	hint,
	value,
	onChange,
}: Common & {
	value: string;
	onChange: (value: string) => void;
}) {
	const { options, setActive } = useFieldSuggestions(field, value);
	return (
		<ComboInput
			id={id}
			label={label}
			text={value}
			onTextChange={onChange}
			options={options.filter((option) => option.value !== value)}
			onPick={(option) => onChange(option.value)}
			onActiveChange={setActive}
			error={error}
			hint={hint}
			maxLength={120}
		/>
	);
}

/**
 * A list of words (tags, emotions ...) as removable chips: Enter or a comma adds what is typed,
 * a suggestion adds itself, Backspace in the empty box removes the last chip.
 */
export function TokenField({
	id,
	label,
	field,
	error,
	hint,
	values,
	onChange,
}: Common & {
	values: readonly string[];
	onChange: (values: string[]) => void;
}) {
	const [text, setText] = useState("");
	const { options, setActive } = useFieldSuggestions(field, text, values);

	function add(raw: string) {
		const value = raw.trim();
		if (value === "") return;
		if (!values.some((existing) => existing.toLowerCase() === value.toLowerCase()))
			onChange([...values, value]);
		setText("");
	}

	const chips = (
		<ul aria-label={label} className="contents">
			{values.map((value) => (
				<li
					key={value}
					className="inline-flex items-center gap-1 rounded-full bg-cream-200 py-0.5 pr-1 pl-2.5 text-sm text-ink-900"
				>
					{value}
					<button
						type="button"
						aria-label={`Remove ${value}`}
						onClick={() => onChange(values.filter((existing) => existing !== value))}
						className="rounded-full p-0.5 text-ink-500 hover:bg-ink-900/10 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-accent-600"
					>
						<X aria-hidden="true" className="size-3.5" />
					</button>
				</li>
			))}
		</ul>
	);

	return (
		<ComboInput
			id={id}
			label={label}
			text={text}
			onTextChange={(next) => {
				// A pasted 'beach, summer' adds each word it completes.
				if (next.includes(",")) {
					const parts = next.split(",");
					const rest = parts.pop() ?? "";
					const fresh = parts.map((part) => part.trim()).filter(Boolean);
					const seen = new Set(values.map((value) => value.toLowerCase()));
					const added = fresh.filter((value) => {
						const key = value.toLowerCase();
						if (seen.has(key)) return false;
						seen.add(key);
						return true;
					});
					if (added.length > 0) onChange([...values, ...added]);
					setText(rest);
					return;
				}
				setText(next);
			}}
			options={options}
			onPick={(option) => add(option.value)}
			onActiveChange={(active) => {
				setActive(active);
				// Leaving the box keeps what was typed as a value rather than dropping it.
				if (!active) add(text);
			}}
			onOwnKey={(event, optionOpen) => {
				if (event.key === "Enter" && !optionOpen) {
					event.preventDefault();
					add(text);
					return true;
				}
				if (event.key === "Backspace" && text === "" && values.length > 0) {
					onChange(values.slice(0, -1));
					return true;
				}
				return false;
			}}
			error={error}
			hint={hint ?? "Press Enter or type a comma after each value."}
			placeholder={values.length === 0 ? "Add a value" : undefined}
			maxLength={60}
			before={chips}
		/>
	);
}
