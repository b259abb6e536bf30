import { type CompanyPickerMode, companyPickerStartMode, listedCompany } from "@core/company-picker";
import { COMPANY_TEXT } from "@core/contracts/companies";
import { companyNameProblem } from "@core/names";
import { ArrowLeft, Check, LoaderCircle, Plus } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useCompanies, useCreateCompany } from "@/api/companies/companies-query";
import { Button } from "@/components/ui/button";
import { describedBy, FieldError, fieldIds, inputClasses } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { Select } from "@/components/ui/select";
import { fieldProblem, saveFailureText } from "@/lib/error-text";
import { toast } from "@/lib/toast";
import { LoadingLine } from "./loading-line";

/** 'Saved!' stays this long; a found company returns to the list after the shorter wait (spec section 4). */
const SAVED_MS = 2000;
const BACK_TO_LIST_MS = 1000;
/** Company toasts last 3 s (spec section 8, "smart toasts"). */
export const SMART_TOAST_MS = 3000;

/** Spec section 4: the control that switches to typing a new company. */
export const CREATE_NEW_COMPANY = "Create new company";

type CompanyPickerProps = {
	/** The company's name; '' for none. */
	value: string;
	onChange: (name: string) => void;
	/** A message about the company from the form around it (its check, or the server's answer). */
	error?: string | null;
	/** Marks the label '(required)'. */
	required?: boolean;
	label?: string;
};

/**
 * A company of the user's, picked from the list or typed (spec section 4, Company picker). The
 * typed name is the value as it is typed, so a form around the picker may send it as it is;
 * Save finds or creates it at once.
 */
export function CompanyPicker(props: CompanyPickerProps) {
	const companies = useCompanies();
	if (companies.isPending) {
		return <LoadingLine label="Loading your companies…" />;
	}
	return (
		<CompanyPickerBody
			{...props}
			names={companies.data?.companies.map((company) => company.name) ?? []}
			loadFailed={companies.isError}
			onRetry={() => void companies.refetch()}
		/>
	);
}

function CompanyPickerBody({
	value,
	onChange,
	error,
	required = false,
	label = "Company",
	names,
	loadFailed,
	onRetry,
}: CompanyPickerProps & { names: string[]; loadFailed: boolean; onRetry: () => void }) {
	const id = useId();
	const ids = fieldIds(id);
	// Decided once, when the list has loaded: later changes of the value do not move the user.
	const [mode, setMode] = useState<CompanyPickerMode>(() => companyPickerStartMode(names, value));
	const [tried, setTried] = useState(false);
	const [serverProblem, setServerProblem] = useState<string | null>(null);
	const [saved, setSaved] = useState(false);
	const create = useCreateCompany();
	const timers = useRef<number[]>([]);
	const root = useRef<HTMLDivElement>(null);
	// Counts the switches the user asked for; focus follows each to the control that replaced theirs.
	const [switches, setSwitches] = useState(0);

	useEffect(() => {
		const pending = timers.current;
		return () => {
			for (const timer of pending) window.clearTimeout(timer);
		};
	}, []);
	useEffect(() => {
		if (switches > 0) document.getElementById(id)?.focus();
	}, [switches, id]);

	function later(ms: number, run: () => void) {
		timers.current.push(window.setTimeout(run, ms));
	}

	function switchTo(next: CompanyPickerMode, { moveFocus = true } = {}) {
		if (moveFocus) setSwitches((count) => count + 1);
		setMode(next);
		setTried(false);
		setServerProblem(null);
	}

	function save() {
		setTried(true);
		const invalid = companyNameProblem(value);
		if (invalid) {
			// Spec section 8: 'Invalid input' with the rule's message; the field says it too.
			toast.error(COMPANY_TEXT.invalidInput, { description: invalid });
			document.getElementById(id)?.focus();
			return;
		}
		create.mutate(
			{ name: value },
			{
				onSuccess: ({ company, created }) => {
					onChange(company.name);
					setServerProblem(null);
					setTried(false);
					setSaved(true);
					later(SAVED_MS, () => setSaved(false));
					toast.success(created ? COMPANY_TEXT.created : COMPANY_TEXT.found, { duration: SMART_TOAST_MS });
					// Back to the list. The focus follows when it was in the picker (the input that held it
					// goes), not when the user has moved on meanwhile.
					if (!created) {
						later(BACK_TO_LIST_MS, () => {
							const active = document.activeElement;
							const focusHere =
								!active || active === document.body || Boolean(root.current?.contains(active));
							switchTo("select", { moveFocus: focusHere });
						});
					}
				},
				onError: (failure) => {
					console.warn("Saving the company failed", failure);
					setServerProblem(fieldProblem(failure, "name", { conflict: true }));
					toast.error(COMPANY_TEXT.errorTitle, {
						description: saveFailureText(failure, "company", COMPANY_TEXT.checkFailed),
					});
				},
			},
		);
	}

	const problem = serverProblem ?? (tried ? companyNameProblem(value) : null) ?? error ?? null;
	const labelNode = (
		<label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-800">
			{label}
			{required && <span className="font-normal text-ink-500"> (required)</span>}
		</label>
	);

	if (mode === "select") {
		return (
			<div ref={root}>
				{labelNode}
				<div className="flex gap-2">
					<div className="min-w-0 flex-1">
						<Select
							id={id}
							value={listedCompany(names, value) ?? ""}
							aria-invalid={problem ? true : undefined}
							aria-describedby={describedBy(id, { error: problem })}
							onChange={(event) => onChange(event.target.value)}
							className={inputClasses}
						>
							<option value="">Choose a company</option>
							{names.map((name) => (
								<option key={name} value={name}>
									{name}
								</option>
							))}
						</Select>
					</div>
					{/* A button, not an option: arrowing through a closed list must not switch modes. */}
					<Button
						variant="secondary"
						className="h-11"
						onClick={() => {
							onChange("");
							switchTo("input");
						}}
					>
						<Plus aria-hidden="true" className="size-4" />
						{CREATE_NEW_COMPANY}
					</Button>
				</div>
				{problem && <FieldError id={ids.error}>{problem}</FieldError>}
			</div>
		);
	}

	return (
		<div ref={root}>
			{labelNode}
			<div className="flex gap-2">
				<input
					id={id}
					value={value}
					autoComplete="organization"
					aria-invalid={problem ? true : undefined}
					aria-describedby={describedBy(id, { error: problem })}
					onChange={(event) => {
						onChange(event.target.value);
						setServerProblem(null);
						setSaved(false);
					}}
					onKeyDown={(event) => {
						// Enter saves the company rather than submitting a form around the picker.
						if (event.key === "Enter") {
							event.preventDefault();
							save();
						}
					}}
					className={inputClasses}
				/>
				<Button
					variant="secondary"
					onClick={save}
					disabled={create.isPending}
					aria-busy={create.isPending || undefined}
					className="h-11 min-w-20"
				>
					{create.isPending ? (
						<LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
					) : (
						saved && <Check aria-hidden="true" className="size-4 text-emerald-700" />
					)}
					{saved ? "Saved!" : "Save"}
				</Button>
			</div>
			{problem && <FieldError id={ids.error}>{problem}</FieldError>}
			{loadFailed && (
				<Notice tone="warning" className="mt-2">
					We could not load your companies: type the name instead.{" "}
					<button type="button" onClick={onRetry} className="font-medium underline underline-offset-2">
						Try again
					</button>
				</Notice>
			)}
			{names.length > 0 && (
				<Button
					variant="ghost"
					size="sm"
					className="mt-1 -ml-3"
					onClick={() => {
						// A typed name that is not in the list cannot show there: the choice starts empty.
						if (!listedCompany(names, value)) onChange("");
						switchTo("select");
					}}
				>
					<ArrowLeft aria-hidden="true" className="size-4" />
					Back to Company List
				</Button>
			)}
		</div>
	);
}
