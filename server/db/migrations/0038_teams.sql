CREATE TABLE "company_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "company_invitations_role_check" CHECK ("company_invitations"."role" in ('owner', 'buyer', 'approver', 'member', 'accounts'))
);
--> statement-breakpoint
CREATE TABLE "company_members" (
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"notify_approval_requests" boolean DEFAULT true NOT NULL,
	"notify_approval_decisions" boolean DEFAULT true NOT NULL,
	"added_by" uuid,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_members_company_id_user_id_pk" PRIMARY KEY("company_id","user_id"),
	CONSTRAINT "company_members_role_check" CHECK ("company_members"."role" in ('owner', 'buyer', 'approver', 'member', 'accounts'))
);
--> statement-breakpoint
CREATE TABLE "production_activity" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" uuid NOT NULL,
	"actor_id" uuid,
	"kind" text NOT NULL,
	"photo_id" uuid,
	"wishlist_id" uuid,
	"order_id" uuid,
	"count" integer DEFAULT 1 NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "production_activity_kind_check" CHECK ("production_activity"."kind" in ('added', 'commented', 'sent_for_approval', 'approved', 'rejected', 'ordered', 'paid'))
);
--> statement-breakpoint
CREATE TABLE "wishlist_item_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wishlist_item_id" uuid NOT NULL,
	"user_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_item_comments_body_check" CHECK (char_length("wishlist_item_comments"."body") between 1 and 1000)
);
--> statement-breakpoint
ALTER TABLE "mail_queue" DROP CONSTRAINT "mail_queue_kind_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "production_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "episode" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "approved_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "required_refs" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "billing" jsonb;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "production_type" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "starts_on" date;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "ends_on" date;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "production_code" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "po_number" text;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD COLUMN "added_by" uuid;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD COLUMN "approval" text DEFAULT 'proposed' NOT NULL;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD COLUMN "approval_note" text;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD COLUMN "approval_by" uuid;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD COLUMN "approval_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD COLUMN "sent_for_approval_at" timestamp with time zone;--> statement-breakpoint
-- Companies become workspaces (issue 29): each creator is its company's first owner.
INSERT INTO "company_members" ("company_id", "user_id", "role", "added_at")
	SELECT "id", "created_by", 'owner', "created_at" FROM "companies";--> statement-breakpoint
-- A project naming a company its owner no longer has gets that company back, so no project
-- loses the team it was made for.
INSERT INTO "companies" ("name", "created_by")
	SELECT DISTINCT ON (p."user_id", lower(btrim(p."company"))) btrim(p."company"), p."user_id"
	FROM "projects" p
	WHERE btrim(coalesce(p."company", '')) <> ''
		AND NOT EXISTS (SELECT 1 FROM "companies" c
			WHERE c."created_by" = p."user_id" AND lower(c."name") = lower(btrim(p."company")))
	ORDER BY p."user_id", lower(btrim(p."company")), p."created_at";--> statement-breakpoint
INSERT INTO "company_members" ("company_id", "user_id", "role", "added_at")
	SELECT c."id", c."created_by", 'owner', c."created_at" FROM "companies" c
	WHERE NOT EXISTS (SELECT 1 FROM "company_members" m WHERE m."company_id" = c."id");--> statement-breakpoint
-- Each project joins its owner's company of that name, with its wishlists (they follow the project).
UPDATE "projects" p SET "company_id" = c."id"
	FROM "companies" c
	WHERE c."created_by" = p."user_id" AND lower(c."name") = lower(btrim(p."company"));--> statement-breakpoint
-- Orders placed for a production of a company become the company's, licences with them.
UPDATE "orders" o SET "company_id" = p."company_id"
	FROM "projects" p
	WHERE p."id" = o."project_id" AND p."company_id" IS NOT NULL;--> statement-breakpoint
-- Photos already on a wishlist were added by the wishlist's owner.
UPDATE "wishlist_items" wi SET "added_by" = w."user_id"
	FROM "wishlists" w WHERE w."id" = wi."wishlist_id";--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_activity" ADD CONSTRAINT "production_activity_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_activity" ADD CONSTRAINT "production_activity_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_activity" ADD CONSTRAINT "production_activity_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_activity" ADD CONSTRAINT "production_activity_wishlist_id_wishlists_id_fk" FOREIGN KEY ("wishlist_id") REFERENCES "public"."wishlists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_item_comments" ADD CONSTRAINT "wishlist_item_comments_wishlist_item_id_wishlist_items_id_fk" FOREIGN KEY ("wishlist_item_id") REFERENCES "public"."wishlist_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_item_comments" ADD CONSTRAINT "wishlist_item_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_invitations_token_idx" ON "company_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "company_invitations_company_idx" ON "company_invitations" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "company_members_user_idx" ON "company_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "production_activity_project_idx" ON "production_activity" USING btree ("project_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "wishlist_item_comments_item_idx" ON "wishlist_item_comments" USING btree ("wishlist_item_id","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_approval_by_users_id_fk" FOREIGN KEY ("approval_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_company_created_idx" ON "orders" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "projects_company_name_idx" ON "projects" USING btree ("company_id",lower("name")) WHERE "projects"."company_id" is not null;--> statement-breakpoint
ALTER TABLE "mail_queue" ADD CONSTRAINT "mail_queue_kind_check" CHECK ("mail_queue"."kind" in ('sign_in_link', 'password_reset', 'account_migration', 'welcome', 'no_account', 'contact', 'order_placed', 'order_paid', 'order_cancelled', 'order_refunded', 'clearance_notice', 'family_application', 'family_invitation', 'release_request', 'photo_review', 'sales_digest', 'payout', 'approval_request', 'approval_decision', 'company_invitation'));--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_required_refs_check" CHECK ("companies"."required_refs" <@ array['po_number', 'production_code', 'episode']::text[]);--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_production_type_check" CHECK ("projects"."production_type" in ('feature', 'series', 'commercial'));--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_dates_check" CHECK ("projects"."ends_on" is null or "projects"."starts_on" is null or "projects"."ends_on" >= "projects"."starts_on");--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_approval_check" CHECK ("wishlist_items"."approval" in ('proposed', 'approved', 'rejected'));