import { Search } from "lucide-react";
import { inputClasses } from "@/components/ui/field";
import { cn } from "@/lib/cn";

/** A labelled search box with a magnifier inside it: the filter of an admin list. */
export function SearchInput({
	id,
	label,
	value,
	onChange,
	placeholder,
	maxLength,
	className,
}: {
	id: string;
	label: string;
	value: string;
	onChange: (value: string) => void;
	placeholder?: string;
	maxLength?: number;
	/** The wrapper's width, such as 'w-full sm:max-w-sm'. */
	className?: string;
}) {
	return (
		<div className={className}>
			<label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-800">
				{label}
			</label>
			<div className="relative">
				<Search
					aria-hidden="true"
					className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-400"
				/>
				<input
					id={id}
					type="search"
					value={value}
					maxLength={maxLength}
					onChange={(event) => onChange(event.target.value)}
					placeholder={placeholder}
					className={cn(inputClasses, "pl-9")}
				/>
			</div>
		</div>
	);
}
