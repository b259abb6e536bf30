import type { AdminStudioLogo } from "@core/contracts/site";
import { ImageOff } from "lucide-react";
import { ImageUploadForm, LOGO_UPLOAD_TEXT } from "@/components/image-upload-form";
import { cn } from "@/lib/cn";
import { useRemoveStudioLogoImage, useUploadStudioLogoImage } from "../api/studio-logos";
import { studioLogoFile } from "../lib/logo-file";

/** The logo as the home page's dark strip shows it, so an admin sees whether it reads there. */
export function StudioLogoPreview({ logo, className }: { logo: AdminStudioLogo; className?: string }) {
	return (
		<div
			className={cn(
				"on-dark flex h-16 w-44 shrink-0 items-center justify-center rounded-md bg-ink-900 px-3",
				className,
			)}
		>
			{logo.logo_url ? (
				<img
					src={logo.logo_url}
					alt={`${logo.name} logo`}
					className="h-11 w-auto max-w-[150px] object-contain opacity-75 grayscale"
				/>
			) : (
				<span className="flex items-center gap-1.5 text-xs text-cream-200">
					<ImageOff aria-hidden="true" className="size-4" />
					No logo yet
				</span>
			)}
		</div>
	);
}

/** Choose, check (type and size, before sending) and upload a studio's logo, or remove it. */
export function StudioLogoImage({ logo }: { logo: AdminStudioLogo }) {
	const upload = useUploadStudioLogoImage(logo.id);
	const remove = useRemoveStudioLogoImage(logo.id);
	return (
		<ImageUploadForm
			formLabel="Studio logo"
			inputId="studio-logo-file"
			fileLabel="Logo file"
			accept={studioLogoFile.accept}
			hint={`PNG, JPEG or WebP, up to ${studioLogoFile.maxMb} MB. A light logo on a transparent background reads best on the dark strip. It replaces the current logo.`}
			problemOf={studioLogoFile.problemOf}
			text={LOGO_UPLOAD_TEXT}
			upload={upload}
			remove={remove}
			hasImage={logo.logo_url !== null}
			uploadLabel="Upload logo"
			removeLabel="Remove logo"
			confirmTitle="Remove this studio's logo?"
			confirmDescription="The studio stays in the list but leaves the home page until a new logo is uploaded."
			subject="a studio logo"
			current={<StudioLogoPreview logo={logo} />}
			preview={{
				alt: "The chosen logo",
				className: "h-11 w-auto max-w-[150px] rounded bg-ink-900 object-contain p-1",
			}}
		/>
	);
}
