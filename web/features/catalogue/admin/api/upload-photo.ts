import { adminApiPaths } from "@core/admin-api-paths";
import { z } from "zod";
import { ApiError, BAD_RESPONSE_CODE } from "@/lib/api-client";
import { sendFile } from "@/lib/send-file";

/** What the queue needs of the draft made from an upload (the answer carries the whole photo). */
export const UploadedPhoto = z.object({ id: z.uuid(), photoid: z.number().int(), title: z.string() });
export type UploadedPhoto = z.infer<typeof UploadedPhoto>;
const UploadAnswer = z.object({ photo: UploadedPhoto });

export function uploadUrl(family: string, filename: string): string {
	return `${adminApiPaths.adminPhotoUploads}?${new URLSearchParams({ family, filename })}`;
}

/** One original into the catalogue as a draft of `family`. */
export async function uploadPhoto({
	file,
	family,
	onProgress,
	signal,
}: {
	file: File;
	family: string;
	/** The share of the file sent, 0 to 1. */
	onProgress: (share: number) => void;
	signal?: AbortSignal;
}): Promise<UploadedPhoto> {
	const body = await sendFile({ url: uploadUrl(family, file.name), file, onProgress, signal });
	const answer = UploadAnswer.safeParse(body);
	if (!answer.success)
		throw new ApiError(201, BAD_RESPONSE_CODE, "The server sent an answer we did not expect.");
	return answer.data.photo;
}
