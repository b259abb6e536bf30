import type { PhotoStatus } from "@core/photo-status";
import { sql } from "drizzle-orm";

/** What core's publish rules read of a photo, besides its status. */
export type PublishFacts = {
	photo_status: PhotoStatus;
	title: string;
	price_cents: number;
	thumbnail_url: string | null;
	preview_url: string | null;
	decade_taken: string | null;
};

/** The columns of PublishFacts, from photos. */
export const PUBLISH_FACT_COLUMNS = sql`photo_status, title, price_cents, thumbnail_url, preview_url, decade_taken`;
