import { type DayRange, utcDay } from "@core/tracking";
import { useEffect, useId, useState } from "react";
import { useSearchParams } from "react-router";
import { TextField } from "@/components/ui/field";
import { cn } from "@/lib/cn";
import { RANGE_PRESETS, RANGE_TEXT, type ResolvedRange, rangeProblem, withRange } from "../lib/date-range";

type Problem = { field: "from" | "to"; message: string } | null;

function problemOf(next: DayRange, changed: "from" | "to"): Problem {
	const message = rangeProblem(next);
	if (!message) return null;
	// The pair's problems belong to the start; a missing or future day to the field changed.
	const field = message === RANGE_TEXT.order || message === RANGE_TEXT.tooLong ? "from" : changed;
	return { field, message };
}

/**
 * The range of the analytics tabs: presets (last 7, 30, 90 days) and a start and end day. A
 * usable change goes to the URL at once (the tab fetches for it); an unusable one stays in the
 * fields with its message, and the last good range stays on screen.
 */
export function DateRangePicker({ range }: { range: ResolvedRange }) {
	const id = useId();
	const [, setSearchParams] = useSearchParams();
	const [fields, setFields] = useState<DayRange>({ from: range.from, to: range.to });
	const [problem, setProblem] = useState<Problem>(null);
	const today = utcDay();

	// A range changed from outside (a preset, Back) shows in the fields.
	useEffect(() => {
		setFields({ from: range.from, to: range.to });
		setProblem(null);
	}, [range.from, range.to]);

	function change(field: "from" | "to", value: string) {
		const next = { ...fields, [field]: value };
		setFields(next);
		const found = problemOf(next, field);
		setProblem(found);
		if (!found) setSearchParams((current) => withRange(current, next));
	}

	return (
		<fieldset className="mb-6 rounded-xl border border-ink-900/10 bg-cream-50 p-3 sm:p-4">
			<legend className="sr-only">Date range (UTC days)</legend>
			<div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
				<div>
					<p aria-hidden="true" className="mb-1.5 text-sm font-medium text-ink-800">
						Date range <span className="font-normal text-ink-500">(UTC days)</span>
					</p>
					<div className="flex gap-1 rounded-lg bg-cream-200/70 p-1">
						{RANGE_PRESETS.map((preset) => {
							const pressed = range.preset === preset;
							return (
								<button
									key={preset}
									type="button"
									aria-pressed={pressed}
									onClick={() => setSearchParams((current) => withRange(current, preset))}
									className={cn(
										"min-h-9 flex-1 rounded-md px-3 text-sm font-medium whitespace-nowrap",
										pressed
											? "bg-cream-50 text-ink-950 shadow-sm ring-1 ring-ink-900/5"
											: "text-ink-600 hover:bg-cream-50/50 hover:text-ink-900",
									)}
								>
									Last {preset} days
								</button>
							);
						})}
					</div>
				</div>
				<div className="grid grid-cols-2 gap-3 sm:flex">
					<TextField
						id={`${id}-from`}
						label="From"
						type="date"
						value={fields.from}
						max={today}
						required
						error={problem?.field === "from" ? problem.message : null}
						onChange={(event) => change("from", event.target.value)}
						className="sm:w-44"
					/>
					<TextField
						id={`${id}-to`}
						label="To"
						type="date"
						value={fields.to}
						max={today}
						required
						error={problem?.field === "to" ? problem.message : null}
						onChange={(event) => change("to", event.target.value)}
						className="sm:w-44"
					/>
				</div>
			</div>
		</fieldset>
	);
}
