import { TextField } from "@/components/ui/field";

type AuthEmailFieldProps = {
	id: string;
	email: string;
	onEmailChange: (email: string) => void;
	error?: string;
	/** `username` where a password follows, so password managers pair the two. */
	autoComplete?: "email" | "username";
	placeholder?: string;
};

/** The 'Email' field of the auth forms. */
export function AuthEmailField({
	id,
	email,
	onEmailChange,
	error,
	autoComplete = "email",
	placeholder,
}: AuthEmailFieldProps) {
	return (
		<TextField
			id={id}
			label="Email"
			type="email"
			name="email"
			autoComplete={autoComplete}
			inputMode="email"
			placeholder={placeholder}
			value={email}
			onChange={(event) => onEmailChange(event.target.value)}
			error={error}
		/>
	);
}
