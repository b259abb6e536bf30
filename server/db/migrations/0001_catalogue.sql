CREATE TABLE "click_analytics" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"taxonomy_type" text DEFAULT '' NOT NULL,
	"total_clicks" integer DEFAULT 0 NOT NULL,
	"unique_users" integer DEFAULT 0 NOT NULL,
	"unique_sessions" integer DEFAULT 0 NOT NULL,
	"last_clicked_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "click_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"entity_type" text NOT NULL,
	"taxonomy_type" text,
	"user_id" uuid,
	"session_id" text,
	"user_agent" text,
	"referrer" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"processed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "click_events_type_check" CHECK ("click_events"."event_type" in ('photo_view', 'tag_click', 'taxonomy_click', 'creator_click', 'event_click')),
	CONSTRAINT "click_events_entity_check" CHECK ("click_events"."entity_type" in ('photo', 'taxonomy', 'event', 'tag'))
);
--> statement-breakpoint
CREATE TABLE "collection_photos" (
	"collection_id" uuid NOT NULL,
	"photo_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_photos_collection_id_photo_id_pk" PRIMARY KEY("collection_id","photo_id")
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"cover_photo_id" uuid,
	"is_public" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photo_id" uuid NOT NULL,
	"person_id" uuid,
	"gender" text,
	"age" integer,
	"ethnicity" text,
	"box" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faces_age_check" CHECK ("faces"."age" is null or ("faces"."age" between 0 and 120))
);
--> statement-breakpoint
CREATE TABLE "person_aliases" (
	"person_id" uuid NOT NULL,
	"alias_person_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "person_aliases_person_id_alias_person_id_pk" PRIMARY KEY("person_id","alias_person_id"),
	CONSTRAINT "person_aliases_distinct_check" CHECK ("person_aliases"."person_id" <> "person_aliases"."alias_person_id")
);
--> statement-breakpoint
CREATE TABLE "persons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photo_events" (
	"photo_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	CONSTRAINT "photo_events_photo_id_event_id_pk" PRIMARY KEY("photo_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photoid" integer GENERATED ALWAYS AS IDENTITY (sequence name "photos_photoid_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text,
	"user_id" uuid NOT NULL,
	"price_cents" integer NOT NULL,
	"thumbnail_url" text,
	"preview_url" text,
	"original_key" text,
	"width" integer,
	"height" integer,
	"file_size" bigint,
	"orientation" text,
	"people_count" integer,
	"people_composition" text,
	"photo_status" text DEFAULT 'draft' NOT NULL,
	"location_city" text,
	"location_state_province" text,
	"location_country" text,
	"decade_taken" text,
	"date_taken" date,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"ethnicities" text[] DEFAULT '{}'::text[] NOT NULL,
	"age_groups" text[] DEFAULT '{}'::text[] NOT NULL,
	"emotions" text[] DEFAULT '{}'::text[] NOT NULL,
	"image_style" text,
	"color_and_mood" text,
	"dominant_color" text,
	"featured" boolean DEFAULT false NOT NULL,
	"photoshop" boolean DEFAULT false NOT NULL,
	"info_missing" boolean DEFAULT false NOT NULL,
	"missing_faces" boolean DEFAULT false NOT NULL,
	"search_vector" "tsvector",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photos_status_check" CHECK ("photos"."photo_status" in ('draft', 'review', 'live', 'archived')),
	CONSTRAINT "photos_price_check" CHECK ("photos"."price_cents" >= 0),
	CONSTRAINT "photos_orientation_check" CHECK ("photos"."orientation" is null or "photos"."orientation" in ('horizontal', 'vertical', 'square')),
	CONSTRAINT "photos_decade_check" CHECK ("photos"."decade_taken" is null or "photos"."decade_taken" ~ '^[12][0-9]{2}0s$'),
	CONSTRAINT "photos_people_count_check" CHECK ("photos"."people_count" is null or "photos"."people_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"first_name" text,
	"last_name" text,
	"storefront_name" text,
	"storefront_bio" text,
	"location" text,
	"needs_password_setup" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_analytics" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"search_term" text NOT NULL,
	"user_id" uuid,
	"session_id" text,
	"result_count" integer DEFAULT 0 NOT NULL,
	"search_method" text NOT NULL,
	"synonym_expanded" boolean DEFAULT false NOT NULL,
	"expanded_terms" text[],
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_analytics_method_check" CHECK ("search_analytics"."search_method" in ('exact', 'fuzzy', 'partial', 'fallback')),
	CONSTRAINT "search_analytics_no_ip_check" CHECK ("search_analytics"."ip_address" is null)
);
--> statement-breakpoint
CREATE TABLE "site_banners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content" text NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "synonyms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"term" text NOT NULL,
	"synonym_of" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"is_generic" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"role" text DEFAULT 'user' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('user', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "click_events" ADD CONSTRAINT "click_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_photos" ADD CONSTRAINT "collection_photos_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_photos" ADD CONSTRAINT "collection_photos_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_cover_photo_id_photos_id_fk" FOREIGN KEY ("cover_photo_id") REFERENCES "public"."photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faces" ADD CONSTRAINT "faces_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faces" ADD CONSTRAINT "faces_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_aliases" ADD CONSTRAINT "person_aliases_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_aliases" ADD CONSTRAINT "person_aliases_alias_person_id_persons_id_fk" FOREIGN KEY ("alias_person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_events" ADD CONSTRAINT "photo_events_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_events" ADD CONSTRAINT "photo_events_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_analytics" ADD CONSTRAINT "search_analytics_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "click_analytics_entity_idx" ON "click_analytics" USING btree ("entity_type","entity_id","taxonomy_type");--> statement-breakpoint
CREATE INDEX "click_analytics_popular_idx" ON "click_analytics" USING btree ("entity_type","total_clicks" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "click_events_unprocessed_idx" ON "click_events" USING btree ("entity_type","entity_id") WHERE not "click_events"."processed";--> statement-breakpoint
CREATE INDEX "click_events_created_idx" ON "click_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "collection_photos_photo_idx" ON "collection_photos" USING btree ("photo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "events_name_lower_idx" ON "events" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "faces_photo_idx" ON "faces" USING btree ("photo_id");--> statement-breakpoint
CREATE INDEX "faces_person_idx" ON "faces" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "person_aliases_alias_idx" ON "person_aliases" USING btree ("alias_person_id");--> statement-breakpoint
CREATE INDEX "photo_events_event_idx" ON "photo_events" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "photos_photoid_idx" ON "photos" USING btree ("photoid");--> statement-breakpoint
CREATE INDEX "photos_user_idx" ON "photos" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "photos_live_created_idx" ON "photos" USING btree ("created_at" DESC NULLS LAST,"id") WHERE "photos"."photo_status" = 'live';--> statement-breakpoint
CREATE INDEX "photos_search_idx" ON "photos" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "photos_title_trgm_idx" ON "photos" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "photos_tags_idx" ON "photos" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "photos_ethnicities_idx" ON "photos" USING gin ("ethnicities");--> statement-breakpoint
CREATE INDEX "photos_age_groups_idx" ON "photos" USING gin ("age_groups");--> statement-breakpoint
CREATE INDEX "photos_emotions_idx" ON "photos" USING gin ("emotions");--> statement-breakpoint
CREATE INDEX "photos_decade_idx" ON "photos" USING btree ("decade_taken");--> statement-breakpoint
CREATE INDEX "photos_location_idx" ON "photos" USING btree ("location_country","location_state_province","location_city");--> statement-breakpoint
CREATE INDEX "profiles_storefront_trgm_idx" ON "profiles" USING gin ("storefront_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_analytics_term_idx" ON "search_analytics" USING btree ("search_term");--> statement-breakpoint
CREATE INDEX "search_analytics_created_idx" ON "search_analytics" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "site_banners_one_active_idx" ON "site_banners" USING btree ("is_active") WHERE "site_banners"."is_active";--> statement-breakpoint
CREATE UNIQUE INDEX "synonyms_pair_idx" ON "synonyms" USING btree (lower("term"),lower("synonym_of"));--> statement-breakpoint
CREATE INDEX "synonyms_synonym_of_idx" ON "synonyms" USING btree (lower("synonym_of"));--> statement-breakpoint
CREATE UNIQUE INDEX "tags_name_lower_idx" ON "tags" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "tags_name_trgm_idx" ON "tags" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));