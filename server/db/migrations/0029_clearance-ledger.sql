CREATE TABLE "ledger_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_email" text,
	"subject" text NOT NULL,
	"subject_id" text NOT NULL,
	"photo_id" uuid,
	"action" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "ledger_events_subject_check" CHECK ("ledger_events"."subject" in ('rights', 'release', 'face', 'photo'))
);
--> statement-breakpoint
CREATE TABLE "photo_rights" (
	"photo_id" uuid PRIMARY KEY NOT NULL,
	"photographer_name" text,
	"photographer_status" text DEFAULT 'unknown' NOT NULL,
	"year_taken" integer,
	"rights_holder_name" text NOT NULL,
	"basis" text NOT NULL,
	"inheritance_route" text,
	"document_key" text,
	"chain_of_title" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending_review' NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photo_rights_photographer_status_check" CHECK ("photo_rights"."photographer_status" in ('living', 'deceased', 'unknown')),
	CONSTRAINT "photo_rights_basis_check" CHECK ("photo_rights"."basis" in ('photographer', 'inheritance', 'written_assignment')),
	CONSTRAINT "photo_rights_inheritance_check" CHECK (("photo_rights"."basis" = 'inheritance') = ("photo_rights"."inheritance_route" is not null) and ("photo_rights"."inheritance_route" is null or "photo_rights"."inheritance_route" in ('will', 'intestacy'))),
	CONSTRAINT "photo_rights_status_check" CHECK ("photo_rights"."status" in ('pending_review', 'verified', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "releases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "releases_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"person_id" uuid NOT NULL,
	"signer_name" text NOT NULL,
	"relationship" text NOT NULL,
	"signed_on" date NOT NULL,
	"scope" text NOT NULL,
	"term_years" integer,
	"document_key" text NOT NULL,
	"document_type" text NOT NULL,
	"witness_name" text,
	"status" text DEFAULT 'pending_review' NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "releases_relationship_check" CHECK ("releases"."relationship" in ('self', 'parent_or_guardian', 'estate', 'heir')),
	CONSTRAINT "releases_scope_check" CHECK ("releases"."scope" in ('background', 'hero')),
	CONSTRAINT "releases_status_check" CHECK ("releases"."status" in ('pending_review', 'verified', 'rejected', 'revoked')),
	CONSTRAINT "releases_term_check" CHECK ("releases"."term_years" is null or "releases"."term_years" between 1 and 99),
	CONSTRAINT "releases_document_type_check" CHECK ("releases"."document_type" in ('application/pdf', 'image/jpeg', 'image/png'))
);
--> statement-breakpoint
ALTER TABLE "photos" ALTER COLUMN "facets" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "faces" ADD COLUMN "identifiable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "terms_version" text;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "life_status" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "birth_year" integer;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "clearance" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "photo_rights" ADD CONSTRAINT "photo_rights_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_rights" ADD CONSTRAINT "photo_rights_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_events_subject_idx" ON "ledger_events" USING btree ("subject","subject_id","at");--> statement-breakpoint
CREATE INDEX "ledger_events_photo_idx" ON "ledger_events" USING btree ("photo_id","at");--> statement-breakpoint
CREATE INDEX "photo_rights_status_idx" ON "photo_rights" USING btree ("status");--> statement-breakpoint
CREATE INDEX "releases_person_idx" ON "releases" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "releases_pending_idx" ON "releases" USING btree ("created_at") WHERE "releases"."status" = 'pending_review';--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_life_status_check" CHECK ("persons"."life_status" in ('living', 'deceased', 'unknown'));--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_birth_year_check" CHECK ("persons"."birth_year" is null or "persons"."birth_year" between 1800 and 2100);--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_clearance_check" CHECK ("photos"."clearance" in ('pending', 'background', 'hero'));--> statement-breakpoint
-- The facets column was generated from photo_facets(...); a generated column's expression cannot
-- change without rewriting the table and rebuilding its GIN indexes (minutes at a million photos,
-- under a lock). DROP EXPRESSION keeps the stored values (none of them has a clearance word yet:
-- every photo starts 'pending') and this trigger keeps the column from now on, adding 'k:hero'
-- for a photo cleared for hero use, so the search's "Cleared for hero use" filter is one more
-- word in the same GIN scan as the other filters.
CREATE FUNCTION photos_keep_facets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW.facets := photo_facets(NEW.decade_taken, NEW.orientation, NEW.ethnicities, NEW.age_groups,
		NEW.location_country, NEW.location_state_province, NEW.location_city, NEW.user_id,
		NEW.people_count, NEW.image_style, NEW.color_and_mood)
		|| CASE WHEN NEW.clearance = 'hero' THEN ARRAY['k:hero'] ELSE '{}'::text[] END;
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER photos_keep_facets BEFORE INSERT OR UPDATE OF decade_taken, orientation, ethnicities,
	age_groups, location_country, location_state_province, location_city, user_id, people_count,
	image_style, color_and_mood, clearance, facets
	ON photos FOR EACH ROW EXECUTE FUNCTION photos_keep_facets();--> statement-breakpoint
-- The ledger's history is append-only: who changed what stays, whatever happens later.
CREATE FUNCTION ledger_events_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'ledger_events is append-only' USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER ledger_events_append_only BEFORE UPDATE OR DELETE ON ledger_events
	FOR EACH ROW EXECUTE FUNCTION ledger_events_refuse_change();
