import { Megaphone } from "lucide-react";
import { cn } from "@/lib/cn";

/**
 * A banner's icon and sanitised HTML, as the public banner shows them and the admin previews
 * them; the caller sanitises the HTML and lays them out in a flex row on a dark ground.
 */
export function BannerContent({
	safeHtml,
	iconClassName,
	previewMarker = false,
	htmlId,
	htmlClassName,
}: {
	/** Sanitised already: `useSafeBannerHtml`. */
	safeHtml: string;
	iconClassName?: string;
	/** Marks the HTML as an admin preview, so it can be told from the live banner on the page. */
	previewMarker?: boolean;
	/** The HTML's id and extra classes (the live banner clamps it to one line on a phone). */
	htmlId?: string;
	htmlClassName?: string;
}) {
	return (
		<>
			<Megaphone
				aria-hidden="true"
				className={cn("mt-0.5 size-5 shrink-0 text-mustard-300", iconClassName)}
			/>
			<div
				id={htmlId}
				data-banner-html={previewMarker ? "" : undefined}
				className={cn(
					"min-w-0 flex-1 text-sm leading-relaxed break-words [&_a]:font-medium [&_a]:text-mustard-300 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-cream-50",
					htmlClassName,
				)}
				// biome-ignore lint/security/noDangerouslySetInnerHtml: the caller sanitised it with useSafeBannerHtml (DOMPurify)
				dangerouslySetInnerHTML={{ __html: safeHtml }}
			/>
		</>
	);
}
