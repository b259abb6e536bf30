import { type KeyboardEvent, type ReactNode, useId, useState } from "react";
import { describedBy, FieldError, fieldIds, inputClasses } from "@/components/ui/field";
import { cn } from "@/lib/cn";

export type ComboOption = { value: string; label: string; hint?: string };

type ComboInputProps = {
	id: string;
	label: string;
	/** Visually hidden label (a token list's input beside its chips). */
	labelHidden?: boolean;
	text: string;
	onTextChange: (text: string) => void;
	options: readonly ComboOption[];
	onPick: (option: ComboOption) => void;
	/** Told when the box gains or loses focus, so suggestions are fetched only while they can show. */
	onActiveChange?: (active: boolean) => void;
	/** Keys the owner handles first (Enter to add a typed token); return true when handled. */
	onOwnKey?: (event: KeyboardEvent<HTMLInputElement>, optionOpen: boolean) => boolean;
	hint?: ReactNode;
	error?: string | null;
	placeholder?: string;
	maxLength?: number;
	disabled?: boolean;
	className?: string;
	/** Content before the input inside the box (chips). */
	before?: ReactNode;
};

/**
 * A text box with suggestions, as the ARIA combobox pattern has it: arrows move through the
 * list, Enter picks, Escape closes it, and focus never leaves the box.
 */
export function ComboInput({
	id,
	label,
	labelHidden = false,
	text,
	onTextChange,
	options,
	onPick,
	onActiveChange,
	onOwnKey,
	hint,
	error,
	placeholder,
	maxLength,
	disabled,
	className,
	before,
}: ComboInputProps) {
	const [focused, setFocused] = useState(false);
	const [dismissed, setDismissed] = useState(false);
	const [activeIndex, setActiveIndex] = useState(-1);
	const listId = useId();
	const open = focused && !dismissed && options.length > 0;
	const active = open && activeIndex >= 0 && activeIndex < options.length ? activeIndex : -1;
	const optionId = (index: number) => `${listId}-option-${index}`;

	function pick(option: ComboOption) {
		onPick(option);
		setActiveIndex(-1);
		setDismissed(true);
	}

	function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
		if (event.key === "ArrowDown" || event.key === "ArrowUp") {
			event.preventDefault();
			setDismissed(false);
			const count = options.length;
			if (count === 0) return;
			const step = event.key === "ArrowDown" ? 1 : -1;
			setActiveIndex((current) =>
				current < 0 ? (step > 0 ? 0 : count - 1) : (current + step + count) % count,
			);
			return;
		}
		if (event.key === "Enter" && active >= 0) {
			event.preventDefault();
			const option = options[active];
			if (option) pick(option);
			return;
		}
		if (event.key === "Escape" && open) {
			event.preventDefault();
			event.stopPropagation();
			setDismissed(true);
			return;
		}
		onOwnKey?.(event, active >= 0);
	}

	return (
		<div className={cn("relative", className)}>
			<label
				htmlFor={id}
				className={labelHidden ? "sr-only" : "mb-1.5 block text-sm font-medium text-ink-800"}
			>
				{label}
			</label>
			<div
				className={cn(
					before !== undefined &&
						"flex min-h-11 flex-wrap items-center gap-1.5 rounded-md border border-ink-900/20 bg-white px-2 py-1.5 focus-within:border-accent-600",
					before !== undefined && error && "border-accent-700",
				)}
			>
				{before}
				<input
					id={id}
					type="text"
					role="combobox"
					autoComplete="off"
					aria-autocomplete="list"
					aria-expanded={open}
					aria-controls={listId}
					aria-activedescendant={active >= 0 ? optionId(active) : undefined}
					aria-invalid={error ? true : undefined}
					aria-describedby={describedBy(id, { hint, error })}
					value={text}
					placeholder={placeholder}
					maxLength={maxLength}
					disabled={disabled}
					onChange={(event) => {
						onTextChange(event.target.value);
						setDismissed(false);
						setActiveIndex(-1);
					}}
					onFocus={() => {
						setFocused(true);
						setDismissed(false);
						onActiveChange?.(true);
					}}
					onBlur={() => {
						setFocused(false);
						setActiveIndex(-1);
						onActiveChange?.(false);
					}}
					onKeyDown={handleKeyDown}
					className={
						before !== undefined
							? "min-w-32 flex-1 border-0 bg-transparent px-1 py-1 text-base text-ink-900 focus:outline-none sm:text-sm"
							: inputClasses
					}
				/>
			</div>
			<div
				id={listId}
				role="listbox"
				aria-label={`${label} suggestions`}
				hidden={!open}
				className="absolute inset-x-0 top-full z-20 mt-1 max-h-64 overflow-y-auto rounded-md border border-ink-900/15 bg-white py-1 shadow-lg"
			>
				{open &&
					options.map((option, index) => (
						// biome-ignore lint/a11y/useKeyWithClickEvents: the keys work in the combobox, which keeps focus (the ARIA pattern)
						<div
							key={option.value}
							id={optionId(index)}
							role="option"
							tabIndex={-1}
							aria-selected={index === active}
							// Keeps focus in the box so the pick does not blur it first.
							onMouseDown={(event) => event.preventDefault()}
							onClick={() => pick(option)}
							className={cn(
								"flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 text-sm",
								index === active ? "bg-accent-50 text-accent-900" : "text-ink-800 hover:bg-cream-100",
							)}
						>
							<span className="min-w-0 truncate">{option.label}</span>
							{option.hint && <span className="shrink-0 text-xs text-ink-500">{option.hint}</span>}
						</div>
					))}
			</div>
			{hint && (
				<p id={fieldIds(id).hint} className="mt-1.5 text-sm text-ink-500">
					{hint}
				</p>
			)}
			{error && <FieldError id={fieldIds(id).error}>{error}</FieldError>}
		</div>
	);
}
