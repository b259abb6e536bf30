import { LoaderCircle } from "lucide-react";
import type { ButtonHTMLAttributes } from "react";
import { cn } from "@/lib/cn";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "inverse" | "inverse-ghost";
export type ButtonSize = "sm" | "md" | "lg" | "icon";

const base =
	"inline-flex shrink-0 items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition-colors duration-150 disabled:pointer-events-none disabled:opacity-50 [&_svg]:shrink-0";

const variants: Record<ButtonVariant, string> = {
	primary: "bg-accent-600 text-cream-50 shadow-sm hover:bg-accent-700 active:bg-accent-800",
	secondary:
		"border border-ink-900/15 bg-cream-50 text-ink-900 shadow-sm hover:border-ink-900/30 hover:bg-white",
	ghost: "text-ink-800 hover:bg-ink-900/5 hover:text-ink-950",
	inverse: "bg-cream-50 text-ink-900 shadow-sm hover:bg-white",
	"inverse-ghost": "text-cream-50 hover:bg-cream-50/10",
};

const sizes: Record<ButtonSize, string> = {
	sm: "h-9 px-3 text-sm",
	md: "h-10 px-4 text-sm",
	lg: "h-12 px-6 text-base",
	icon: "size-10",
};

/** The classes of a button, for `<button>` and for links that look like buttons. */
export function buttonClasses({
	variant = "primary",
	size = "md",
	className,
}: {
	variant?: ButtonVariant;
	size?: ButtonSize;
	className?: string;
} = {}): string {
	return cn(base, variants[variant], sizes[size], className);
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize };

export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
	return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}

type SubmitButtonProps = Omit<ButtonProps, "type"> & {
	/** While true the button shows a spinner and the pending label, and cannot be pressed again. */
	pending?: boolean;
	pendingLabel?: string;
};

/** A form's submit button with its busy state. */
export function SubmitButton({
	pending = false,
	pendingLabel,
	disabled,
	children,
	...props
}: SubmitButtonProps) {
	return (
		<Button type="submit" disabled={disabled || pending} aria-busy={pending || undefined} {...props}>
			{pending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
			{pending && pendingLabel ? pendingLabel : children}
		</Button>
	);
}
