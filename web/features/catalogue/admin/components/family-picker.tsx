import type { FamilyRef } from "@core/contracts/catalogue";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { FieldError, fieldIds } from "@/components/ui/field";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useFamilySearch } from "../api/lookups";
import { ComboInput } from "./combo-input";

export const familyName = (family: FamilyRef) => family.storefront_name ?? family.email;

/** Typing pauses this long before the families are searched. */
const SEARCH_DEBOUNCE_MS = 250;

/**
 * Choosing a family by typing part of its storefront name or email. Once chosen it shows as a
 * line with 'Change' (and 'Clear' where no family is allowed, as in a filter).
 */
export function FamilyPicker({
	id,
	label,
	value,
	onChange,
	error,
	hint,
	clearable = false,
}: {
	id: string;
	label: string;
	value: FamilyRef | null;
	onChange: (family: FamilyRef | null) => void;
	error?: string | null;
	hint?: string;
	clearable?: boolean;
}) {
	const [editing, setEditing] = useState(value === null);
	const [text, setText] = useState("");
	const [active, setActive] = useState(false);
	const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
	const search = useFamilySearch(q, editing && active);
	const focusInput = useRef(false);

	useEffect(() => {
		if (value === null) setEditing(true);
	}, [value]);

	useEffect(() => {
		if (editing && focusInput.current) {
			focusInput.current = false;
			document.getElementById(id)?.focus();
		}
	}, [editing, id]);

	if (!editing && value) {
		return (
			<fieldset>
				<legend className="mb-1.5 text-sm font-medium text-ink-800">{label}</legend>
				<div className="flex min-h-11 flex-wrap items-center gap-2 rounded-md border border-ink-900/15 bg-cream-50 px-3 py-1.5">
					<span className="min-w-0 flex-1 text-sm">
						<span className="font-medium text-ink-900">{familyName(value)}</span>
						{value.storefront_name && <span className="ml-2 break-all text-ink-500">{value.email}</span>}
					</span>
					<Button
						variant="ghost"
						size="sm"
						onClick={() => {
							focusInput.current = true;
							setText("");
							setEditing(true);
						}}
					>
						Change
					</Button>
					{clearable && (
						<Button variant="ghost" size="sm" onClick={() => onChange(null)}>
							Clear
						</Button>
					)}
				</div>
				{error && <FieldError id={fieldIds(id).error}>{error}</FieldError>}
			</fieldset>
		);
	}

	const families = search.data?.families ?? [];
	return (
		<ComboInput
			id={id}
			label={label}
			text={text}
			onTextChange={setText}
			onActiveChange={setActive}
			options={families.map((family) => ({
				value: family.id,
				label: family.storefront_name ?? family.email,
				hint: family.storefront_name ? family.email : undefined,
			}))}
			onPick={(option) => {
				const family = families.find((candidate) => candidate.id === option.value);
				if (!family) return;
				onChange({ id: family.id, storefront_name: family.storefront_name, email: family.email });
				setEditing(false);
			}}
			onOwnKey={(event) => {
				if (event.key === "Escape" && value) {
					setEditing(false);
					return true;
				}
				return false;
			}}
			placeholder="Storefront name or email"
			hint={search.isError ? "We could not search the families. Type again to retry." : hint}
			error={error}
			maxLength={200}
		/>
	);
}
