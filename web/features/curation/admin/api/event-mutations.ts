import { adminApiPaths } from "@core/admin-api-paths";
import type {
	AdminEvent,
	AdminEventResponse,
	EventCreate,
	EventMergeResponse,
	EventPhotosResponse,
	EventUpdate,
} from "@core/contracts/curation";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch, type Reply } from "@/lib/api-client";
import { adminEventKeys } from "./event-keys";

export async function createEvent(input: EventCreate): Promise<AdminEvent> {
	const { event } = await apiFetch<Reply<typeof AdminEventResponse>>(adminApiPaths.adminEvents, {
		method: "POST",
		body: input,
	});
	return event;
}

/** Only the fields that changed are sent. */
export async function updateEvent(id: string, update: EventUpdate): Promise<AdminEvent> {
	const { event } = await apiFetch<Reply<typeof AdminEventResponse>>(adminApiPaths.adminEvent(id), {
		method: "PATCH",
		body: update,
	});
	return event;
}

export function deleteEvent(id: string): Promise<void> {
	return apiFetch<void>(adminApiPaths.adminEvent(id), { method: "DELETE" });
}

export function mergeEvent(id: string, into: string): Promise<EventMergeResponse> {
	return apiFetch<Reply<typeof EventMergeResponse>>(adminApiPaths.adminEventMerge(id), {
		method: "POST",
		body: { into },
	});
}

export function attachEventPhotos(id: string, photoIds: string[]): Promise<EventPhotosResponse> {
	return apiFetch<Reply<typeof EventPhotosResponse>>(adminApiPaths.adminEventPhotos(id), {
		method: "POST",
		body: { photo_ids: photoIds },
	});
}

export function detachEventPhotos(id: string, photoIds: string[]): Promise<EventPhotosResponse> {
	return apiFetch<Reply<typeof EventPhotosResponse>>(adminApiPaths.adminEventPhotos(id), {
		method: "DELETE",
		body: { photo_ids: photoIds },
	});
}

/** The list and the open event read again: names and counts show in both. */
function useRefreshEvents() {
	const queryClient = useQueryClient();
	return () => queryClient.invalidateQueries({ queryKey: adminEventKeys.all });
}

export function useCreateEvent() {
	const refresh = useRefreshEvents();
	return useMutation({ mutationFn: createEvent, onSuccess: refresh });
}

export function useUpdateEvent(id: string) {
	const refresh = useRefreshEvents();
	return useMutation({ mutationFn: (update: EventUpdate) => updateEvent(id, update), onSuccess: refresh });
}

export function useDeleteEvent(id: string) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: () => deleteEvent(id),
		onSuccess: () => {
			// The gone event's page must not be asked for again.
			queryClient.removeQueries({ queryKey: adminEventKeys.details(id) });
			return queryClient.invalidateQueries({ queryKey: adminEventKeys.lists() });
		},
	});
}

export function useMergeEvent(id: string) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (into: string) => mergeEvent(id, into),
		onSuccess: () => {
			queryClient.removeQueries({ queryKey: adminEventKeys.details(id) });
			return queryClient.invalidateQueries({ queryKey: adminEventKeys.all });
		},
	});
}

export function useAttachEventPhotos(id: string) {
	const refresh = useRefreshEvents();
	return useMutation({
		mutationFn: (photoIds: string[]) => attachEventPhotos(id, photoIds),
		onSuccess: refresh,
	});
}

export function useDetachEventPhotos(id: string) {
	const refresh = useRefreshEvents();
	return useMutation({
		mutationFn: (photoIds: string[]) => detachEventPhotos(id, photoIds),
		onSuccess: refresh,
	});
}
