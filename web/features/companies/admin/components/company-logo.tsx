import { Building2 } from "lucide-react";
import { FramedImage, type FramedImageProps } from "@/components/framed-image";

/** A company's logo, or a building icon; a logo that fails to load is hidden (spec section 8). */
export function CompanyLogo({ src, name, className }: FramedImageProps) {
	return (
		<FramedImage
			src={src}
			alt={`${name} logo`}
			icon={Building2}
			frameClassName="rounded-md border border-ink-900/10 bg-white"
			imageClassName="object-contain"
			className={className}
		/>
	);
}
