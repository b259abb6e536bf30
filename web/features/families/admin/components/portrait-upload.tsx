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

type PortraitMutations = {
	upload: Parameters<typeof ImageUploadForm>[0]["upload"];
	remove: Parameters<typeof ImageUploadForm>[0]["remove"];
};

/**
 * Choose, check, preview and upload a portrait, or remove it: an admin's for any family, and a
 * family's own on its Storefront tab; they differ in their endpoints and their words only.
 */
export function PortraitForm({
	upload,
	remove,
	portraitUrl,
	name,
	inputId,
	confirmTitle,
	confirmDescription,
	subject,
}: PortraitMutations & {
	portraitUrl: string | null;
	name: string;
	inputId: string;
	confirmTitle: string;
	confirmDescription: string;
	subject: string;
}) {
	return (
		<ImageUploadForm
			formLabel="Portrait"
			inputId={inputId}
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
			confirmTitle={confirmTitle}
			confirmDescription={confirmDescription}
			subject={subject}
			current={<FamilyPortrait src={portraitUrl} name={name} className="size-20" />}
			preview={{
				alt: "Preview of the chosen portrait",
				className: "size-20 rounded-full border border-accent-600/40 object-cover",
			}}
		/>
	);
}

/** An admin's upload of a family's portrait. */
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
		<PortraitForm
			upload={upload}
			remove={remove}
			portraitUrl={portraitUrl}
			name={name}
			inputId="family-portrait-file"
			confirmTitle="Remove this family's portrait?"
			confirmDescription="The storefront shows without a portrait until a new one is uploaded."
			subject="a family portrait"
		/>
	);
}
