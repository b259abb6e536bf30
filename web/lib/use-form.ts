import { type FormEvent, useEffect, useLayoutEffect, useRef, useState } from "react";
import type { z } from "zod";
import { ApiError } from "./api-client";
import { errorText } from "./error-text";
import { FOCUSABLE } from "./focus-trap";
import { fieldOfPath, problemsByField } from "./form-checks";

/** A message per field; a field without one is fine. */
export type Problems<F extends string> = Partial<Record<F, string | null | undefined>>;

/** What the server said about a refused request: messages under fields, or one beside the form. */
export type Refusal<F extends string> = { fields: Problems<F>; other: string | null };

const NO_REFUSAL: Refusal<never> = { fields: {}, other: null };

/** The form-level text of a refusal when the form gives none of its own. */
export const FORM_FAILED = "The form could not be sent.";

/**
 * Reads a failed request for a form: a 4xx's `fields` go under the form's fields (`serverNames`
 * renames a field the API calls differently; a path under a field, such as `tags.2`, is that
 * field's); a 409 without fields (a name or an email already in use) goes under `conflictField`;
 * anything else is one message beside the form.
 */
export function refusalOf<F extends string>(
	error: unknown,
	fields: readonly F[],
	{
		conflictField,
		serverNames,
		failedText = FORM_FAILED,
	}: { conflictField?: F; serverNames?: Partial<Record<F, string>>; failedText?: string } = {},
): Refusal<F> {
	if (!error) return NO_REFUSAL;
	if (!(error instanceof ApiError)) return { fields: {}, other: failedText };
	const found: Problems<F> = {};
	const given = Object.entries(error.fields ?? {});
	const names = fields.map((field) => serverNames?.[field] ?? field);
	for (const [index, field] of fields.entries()) {
		const name = names[index] ?? field;
		// The field's own message, else the first about a path under it.
		const message = error.fields?.[name] ?? given.find(([path]) => fieldOfPath(path, names) === name)?.[1];
		if (message) found[field] = message;
	}
	if (Object.keys(found).length > 0) return { fields: found, other: null };
	if (error.status === 409 && conflictField)
		return { fields: { [conflictField]: error.message } as Problems<F>, other: null };
	return { fields: {}, other: errorText(error, failedText) };
}

/**
 * Focuses the first of these controls that is on the page, in document order (not the order
 * given), so keyboard and screen-reader users land on the first message they would read. An id
 * in `groups` names an element around the control (a picker whose control changes with its
 * state): its first control takes the focus.
 */
export function focusFirstOf(ids: ReadonlyArray<string | null>, groups: ReadonlyArray<string> = []): void {
	const controls = ids
		.map((id) => {
			const element = id ? document.getElementById(id) : null;
			return id && groups.includes(id) ? (element?.querySelector<HTMLElement>(FOCUSABLE) ?? null) : element;
		})
		.filter((control): control is HTMLElement => control !== null);
	controls.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
	controls[0]?.focus();
}

/** The fields of a problem map that have a message. */
function withMessage<F extends string>(problems: Problems<F>): F[] {
	return (Object.keys(problems) as F[]).filter((field) => problems[field]);
}

type Values = Record<string, unknown>;

export type UseFormOptions<V extends Values, F extends string, Out> = {
	/** The starting values (a function runs once). */
	initial: V | (() => V);
	/**
	 * Each field's control id. Fields held outside `values` (a captcha, a picker, an address
	 * shared with other forms) may be named here too, to show their messages and take focus;
	 * null for a field whose control takes focus by itself (a picker with its own id).
	 */
	ids: Record<F, string | null>;
	/**
	 * Fields whose id names an element around the control rather than the control (a picker that
	 * shows a select, or a button when there is nothing to choose): focus goes to its first control.
	 */
	groups?: readonly NoInfer<F>[];
	/**
	 * The check before sending: a core contract schema (its first message per field wins; an
	 * issue's path names a nested field such as `billing.name` when `ids` has it, else the field it
	 * lies under), or a function giving the messages of rules that are no schema's.
	 */
	check?: z.ZodType<Out> | ((values: V) => Problems<NoInfer<F>>);
	/**
	 * The server's last refusal, when a mutation keeps it (`mutation.error`). Without this
	 * option the form keeps what `handleSubmit`'s action throws.
	 */
	error?: unknown;
	conflictField?: NoInfer<F>;
	serverNames?: Partial<Record<NoInfer<F>, string>>;
	/** The form-level message of a refusal no field explains, when the server gives no words. */
	failedText?: string;
	/** Runs on every edit (a form may reset its mutation, clearing an old refusal). */
	onEdit?: (field: NoInfer<F>) => void;
	/**
	 * After the first attempt to send, check again on every edit, so a message follows the value
	 * as it is typed (the default: a message goes on edit and comes back on the next attempt).
	 */
	recheck?: boolean;
};

/**
 * One form's state over a core contract: its values, the problems found before sending (by the
 * schema, or by `extra` checks such as a captcha), the server's per-field messages after, one
 * message beside the form for a refusal no field explains, and focus on the first problem.
 *
 * A message from the browser goes when its field is edited; one from the server stays under its
 * field until that field is edited, and a new refusal shows all of its messages again.
 */
export function useForm<V extends Values, F extends string = Extract<keyof V, string>, Out = V>(
	options: UseFormOptions<V, F, Out>,
) {
	const { ids, groups, check, conflictField, serverNames, failedText, onEdit, recheck = false } = options;
	const [values, setValues] = useState<V>(options.initial);
	const [problems, setProblems] = useState<Problems<F>>({});
	const [kept, setKept] = useState<unknown>(null);
	const [edited, setEdited] = useState<ReadonlySet<F>>(new Set());
	const [submitting, setSubmitting] = useState(false);
	const [tried, setTried] = useState(false);
	const [focusRequest, setFocusRequest] = useState<{ fields: F[] } | null>(null);
	const fields = Object.keys(ids) as F[];
	const error = "error" in options ? options.error : kept;
	const refusal = refusalOf(error, fields, { conflictField, serverNames, failedText });
	const mounted = useRef(true);
	const now = useRef({ ids, groups });
	now.current = { ids, groups };

	useEffect(() => {
		mounted.current = true;
		return () => {
			mounted.current = false;
		};
	}, []);

	// After the messages have rendered, so the focused control already names its message.
	useLayoutEffect(() => {
		if (!focusRequest) return;
		const { ids, groups = [] } = now.current;
		focusFirstOf(
			focusRequest.fields.map((field) => ids[field]),
			groups.map((field) => ids[field] ?? ""),
		);
	}, [focusRequest]);

	// A new refusal: show all of its messages again and focus the first.
	// biome-ignore lint/correctness/useExhaustiveDependencies: only a new error from the server refocuses.
	useEffect(() => {
		if (!error) return;
		setEdited(new Set());
		setFocusRequest({ fields: withMessage(refusalOf(error, fields, { conflictField, serverNames }).fields) });
	}, [error]);

	const live = recheck && tried ? checked(values).found : null;

	/** The message under a field: ours first, then the server's until the field is edited. */
	function problemOf(field: F): string | null {
		return problems[field] || live?.[field] || (edited.has(field) ? null : refusal.fields[field]) || null;
	}

	/** The check's messages for a draft, and the parsed values when it passes. */
	function checked(draft: unknown): { found: Problems<F>; parsed?: Out } {
		if (typeof check === "function") {
			const found = check(draft as V);
			return withMessage(found).length > 0 ? { found } : { found, parsed: draft as Out };
		}
		if (!check) return { found: {}, parsed: draft as Out };
		const result = check.safeParse(draft);
		return result.success
			? { found: {}, parsed: result.data }
			: { found: problemsByField(result.error, fields) as Problems<F> };
	}

	function set<K extends Extract<keyof V, string>>(field: K, value: V[K]): void {
		setValues((current) => ({ ...current, [field]: value }));
		touch(field as string as F);
	}

	/** Marks a field as edited (for fields whose values live outside the form's `values`). */
	function touch(field: F): void {
		setProblems((current) => (current[field] ? { ...current, [field]: undefined } : current));
		setEdited((current) => (current.has(field) ? current : new Set(current).add(field)));
		onEdit?.(field);
	}

	/** Shows these messages under their fields and focuses the first; true when there is one. */
	function show(found: Problems<F>): boolean {
		setProblems(found);
		const wrong = withMessage(found);
		if (wrong.length > 0) setFocusRequest({ fields: wrong });
		return wrong.length > 0;
	}

	/**
	 * Checks a draft (the form's values unless given) with the form's check and any `extra`
	 * messages; shows what it finds. Returns the parsed values, or null when something is wrong.
	 */
	function validate(draft: unknown = values, extra: Problems<F> = {}): Out | null {
		return attempt(draft, extra).parsed;
	}

	/** `validate`, also giving what was found (a form that sums its problems up says how many). */
	function attempt(draft: unknown, extra: Problems<F> = {}): { parsed: Out | null; found: Problems<F> } {
		setTried(true);
		// A new attempt: the last refusal's messages give way to this one's.
		setKept(null);
		const { found, parsed } = checked(draft);
		const all = { ...withoutEmpty(found), ...withoutEmpty(extra) };
		return { parsed: show(all) || parsed === undefined ? null : parsed, found: all };
	}

	/** Keeps a refusal to show (for forms that do not pass `error`). */
	function refuse(failure: unknown): void {
		setKept(failure);
	}

	/**
	 * The form's submit handler: checks the values (or the draft `prepare` builds), then runs
	 * `action` with the parsed values. What the check finds goes to `onInvalid` too (for a summary
	 * of the problems; it may name fields that are not the form's). A throw from the action is kept
	 * as the form's refusal (unless `error` is passed in) and handed to `onFailure`.
	 */
	function handleSubmit(
		action: (data: Out) => unknown,
		{
			prepare,
			extra,
			onInvalid,
			onFailure,
		}: {
			prepare?: () => unknown;
			extra?: () => Problems<F>;
			onInvalid?: (found: Problems<F>) => void;
			onFailure?: (error: unknown) => void;
		} = {},
	) {
		return async (event?: FormEvent) => {
			event?.preventDefault();
			const { parsed: data, found } = attempt(prepare ? prepare() : values, extra?.());
			if (data === null) {
				onInvalid?.(found);
				return;
			}
			setSubmitting(true);
			try {
				await action(data);
			} catch (failure) {
				if (!("error" in options)) setKept(failure);
				onFailure?.(failure);
			} finally {
				if (mounted.current) setSubmitting(false);
			}
		};
	}

	/** Props for a text input or text area bound to a string field. */
	function field<K extends Extract<keyof V, string> & F>(name: K) {
		return {
			id: ids[name] ?? name,
			value: values[name] as string,
			error: problemOf(name),
			onChange: (event: { target: { value: string } }) => set(name, event.target.value as V[K]),
		};
	}

	/** Forgets every message (a form that starts over). */
	function clear(): void {
		setTried(false);
		setProblems({});
		setKept(null);
		setEdited(new Set());
	}

	return {
		values,
		setValues,
		set,
		touch,
		field,
		problemOf,
		/** A refusal no field explains, to show beside the form; null otherwise. */
		other: refusal.other,
		refusal,
		show,
		validate,
		refuse,
		handleSubmit,
		clear,
		submitting,
	};
}

function withoutEmpty<F extends string>(problems: Problems<F>): Problems<F> {
	const kept: Problems<F> = {};
	for (const field of withMessage(problems)) kept[field] = problems[field];
	return kept;
}

export type Form<V extends Values, F extends string = Extract<keyof V, string>, Out = V> = ReturnType<
	typeof useForm<V, F, Out>
>;

/** The part of a form that a component of its fields needs (whatever the form sends). */
export type FormFields<V extends Values, F extends string = Extract<keyof V, string>> = Pick<
	Form<V, F>,
	"values" | "set" | "touch" | "field" | "problemOf"
>;
