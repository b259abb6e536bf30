import { ImageUploadForm, LOGO_UPLOAD_TEXT } from "@/components/image-upload-form";
import { useRemoveCompanyLogo, useUploadCompanyLogo } from "../api/company-logo";
import { LOGO_ACCEPT, logoProblem } from "../lib/logo-file";

export const LOGO_TEXT = LOGO_UPLOAD_TEXT;

/** Choose, check (type and size, before sending) and upload a company's logo, or remove it. */
export function LogoUpload({ companyId, hasLogo }: { companyId: string; hasLogo: boolean }) {
	const upload = useUploadCompanyLogo(companyId);
	const remove = useRemoveCompanyLogo(companyId);
	return (
		<ImageUploadForm
			formLabel="Company logo"
			inputId="company-logo-file"
			fileLabel="Logo file"
			accept={LOGO_ACCEPT}
			hint="PNG, JPEG or WebP, up to 2 MB. It replaces the current logo."
			problemOf={logoProblem}
			text={LOGO_TEXT}
			upload={upload}
			remove={remove}
			hasImage={hasLogo}
			uploadLabel="Upload logo"
			removeLabel="Remove logo"
			confirmTitle="Remove this company's logo?"
			confirmDescription="The company shows without a logo until a new one is uploaded."
			subject="a company logo"
		/>
	);
}
