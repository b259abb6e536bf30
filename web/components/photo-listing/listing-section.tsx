import { LISTING_CLASS } from "@core/listing-grid";
import type { ReactNode } from "react";

/** The page frame every photo listing shares: centred, padded, as wide as the grid wants. */
export function ListingSection({ children }: { children: ReactNode }) {
	return <section className={LISTING_CLASS.section}>{children}</section>;
}
