import { describedBy, FieldError, fieldIds, inputClasses } from "@/components/ui/field";
import { Select } from "@/components/ui/select";

/** A labelled select with its optional hint and its error under it. */
export function SelectField<V extends string>({
	id,
	label,
	value,
	options,
	error,
	hint,
	onChange,
}: {
	id: string;
	label: string;
	value: V | "";
	options: ReadonlyArray<readonly [V | "", string]>;
	error: string | null;
	hint?: string;
	onChange: (value: V | "") => void;
}) {
	return (
		<div>
			<label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-800">
				{label}
			</label>
			<Select
				id={id}
				value={value}
				aria-invalid={error ? true : undefined}
				aria-describedby={describedBy(id, { hint, error })}
				onChange={(event) => onChange(event.target.value as V | "")}
				className={inputClasses}
			>
				{options.map(([option, text]) => (
					<option key={option} value={option}>
						{text}
					</option>
				))}
			</Select>
			{hint && (
				<p id={fieldIds(id).hint} className="mt-1.5 text-sm text-ink-500">
					{hint}
				</p>
			)}
			{error && <FieldError id={fieldIds(id).error}>{error}</FieldError>}
		</div>
	);
}
