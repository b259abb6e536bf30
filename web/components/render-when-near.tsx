import { type ReactNode, useEffect, useRef, useState } from "react";

const canObserve = () => typeof window !== "undefined" && typeof window.IntersectionObserver === "function";

/**
 * Renders `children` once their place comes within `margin` of the viewport, `placeholder` until
 * then: a long list below the fold costs nothing while the page loads (no long task before the
 * visitor can act). Without IntersectionObserver it renders at once.
 */
export function RenderWhenNear({
	children,
	placeholder,
	margin = "400px",
}: {
	children: ReactNode;
	/** Holds the place (its height keeps the page from jumping when the content comes). */
	placeholder: ReactNode;
	margin?: string;
}) {
	const [near, setNear] = useState(() => !canObserve());
	const holder = useRef<HTMLDivElement>(null);
	useEffect(() => {
		const element = holder.current;
		if (near || !element) return;
		const observer = new IntersectionObserver(
			(entries) => {
				if (entries.some((entry) => entry.isIntersecting)) setNear(true);
			},
			{ rootMargin: margin },
		);
		observer.observe(element);
		return () => observer.disconnect();
	}, [near, margin]);
	return near ? children : <div ref={holder}>{placeholder}</div>;
}
