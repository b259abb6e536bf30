import { CircleAlert, CircleCheck, LoaderCircle } from "lucide-react";

/** Where a face's last change stands, with the server's per-field messages when it was refused. */
export type FaceSaveState =
	| { status: "saving" }
	| { status: "saved" }
	| { status: "error"; message: string; fields: Record<string, string> };

/** 'Saving…', 'Saved' or why not, for one face (the admin's and the family's face cards). */
export function FaceSaveStatus({ state }: { state: FaceSaveState | undefined }) {
	return (
		<p role="status" className="min-h-5 text-sm">
			{state?.status === "saving" && (
				<span className="flex items-center gap-1.5 text-ink-600">
					<LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
					Saving…
				</span>
			)}
			{state?.status === "saved" && (
				<span className="flex items-center gap-1.5 text-emerald-800">
					<CircleCheck aria-hidden="true" className="size-4" />
					Saved
				</span>
			)}
			{state?.status === "error" && (
				<span className="flex items-center gap-1.5 text-accent-700">
					<CircleAlert aria-hidden="true" className="size-4" />
					Not saved: {state.message}
				</span>
			)}
		</p>
	);
}
