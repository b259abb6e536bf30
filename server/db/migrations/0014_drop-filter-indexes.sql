DROP INDEX "photos_live_style_idx";--> statement-breakpoint
DROP INDEX "photos_live_mood_idx";--> statement-breakpoint
DROP INDEX "photos_ethnicities_idx";--> statement-breakpoint
DROP INDEX "photos_age_groups_idx";--> statement-breakpoint
DROP INDEX "photos_decade_idx";--> statement-breakpoint
DROP INDEX "photos_location_idx";