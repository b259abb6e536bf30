import { UserRound } from "lucide-react";
import { FramedImage, type FramedImageProps } from "@/components/framed-image";

/**
 * A family's portrait, or a person icon; a portrait that fails to load gives way to the icon.
 * `name` is "" when the name is beside it already.
 */
export function FamilyPortrait({ src, name, className }: FramedImageProps) {
	return (
		<FramedImage
			src={src}
			alt={name ? `Portrait of ${name}` : ""}
			icon={UserRound}
			frameClassName="rounded-full border border-ink-900/10 bg-cream-100"
			imageClassName="object-cover"
			className={className}
		/>
	);
}
