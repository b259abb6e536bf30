import { Search } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useNavigate } from "react-router";
import { cn } from "@/lib/cn";
import { searchUrl } from "@/lib/paths";

export const SEARCH_PLACEHOLDER = "Search for the perfect photo...";

type SearchBoxProps = {
	/** 'hero' is the large box on dark imagery; 'compact' fits a toolbar. */
	variant?: "hero" | "compact";
	defaultValue?: string;
	/** Makes the box controlled (the search page keeps the text in step with the URL). */
	value?: string;
	/**
	 * Live mode (the search page): called with the raw text on every keystroke. Submitting
	 * still navigates, so Enter behaves the same everywhere.
	 */
	onQueryChange?: (query: string) => void;
	className?: string;
};

/**
 * The photo search box. Submitting navigates to /search?q=<trimmed text>; an empty or
 * blank box does nothing.
 */
export function SearchBox({
	variant = "compact",
	defaultValue = "",
	value: controlledValue,
	onQueryChange,
	className,
}: SearchBoxProps) {
	const navigate = useNavigate();
	const inputId = useId();
	const [ownValue, setValue] = useState(defaultValue);
	const value = controlledValue ?? ownValue;
	const hero = variant === "hero";

	function handleSubmit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault();
		if (value.trim() === "") return;
		navigate(searchUrl(value));
	}

	return (
		// biome-ignore lint/a11y/useSemanticElements: <search> is unknown to Safari before 17 and to jsdom; the role is the portable form
		<form role="search" onSubmit={handleSubmit} className={cn("w-full", className)}>
			<label htmlFor={inputId} className="sr-only">
				Search photos
			</label>
			<div
				className={cn(
					"flex items-center rounded-lg bg-cream-50 ring-1 ring-ink-900/10 transition-shadow focus-within:ring-2 focus-within:ring-accent-500",
					hero ? "p-1.5 shadow-2xl shadow-ink-950/30 sm:p-2" : "p-1 shadow-sm",
				)}
			>
				<Search
					aria-hidden="true"
					className={cn("shrink-0 text-ink-500", hero ? "ml-3 size-5 sm:ml-4" : "ml-2.5 size-4")}
				/>
				<input
					id={inputId}
					type="search"
					name="q"
					value={value}
					onChange={(event) => {
						setValue(event.target.value);
						onQueryChange?.(event.target.value);
					}}
					placeholder={SEARCH_PLACEHOLDER}
					autoComplete="off"
					enterKeyHint="search"
					className={cn(
						"min-w-0 flex-1 bg-transparent text-ink-900 placeholder:text-ink-500 focus:outline-none [&::-webkit-search-cancel-button]:hidden",
						hero ? "h-11 px-3 text-base sm:h-12 sm:text-lg" : "h-9 px-2 text-sm",
					)}
				/>
				<button
					type="submit"
					className={cn(
						"inline-flex shrink-0 items-center justify-center gap-2 rounded-md bg-accent-600 font-medium text-cream-50 transition-colors hover:bg-accent-700",
						hero ? "h-11 px-4 text-base sm:h-12 sm:px-6" : "h-9 px-3 text-sm",
					)}
				>
					<Search aria-hidden="true" className="size-4 sm:hidden" />
					<span className="max-sm:sr-only">Search</span>
				</button>
			</div>
		</form>
	);
}
