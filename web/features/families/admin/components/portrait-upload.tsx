import { ImageUploadForm } from "@/components/image-upload-form";
import { useRemoveFamilyPortrait, useUploadFamilyPortrait } from "../api/family-mutations";
import { PORTRAIT_ACCEPT, PORTRAIT_HINT, portraitProblem } from "../lib/portrait-file";
import { FamilyPortrait } from "./family-portrait";

/** Ours: the spec has no texts for portrait uploads. */
export const PORTRAIT_TEXT = {
	uploaded: "Portrait uploaded",
	uploadFailed: "Could not upload the portrait",
	removed: "Portrait removed",
	removeFailed: "Could not remove the portrait",
	chooseFirst: "Choose an image first.",
} as const;

/** Choose, check, preview and upload a family's portrait, or remove it. */
export function PortraitUpload({
	familyId,
	portraitUrl,
	name,
}: {
	familyId: string;
	portraitUrl: string | null;
	name: string;
}) {
	const upload = useUploadFamilyPortrait(familyId);
	const remove = useRemoveFamilyPortrait(familyId);
	return (
		<ImageUploadForm
			formLabel="Portrait"
			inputId="family-portrait-file"
			fileLabel="Portrait file"
			accept={PORTRAIT_ACCEPT}
			hint={PORTRAIT_HINT}
			problemOf={portraitProblem}
			text={PORTRAIT_TEXT}
			upload={upload}
			remove={remove}
			hasImage={portraitUrl !== null}
			uploadLabel="Upload portrait"
			removeLabel="Remove portrait"
			confirmTitle="Remove this family's portrait?"
			confirmDescription="The storefront shows without a portrait until a new one is uploaded."
			subject="a family portrait"
			current={<FamilyPortrait src={portraitUrl} name={name} className="size-20" />}
			preview={{
				alt: "Preview of the chosen portrait",
				className: "size-20 rounded-full border border-accent-600/40 object-cover",
			}}
		/>
	);
}
