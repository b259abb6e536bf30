import { type ComponentProps, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { SearchInput } from "@/components/search-input";
import { useDebouncedValue } from "@/lib/use-debounced-value";

/** How long typing must pause before a list's filter box reaches the URL. */
export const URL_SEARCH_DEBOUNCE_MS = 300;

/**
 * A list's search box kept in the URL: what is typed reaches the URL (and so the list) once
 * typing pauses, replacing the history entry so Back does not step through every letter. A URL
 * changed from outside (Back, a link) puts its value in the box. `write` returns the parameters
 * with the trimmed text set ("" for none).
 */
export function UrlSearchField({
	value,
	write,
	...input
}: { value: string; write: (current: URLSearchParams, text: string) => URLSearchParams } & Omit<
	ComponentProps<typeof SearchInput>,
	"value" | "onChange"
>) {
	const [, setSearchParams] = useSearchParams();
	const [text, setText] = useState(value);
	const settled = useDebouncedValue(text, URL_SEARCH_DEBOUNCE_MS);
	const written = useRef(value);
	const writeRef = useRef(write);
	writeRef.current = write;

	useEffect(() => {
		if (value !== written.current) {
			written.current = value;
			setText(value);
		}
	}, [value]);

	useEffect(() => {
		const next = settled.trim();
		if (next === written.current) return;
		written.current = next;
		setSearchParams((current) => writeRef.current(current, next), { replace: true });
	}, [settled, setSearchParams]);

	return <SearchInput {...input} value={text} onChange={setText} />;
}
