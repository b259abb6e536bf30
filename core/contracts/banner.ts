import { z } from "zod";

/** The active site banner; content is admin HTML and must be sanitised before display. */
export const SiteBanner = z.object({ id: z.uuid(), content: z.string() });
export const BannerResponse = z.object({ banner: SiteBanner.nullable() });
export type BannerResponse = z.infer<typeof BannerResponse>;
