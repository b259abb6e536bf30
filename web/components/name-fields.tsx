import { useState } from "react";
import { TextField } from "@/components/ui/field";

/** A first and last name as a form holds them (see `NameFields`). */
export function useNames(initial?: { firstName?: string | null; lastName?: string | null }) {
	const [firstName, setFirstName] = useState(initial?.firstName ?? "");
	const [lastName, setLastName] = useState(initial?.lastName ?? "");
	return {
		firstName,
		lastName,
		setFirstName,
		setLastName,
		clear() {
			setFirstName("");
			setLastName("");
		},
	};
}

type NameFieldsProps = {
	ids: { first_name: string; last_name: string };
	value: ReturnType<typeof useNames>;
	problems: { first_name?: string; last_name?: string };
	/** Marks 'First name' as required; 'Last name' is always optional. */
	firstNameRequired?: boolean;
};

/** 'First name' and the optional 'Last name', side by side from small screens up. */
export function NameFields({ ids, value, problems, firstNameRequired = false }: NameFieldsProps) {
	return (
		<div className="grid gap-5 sm:grid-cols-2">
			<TextField
				id={ids.first_name}
				label="First name"
				name="first_name"
				autoComplete="given-name"
				required={firstNameRequired}
				value={value.firstName}
				onChange={(event) => value.setFirstName(event.target.value)}
				error={problems.first_name}
			/>
			<TextField
				id={ids.last_name}
				label="Last name"
				name="last_name"
				autoComplete="family-name"
				optional
				value={value.lastName}
				onChange={(event) => value.setLastName(event.target.value)}
				error={problems.last_name}
			/>
		</div>
	);
}
