/**
 * Every text of the sign-in screens and the navigation guard, word for word from the product
 * spec (sections 2 "Auth", 4, 5 and 8). The web shows them and the server answers with them,
 * so each lives here once.
 */

import { MAIL_PACE } from "./auth-limits";
import { UNEXPECTED_ERROR_SHORT } from "./unexpected-error";

/** The /auth tabs and their `mode` query values (spec section 4, Auth tab). */
export const AUTH_MODES = ["magic-link", "password", "signup", "forgot-password"] as const;
export type AuthMode = (typeof AUTH_MODES)[number];

/**
 * The tab a `mode` query value opens. Entry links use mode=login (the default sign-in tab)
 * and mode=signup; anything unknown opens the default, the magic-link tab.
 */
export function authModeFromQuery(value: string | null | undefined): AuthMode {
	if (value === "login") return "magic-link";
	return (AUTH_MODES as readonly string[]).includes(value ?? "") ? (value as AuthMode) : "magic-link";
}

export const AUTH_TEXT = {
	signInDescription: "Skip the password. We'll email you handy one-time login link.",
	signUpDescription: "From Polaroid to production — get started now",
	resetDescription: "Enter your email to receive a reset link",
	noAccount: "Don't have an account?",
	haveAccount: "Already have an account?",
	forgotPassword: "Forgot password?",
	forgotYourPassword: "Forgot your password?",
	backToLogin: "back to login",
	checkEmail: "Check your email!",
	createAnotherAccount: "Create Another Account",
	migrationRequired: "Account Migration Required",
	/** Under the 'link sent' answers: a request may be held back (core/auth-limits.ts, MAIL_PACE). */
	newestLinkWorks: `Asked more than once? We send at most one new link every ${MAIL_PACE.intervalMinutes} minutes, so use the newest email you received: its link still works.`,
} as const;

export const AUTH_MESSAGES = {
	// Section 5, validation.
	completeAllFields: "Please complete all fields and verification",
	invalidEmailOrPassword: "Invalid email or password",
	/** The server's failure text for a wrong password (section 4, Password login). */
	invalidLoginCredentials: "Invalid login credentials",
	enterEmail: "Please enter your email.",
	completeCaptcha: "Please complete the CAPTCHA verification.",
	enterEmailAddress: "Please enter your email address.",
	// Section 8, Auth toasts.
	authenticationFailed: "Authentication failed",
	unexpectedTitle: "Error",
	unexpected: "An unexpected error occurred. Please try again.",
	unexpectedShort: UNEXPECTED_ERROR_SHORT,
	resetFailed: "Reset failed",
	magicLinkFailed: "Failed to send magic link",
	resetEmailFailed: "Failed to send reset email. Please try again.",
	passwordUpdated: "Password updated successfully",
	// Section 5, profile.
	userNotAuthenticated: "User not authenticated",
} as const;

/** "30 seconds", "1 minute", "15 minutes": a wait, rounded up to whole minutes from a minute on. */
function waitText(seconds: number): string {
	const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;
	const whole = Math.max(1, Math.ceil(seconds));
	return whole < 60 ? plural(whole, "second") : plural(Math.ceil(whole / 60), "minute");
}

/** The answer to a password sign-in while the account's attempts are paused (core/auth-limits.ts). */
export function tooManyPasswordAttempts(retryAfterSeconds: number): string {
	return `Too many attempts for this account. Try again in ${waitText(retryAfterSeconds)}, or sign in with an email link.`;
}

/** Section 8, Profile toasts. */
export const PROFILE_MESSAGES = {
	updatedTitle: "Profile updated",
	updated: "Your profile has been updated successfully.",
	failedTitle: "Error updating profile",
	failed: "There was a problem updating your profile. Please try again.",
} as const;

/** Password rules (section 8 names "weak password" among session errors; the limits are ours). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_MESSAGES = {
	required: "Please enter a password.",
	tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
	tooLong: `Password must be less than ${PASSWORD_MAX_LENGTH + 1} characters`,
	mismatch: "Passwords do not match",
} as const;

/** Null when the password is acceptable, else the message to show beside the field. */
export function passwordProblem(password: string): string | null {
	if (password.length === 0) return PASSWORD_MESSAGES.required;
	if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
	if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
	return null;
}
