import { Building2 } from "lucide-react";
import { useState } from "react";
import { cn } from "@/lib/cn";

/** A company's logo, or a building icon; a logo that fails to load is hidden (spec section 8). */
export function CompanyLogo({
	src,
	name,
	className,
}: {
	src: string | null;
	name: string;
	className?: string;
}) {
	const [failedSrc, setFailedSrc] = useState<string | null>(null);
	const frame = cn(
		"flex shrink-0 items-center justify-center overflow-hidden rounded-md border border-ink-900/10 bg-white",
		className,
	);
	if (!src || failedSrc === src) {
		return (
			<span className={cn(frame, "text-ink-400")}>
				<Building2 aria-hidden="true" className="size-1/2" />
			</span>
		);
	}
	return (
		<span className={frame}>
			<img
				src={src}
				alt={`${name} logo`}
				loading="lazy"
				decoding="async"
				onError={() => setFailedSrc(src)}
				className="h-full w-full object-contain"
			/>
		</span>
	);
}
