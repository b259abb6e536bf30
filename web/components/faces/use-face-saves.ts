import { useMutation } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { ApiError } from "@/lib/api-client";
import { errorText } from "@/lib/error-text";
import type { FaceSaveState } from "./face-save-status";

/**
 * Saves changes to the faces of one photo, each face's state kept apart (several faces may be
 * saving at once). A face changed again before an earlier save answers keeps the newer one: an
 * older answer is not written over it. `save` sends a change; `onSaved` takes the answer in.
 */
export function useFaceSaves<Update, Answer>({
	save,
	onSaved,
}: {
	save: (id: string, update: Update) => Promise<Answer>;
	onSaved: (id: string, answer: Answer) => void;
}) {
	const [states, setStates] = useState<Record<string, FaceSaveState>>({});
	const latest = useRef(new Map<string, number>());
	const setState = (id: string, state: FaceSaveState) =>
		setStates((current) => ({ ...current, [id]: state }));

	const mutation = useMutation({
		mutationFn: ({ id, update }: { id: string; update: Update; seq: number }) => save(id, update),
		onMutate: ({ id }) => setState(id, { status: "saving" }),
		onSuccess: (answer, { id, seq }) => {
			if (latest.current.get(id) !== seq) return;
			onSaved(id, answer);
			setState(id, { status: "saved" });
		},
		onError: (error, { id, seq }) => {
			if (latest.current.get(id) !== seq) return;
			setState(id, {
				status: "error",
				message: errorText(error, "The server did not answer. Please try again."),
				fields: error instanceof ApiError && error.fields ? error.fields : {},
			});
		},
	});

	return {
		stateOf: (id: string): FaceSaveState | undefined => states[id],
		save(id: string, update: Update) {
			const seq = (latest.current.get(id) ?? 0) + 1;
			latest.current.set(id, seq);
			mutation.mutate({ id, update, seq });
		},
		/** A problem found before sending: shown like the server's. */
		reject(id: string, fields: Record<string, string>) {
			setState(id, { status: "error", message: "Check the highlighted field", fields });
		},
	};
}
