import { X } from "lucide-react";
import { type KeyboardEvent, useId, useState } from "react";
import { describedBy, FieldError, fieldIds, inputClasses } from "@/components/ui/field";
import { cn } from "@/lib/cn";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useTagSuggestions } from "../api/family-photos";

/** Typing pauses this long before the archive's vocabulary is asked. */
const TAG_SUGGEST_DEBOUNCE_MS = 250;

/**
 * A list of tags: typed and added with Enter or a comma, or picked from the archive's vocabulary
 * as it is typed (a combobox: arrows move through the suggestions, Enter picks, Escape closes).
 * Each tag has its own remove button; Backspace in an empty box removes the last.
 */
export function TagInput({
	id,
	label,
	value,
	onChange,
	error,
	hint,
}: {
	id: string;
	label: string;
	value: readonly string[];
	onChange: (tags: string[]) => void;
	error?: string | null;
	hint?: string;
}) {
	const [text, setText] = useState("");
	const [focused, setFocused] = useState(false);
	const [active, setActive] = useState(-1);
	const listId = useId();
	const q = useDebouncedValue(text.trim(), TAG_SUGGEST_DEBOUNCE_MS);
	const suggestions = useTagSuggestions(q, focused && q !== "");
	const taken = new Set(value.map((tag) => tag.toLowerCase()));
	const options =
		focused && q !== "" ? (suggestions.data?.tags ?? []).filter((t) => !taken.has(t.toLowerCase())) : [];
	const open = options.length > 0;
	const ids = fieldIds(id);

	function add(tag: string) {
		const clean = tag.trim();
		if (clean && !taken.has(clean.toLowerCase())) onChange([...value, clean]);
		setText("");
		setActive(-1);
	}

	function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
		if (event.key === "ArrowDown" && open) {
			event.preventDefault();
			setActive((current) => (current + 1) % options.length);
		} else if (event.key === "ArrowUp" && open) {
			event.preventDefault();
			setActive((current) => (current <= 0 ? options.length - 1 : current - 1));
		} else if (event.key === "Enter" || event.key === ",") {
			const picked = active >= 0 ? options[active] : undefined;
			if (!picked && !text.trim()) return;
			event.preventDefault();
			add(picked ?? text);
		} else if (event.key === "Escape" && open) {
			event.preventDefault();
			setFocused(false);
		} else if (event.key === "Backspace" && text === "" && value.length > 0) {
			onChange(value.slice(0, -1));
		}
	}

	return (
		<div>
			<label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-800">
				{label}
			</label>
			{value.length > 0 && (
				<ul aria-label={`${label}: chosen`} className="mb-2 flex flex-wrap gap-1.5">
					{value.map((tag) => (
						<li
							key={tag}
							className="inline-flex items-center gap-1 rounded-full bg-cream-200 py-0.5 pr-1 pl-2.5 text-sm text-ink-800"
						>
							{tag}
							<button
								type="button"
								aria-label={`Remove ${tag}`}
								onClick={() => onChange(value.filter((t) => t !== tag))}
								className="rounded-full p-1 hover:bg-ink-900/10 focus-visible:outline-2 focus-visible:outline-accent-600"
							>
								<X aria-hidden="true" className="size-3.5" />
							</button>
						</li>
					))}
				</ul>
			)}
			<div className="relative">
				<input
					id={id}
					role="combobox"
					aria-expanded={open}
					aria-controls={listId}
					aria-autocomplete="list"
					aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
					aria-invalid={error ? true : undefined}
					aria-describedby={describedBy(id, { hint, error })}
					className={inputClasses}
					value={text}
					maxLength={60}
					placeholder="Type a tag, then Enter"
					onChange={(event) => {
						setText(event.target.value);
						setActive(-1);
						setFocused(true);
					}}
					onFocus={() => setFocused(true)}
					onBlur={() => setFocused(false)}
					onKeyDown={onKeyDown}
				/>
				<div
					id={listId}
					role="listbox"
					aria-label={`${label}: suggestions`}
					hidden={!open}
					className="absolute z-20 mt-1 max-h-60 w-full overflow-auto rounded-md border border-ink-900/15 bg-white py-1 shadow-lg"
				>
					{options.map((option, index) => (
						<div
							key={option}
							id={`${listId}-${index}`}
							role="option"
							tabIndex={-1}
							aria-selected={index === active}
							// Picked before the input's blur closes the list.
							onMouseDown={(event) => {
								event.preventDefault();
								add(option);
							}}
							className={cn(
								"cursor-pointer px-3 py-2 text-sm text-ink-800",
								index === active ? "bg-accent-50" : "hover:bg-cream-100",
							)}
						>
							{option}
						</div>
					))}
				</div>
			</div>
			{hint && (
				<p id={ids.hint} className="mt-1.5 text-sm text-ink-600">
					{hint}
				</p>
			)}
			{error && <FieldError id={ids.error}>{error}</FieldError>}
		</div>
	);
}
