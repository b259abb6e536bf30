import { inputClasses } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { cn } from "@/lib/cn";

export type FilterOption = { value: string; label: string };

/** A labelled select of a list's filters; the value "" is the option for no filter. */
export function SelectFilter({
	id,
	label,
	value,
	options,
	onChange,
	className,
}: {
	id: string;
	label: string;
	value: string;
	options: readonly FilterOption[];
	onChange: (value: string) => void;
	/** The select's width, such as 'sm:w-44'. */
	className?: string;
}) {
	return (
		<div>
			<label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-800">
				{label}
			</label>
			<Select
				id={id}
				value={value}
				onChange={(event) => onChange(event.target.value)}
				className={cn(inputClasses, className)}
			>
				{options.map((option) => (
					<option key={option.value} value={option.value}>
						{option.label}
					</option>
				))}
			</Select>
		</div>
	);
}
