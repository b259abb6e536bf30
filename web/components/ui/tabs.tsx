import { type KeyboardEvent, type ReactNode, useRef } from "react";
import { cn } from "@/lib/cn";

export type TabItem<T extends string> = { value: T; label: ReactNode };

export function tabId(idPrefix: string, value: string): string {
	return `${idPrefix}-tab-${value}`;
}

export function tabPanelId(idPrefix: string, value: string): string {
	return `${idPrefix}-panel-${value}`;
}

type TabListProps<T extends string> = {
	/** The accessible name of the tab list. */
	label: string;
	/** Prefix of the tab and panel ids; unique on the page. */
	idPrefix: string;
	items: ReadonlyArray<TabItem<T>>;
	value: T;
	onChange: (value: T) => void;
	className?: string;
};

const NEXT_INDEX: Record<string, (index: number, count: number) => number> = {
	ArrowRight: (index, count) => (index + 1) % count,
	ArrowDown: (index, count) => (index + 1) % count,
	ArrowLeft: (index, count) => (index - 1 + count) % count,
	ArrowUp: (index, count) => (index - 1 + count) % count,
	Home: () => 0,
	End: (_index, count) => count - 1,
};

/**
 * Tabs as the ARIA pattern has them: one tab stop for the whole list (the selected tab),
 * arrow keys, Home and End move between tabs and select them.
 */
export function TabList<T extends string>({
	label,
	idPrefix,
	items,
	value,
	onChange,
	className,
}: TabListProps<T>) {
	const tabs = useRef(new Map<T, HTMLButtonElement>());

	function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
		const next = NEXT_INDEX[event.key];
		if (!next) return;
		const item = items[next(index, items.length)];
		if (!item) return;
		event.preventDefault();
		onChange(item.value);
		tabs.current.get(item.value)?.focus();
	}

	return (
		<div
			role="tablist"
			aria-label={label}
			className={cn("flex gap-1 overflow-x-auto rounded-lg bg-cream-200/70 p-1", className)}
		>
			{items.map((item, index) => {
				const selected = item.value === value;
				return (
					<button
						key={item.value}
						ref={(node) => {
							if (node) tabs.current.set(item.value, node);
							else tabs.current.delete(item.value);
						}}
						type="button"
						role="tab"
						id={tabId(idPrefix, item.value)}
						aria-selected={selected}
						aria-controls={selected ? tabPanelId(idPrefix, item.value) : undefined}
						tabIndex={selected ? 0 : -1}
						onClick={() => onChange(item.value)}
						onKeyDown={(event) => handleKeyDown(event, index)}
						className={cn(
							"min-h-10 flex-1 rounded-md px-3 py-2 text-sm leading-tight font-medium whitespace-nowrap transition-colors",
							selected
								? "bg-cream-50 text-ink-950 shadow-sm ring-1 ring-ink-900/5"
								: "text-ink-600 hover:bg-cream-50/50 hover:text-ink-900",
						)}
					>
						{item.label}
					</button>
				);
			})}
		</div>
	);
}

type TabPanelProps = { idPrefix: string; value: string; children: ReactNode; className?: string };

/** The content of the selected tab, named by its tab. */
export function TabPanel({ idPrefix, value, children, className }: TabPanelProps) {
	return (
		<div
			role="tabpanel"
			id={tabPanelId(idPrefix, value)}
			aria-labelledby={tabId(idPrefix, value)}
			className={className}
		>
			{children}
		</div>
	);
}
