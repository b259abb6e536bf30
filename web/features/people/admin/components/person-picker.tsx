import type { AdminFace } from "@core/contracts/people";
import { X } from "lucide-react";
import { type KeyboardEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { describedBy, FieldError, fieldIds, inputClasses } from "@/components/ui/field";
import { cn } from "@/lib/cn";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { usePersonSearch } from "../api/lookups";

/** What picking an option does to the face: an existing person, or a new one by the name typed. */
export type PersonPick = { person_id: string } | { new_person_name: string };

type Option = { key: string; label: string; hint?: string; pick: PersonPick };

export const newPersonLabel = (name: string) => `New person: ${name}`;
export const UNNAMED = "Unnamed person";

/**
 * A face's person: type to search people by name, pick one, or pick "New person: <name>" to
 * make one. The ARIA combobox pattern: arrows move through the options, Enter picks, Escape
 * closes, focus stays in the box.
 */
export function PersonPicker({
	id,
	person,
	onPick,
	onClear,
	error,
	disabled,
}: {
	id: string;
	person: AdminFace["person"];
	onPick: (pick: PersonPick) => void;
	onClear: () => void;
	error?: string | null;
	disabled?: boolean;
}) {
	const current = person ? (person.name ?? UNNAMED) : "";
	const [text, setText] = useState<string | null>(null);
	const [active, setActive] = useState(-1);
	const [focused, setFocused] = useState(false);
	const listId = useId();
	const typed = text ?? current;
	const editing = text !== null;
	const q = useDebouncedValue(editing ? typed.trim() : "", 250);
	const search = usePersonSearch(q, focused && editing);

	const name = typed.trim();
	const found: Option[] = (search.data?.persons ?? [])
		.filter((p) => p.id !== person?.id)
		.map((p) => ({
			key: p.id,
			label: p.name ?? UNNAMED,
			hint: `${p.face_count} ${p.face_count === 1 ? "face" : "faces"}${p.aliases.length > 0 ? `, ${p.aliases.length + 1} records` : ""}`,
			pick: { person_id: p.id },
		}));
	const options: Option[] =
		editing && name
			? [...found, { key: "new", label: newPersonLabel(name), pick: { new_person_name: name } }]
			: [];
	const open = focused && options.length > 0;
	const activeIndex = open && active < options.length ? active : -1;
	const optionId = (index: number) => `${listId}-${index}`;

	function pick(option: Option) {
		onPick(option.pick);
		setText(null);
		setActive(-1);
	}

	function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
		if (event.key === "ArrowDown" || event.key === "ArrowUp") {
			event.preventDefault();
			if (options.length === 0) return;
			const step = event.key === "ArrowDown" ? 1 : -1;
			setActive((i) =>
				i < 0 ? (step > 0 ? 0 : options.length - 1) : (i + step + options.length) % options.length,
			);
		} else if (event.key === "Enter") {
			event.preventDefault();
			const option = options[activeIndex >= 0 ? activeIndex : -1];
			if (option) pick(option);
		} else if (event.key === "Escape" && editing) {
			event.preventDefault();
			event.stopPropagation();
			setText(null);
			setActive(-1);
		}
	}

	return (
		<div className="relative">
			<label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-800">
				Person
			</label>
			<div className="flex gap-2">
				<input
					id={id}
					type="text"
					role="combobox"
					autoComplete="off"
					aria-autocomplete="list"
					aria-expanded={open}
					aria-controls={listId}
					aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
					aria-invalid={error ? true : undefined}
					aria-describedby={describedBy(id, { hint: true, error })}
					value={typed}
					placeholder="Search people or type a new name"
					maxLength={120}
					disabled={disabled}
					onChange={(event) => {
						setText(event.target.value);
						setActive(-1);
					}}
					onFocus={() => setFocused(true)}
					onBlur={() => {
						setFocused(false);
						setText(null);
						setActive(-1);
					}}
					onKeyDown={handleKeyDown}
					className={inputClasses}
				/>
				{person && (
					<Button
						variant="secondary"
						size="icon"
						className="size-11"
						aria-label="Clear the person"
						title="Clear the person"
						onClick={onClear}
						disabled={disabled}
					>
						<X aria-hidden="true" className="size-4" />
					</Button>
				)}
			</div>
			<div
				id={listId}
				role="listbox"
				aria-label="People"
				hidden={!open}
				className="absolute inset-x-0 top-full z-20 mt-1 max-h-64 overflow-y-auto rounded-md border border-ink-900/15 bg-white py-1 shadow-lg"
			>
				{open &&
					options.map((option, index) => (
						// biome-ignore lint/a11y/useKeyWithClickEvents: the keys work in the combobox, which keeps focus (the ARIA pattern)
						<div
							key={option.key}
							id={optionId(index)}
							role="option"
							tabIndex={-1}
							aria-selected={index === activeIndex}
							onMouseDown={(event) => event.preventDefault()}
							onClick={() => pick(option)}
							className={cn(
								"flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 text-sm",
								index === activeIndex ? "bg-accent-50 text-accent-900" : "text-ink-800 hover:bg-cream-100",
								option.key === "new" && "font-medium",
							)}
						>
							<span className="min-w-0 truncate">{option.label}</span>
							{option.hint && <span className="shrink-0 text-xs text-ink-500">{option.hint}</span>}
						</div>
					))}
			</div>
			<p id={fieldIds(id).hint} className="mt-1.5 text-sm text-ink-500">
				{person && person.aliases.length > 0
					? `Also known as ${person.aliases.map((a) => a.name ?? UNNAMED).join(", ")}`
					: "Pick someone known, or a new person by the name typed."}
			</p>
			{error && <FieldError id={fieldIds(id).error}>{error}</FieldError>}
		</div>
	);
}
