CREATE TABLE "photo_near_duplicates" (
	"photo_id" uuid NOT NULL,
	"other_id" uuid NOT NULL,
	"distance" smallint NOT NULL,
	"found_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photo_near_duplicates_photo_id_other_id_pk" PRIMARY KEY("photo_id","other_id"),
	CONSTRAINT "photo_near_duplicates_distance_check" CHECK ("photo_near_duplicates"."distance" between 0 and 64),
	CONSTRAINT "photo_near_duplicates_self_check" CHECK ("photo_near_duplicates"."photo_id" <> "photo_near_duplicates"."other_id")
);
--> statement-breakpoint
ALTER TABLE "photo_near_duplicates" ADD CONSTRAINT "photo_near_duplicates_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_near_duplicates" ADD CONSTRAINT "photo_near_duplicates_other_id_photos_id_fk" FOREIGN KEY ("other_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_near_duplicates_other_idx" ON "photo_near_duplicates" USING btree ("other_id");--> statement-breakpoint
CREATE INDEX "photos_phash_band0_idx" ON "photos" USING btree ((("phash" >> 0) & 65535));--> statement-breakpoint
CREATE INDEX "photos_phash_band1_idx" ON "photos" USING btree ((("phash" >> 16) & 65535));--> statement-breakpoint
CREATE INDEX "photos_phash_band2_idx" ON "photos" USING btree ((("phash" >> 32) & 65535));--> statement-breakpoint
CREATE INDEX "photos_phash_band3_idx" ON "photos" USING btree ((("phash" >> 48) & 65535));