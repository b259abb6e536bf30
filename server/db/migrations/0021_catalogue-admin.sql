ALTER TABLE "photos" ADD COLUMN "original_filename" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "portrait_url" text;--> statement-breakpoint
CREATE INDEX "photos_original_filename_idx" ON "photos" USING btree (lower("original_filename"));--> statement-breakpoint
CREATE INDEX "photos_created_idx" ON "photos" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "photos_status_created_idx" ON "photos" USING btree ("photo_status","created_at" DESC NULLS LAST);