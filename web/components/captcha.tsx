import { CAPTCHA_HEADER } from "@core/contracts/auth";
import type { AltchaWidgetElement } from "altcha/types/generic";
import type {} from "altcha/types/react";
import { RefreshCw, ShieldCheck } from "lucide-react";
import {
	type CSSProperties,
	type Ref,
	useCallback,
	useEffect,
	useImperativeHandle,
	useRef,
	useState,
} from "react";
import { Button } from "@/components/ui/button";
import { FieldError, fieldIds } from "@/components/ui/field";
import { Skeleton } from "@/components/ui/skeleton";
import { apiPaths } from "@/lib/paths";

/** The captcha the server asks for (GET /api/auth-options); undefined while that is loading. */
export type CaptchaMode = "altcha" | "off";

/** Spec section 9: the captcha retries every 8000 ms, and waits at most 30000 ms for a token. */
export const CAPTCHA_RETRY_MS = 8000;
export const CAPTCHA_TIMEOUT_MS = 30_000;

export type CaptchaHandle = { reset: () => void };

type AltchaState = "unverified" | "verifying" | "verified" | "expired" | "error" | "code";
type StateChangeDetail = { state: AltchaState; payload: string | null };

/** Our palette for the widget (its CSS custom properties). */
const WIDGET_STYLE = {
	"--altcha-max-width": "100%",
	"--altcha-border-radius": "0.375rem",
	"--altcha-border-color": "rgb(31 26 23 / 0.2)",
	"--altcha-color-base": "#ffffff",
	"--altcha-color-base-content": "#1f1a17",
	"--altcha-color-primary": "#a8452d",
	"--altcha-color-primary-content": "#fdfaf3",
	"--altcha-color-error": "#8a3824",
} as CSSProperties;

/** What the widget may not take as an attribute: the spec's timeout. */
const WIDGET_CONFIGURATION = JSON.stringify({ timeout: CAPTCHA_TIMEOUT_MS });

/** A fresh challenge, solved at once: a token is good for one request, so the next one is ready. */
function restart(widget: AltchaWidgetElement): void {
	// The methods exist once the widget has mounted; before that there is nothing to restart.
	if (typeof widget.reset !== "function" || typeof widget.verify !== "function") return;
	widget.reset();
	widget.verify().catch((cause: unknown) => console.warn("The captcha could not restart", cause));
}

type CaptchaProps = {
	id: string;
	mode: CaptchaMode | undefined;
	/** A solved payload, or null when there is none (not yet, expired, failed, reset). */
	onTokenChange: (token: string | null) => void;
	/** A message beside the widget, such as 'Please complete the CAPTCHA verification.' */
	error?: string | null;
	ref?: Ref<CaptchaHandle>;
};

/**
 * The self-hosted proof-of-work check (ALTCHA) of every auth form. The widget's code loads
 * only when a form shows it; it fetches its challenge from the server, solves it at once (a
 * fraction of a second, while the user types) and hands the payload up. After each use or a
 * failure it starts over. Nothing renders when captcha is off.
 */
export function Captcha({ id, mode, onTokenChange, error, ref }: CaptchaProps) {
	const widgetRef = useRef<AltchaWidgetElement>(null);
	const [script, setScript] = useState<"loading" | "ready" | "failed">("loading");
	const [attempt, setAttempt] = useState(0);

	// biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger
	useEffect(() => {
		if (mode !== "altcha") return;
		let cancelled = false;
		setScript("loading");
		import("altcha")
			.then(() => {
				if (!cancelled) setScript("ready");
			})
			.catch((cause: unknown) => {
				console.warn("The captcha widget could not load", cause);
				if (!cancelled) setScript("failed");
			});
		return () => {
			cancelled = true;
		};
	}, [mode, attempt]);

	// Listening from the moment the element exists, so no early state change is missed.
	const attachWidget = useCallback(
		(node: HTMLElement | null) => {
			const widget = node as AltchaWidgetElement | null;
			widgetRef.current = widget;
			if (!widget) return;
			let retry: number | undefined;
			const onStateChange = (event: Event) => {
				const { state, payload } = (event as CustomEvent<StateChangeDetail>).detail;
				onTokenChange(state === "verified" && payload ? payload : null);
				window.clearTimeout(retry);
				if (state === "error") {
					// A failed challenge fetch or solve is tried again on its own.
					retry = window.setTimeout(() => restart(widget), CAPTCHA_RETRY_MS);
				}
			};
			widget.addEventListener("statechange", onStateChange);
			return () => {
				widget.removeEventListener("statechange", onStateChange);
				window.clearTimeout(retry);
				widgetRef.current = null;
			};
		},
		[onTokenChange],
	);

	useImperativeHandle(
		ref,
		() => ({
			reset: () => {
				onTokenChange(null);
				if (widgetRef.current) restart(widgetRef.current);
			},
		}),
		[onTokenChange],
	);

	if (mode === "off") return null;
	const ids = fieldIds(id);

	return (
		// Focusable from script only: a form sends users here when the verification is missing.
		<fieldset
			id={id}
			tabIndex={-1}
			aria-describedby={error ? ids.error : undefined}
			className="focus:outline-none"
		>
			<legend className="sr-only">Verification</legend>
			{mode === undefined || script === "loading" ? (
				<div role="status" className="flex items-center gap-2 text-sm text-ink-500">
					<Skeleton className="h-[58px] w-full rounded-md" />
					<span className="sr-only">Loading the verification…</span>
				</div>
			) : null}
			{script === "failed" ? (
				<div className="flex flex-wrap items-center gap-3 rounded-md border border-dashed border-ink-900/20 px-3 py-3 text-sm text-ink-700">
					<ShieldCheck aria-hidden="true" className="size-5 text-ink-400" />
					<span className="flex-1">The verification could not load.</span>
					<Button size="sm" variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
						<RefreshCw aria-hidden="true" className="size-4" />
						Try again
					</Button>
				</div>
			) : null}
			{mode === "altcha" && script === "ready" ? (
				<altcha-widget
					ref={attachWidget}
					challenge={apiPaths.captchaChallenge}
					auto="onload"
					configuration={WIDGET_CONFIGURATION}
					style={WIDGET_STYLE}
				/>
			) : null}
			{error ? <FieldError id={ids.error}>{error}</FieldError> : null}
		</fieldset>
	);
}

/**
 * A form's captcha state: the token, whether the form may be sent (a token, or captcha off),
 * the header to send it in, and a reset. A token is good for one request: reset after each.
 */
export function useCaptcha(mode: CaptchaMode | undefined) {
	const [token, setToken] = useState<string | null>(null);
	const handle = useRef<CaptchaHandle>(null);
	const ready = mode === "off" || (mode === "altcha" && token !== null);
	const headers: Record<string, string> = mode === "altcha" && token ? { [CAPTCHA_HEADER]: token } : {};
	const reset = useCallback(() => {
		setToken(null);
		handle.current?.reset();
	}, []);
	return { token, ready, headers, reset, widget: { mode, onTokenChange: setToken, ref: handle } };
}
