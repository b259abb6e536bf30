import type { ContactMessageCreate, ContactMessageReceived } from "@core/contracts/contact";
import { useMutation } from "@tanstack/react-query";
import { apiFetch, type Reply } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";

export type ContactRequest = {
	message: ContactMessageCreate;
	/** The captcha header, empty when captcha is off. */
	headers: Record<string, string>;
};

/** Sends the team a message; the answer says it is stored (the team's mail may follow later). */
export function sendContactMessage({ message, headers }: ContactRequest): Promise<ContactMessageReceived> {
	return apiFetch<Reply<typeof ContactMessageReceived>>(apiPaths.contact, {
		method: "POST",
		headers,
		body: message,
	});
}

export function useSendContactMessage() {
	return useMutation({ mutationFn: sendContactMessage });
}
