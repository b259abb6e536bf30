import type { ReactNode } from "react";

/** The page frame every photo listing shares: centred, padded, as wide as the grid wants. */
export function ListingSection({ children }: { children: ReactNode }) {
	return (
		<section className="mx-auto w-full max-w-7xl px-3 py-8 sm:px-6 sm:py-10 lg:px-8">{children}</section>
	);
}
