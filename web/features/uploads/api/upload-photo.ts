import { type FamilyUploadedPhoto, FamilyUploadResponse, familyUploadPaths } from "@core/contracts/uploads";
import { ApiError, BAD_RESPONSE_CODE } from "@/lib/api-client";
import { sendFile } from "@/lib/send-file";

function familyUploadUrl(filename: string): string {
	return `${familyUploadPaths.uploads}?${new URLSearchParams({ filename })}`;
}

/** One original to the family's uploads: the draft photo it became, still processing. */
export async function uploadPhoto({
	file,
	onProgress,
	signal,
}: {
	file: File;
	onProgress: (share: number) => void;
	signal?: AbortSignal;
}): Promise<FamilyUploadedPhoto> {
	const body = await sendFile({ url: familyUploadUrl(file.name), file, onProgress, signal });
	const answer = FamilyUploadResponse.safeParse(body);
	if (!answer.success)
		throw new ApiError(201, BAD_RESPONSE_CODE, "The server sent an answer we did not expect.");
	return answer.data.photo;
}
