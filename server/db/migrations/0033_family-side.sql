CREATE TABLE "family_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"storefront_name" text NOT NULL,
	"story" text NOT NULL,
	"portrait_url" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_applications_status_check" CHECK ("family_applications"."status" in ('pending', 'approved', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "family_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"storefront_name" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_state_check" CHECK ("jobs"."state" in ('queued', 'running', 'done', 'failed')),
	CONSTRAINT "jobs_kind_check" CHECK ("jobs"."kind" in ('photo_derivatives', 'sales_digest'))
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"reference" text NOT NULL,
	"paid_on" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_amount_check" CHECK ("payouts"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "photo_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photo_id" uuid NOT NULL,
	"submission_id" uuid,
	"decision" text NOT NULL,
	"reasons" text[] DEFAULT '{}'::text[] NOT NULL,
	"note" text,
	"reviewer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photo_reviews_decision_check" CHECK ("photo_reviews"."decision" in ('approved', 'changes_requested', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "release_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"email" text NOT NULL,
	"relationship" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"release_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "release_requests_relationship_check" CHECK ("release_requests"."relationship" in ('self', 'parent_or_guardian', 'estate', 'heir'))
);
--> statement-breakpoint
CREATE TABLE "royalties" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"family_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"photo_id" uuid,
	"kind" text NOT NULL,
	"line_paid_cents" integer NOT NULL,
	"percent" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "royalties_kind_check" CHECK ("royalties"."kind" in ('sale', 'refund')),
	CONSTRAINT "royalties_sign_check" CHECK (("royalties"."kind" = 'sale' and "royalties"."amount_cents" >= 0) or ("royalties"."kind" = 'refund' and "royalties"."amount_cents" <= 0)),
	CONSTRAINT "royalties_percent_check" CHECK ("royalties"."percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_queue" DROP CONSTRAINT "mail_queue_kind_check";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "processing_state" text DEFAULT 'ready' NOT NULL;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "phash" bigint;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "submission_id" uuid;--> statement-breakpoint
ALTER TABLE "releases" ADD COLUMN "method" text DEFAULT 'paper' NOT NULL;--> statement-breakpoint
ALTER TABLE "releases" ADD COLUMN "document_sha256" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "notify_sales" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "notify_reviews" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "notify_payouts" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "storefront_closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "family_applications" ADD CONSTRAINT "family_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_applications" ADD CONSTRAINT "family_applications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_invitations" ADD CONSTRAINT "family_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_invitations" ADD CONSTRAINT "family_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_family_id_users_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_reviews" ADD CONSTRAINT "photo_reviews_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_reviews" ADD CONSTRAINT "photo_reviews_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_reviews" ADD CONSTRAINT "photo_reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_requests" ADD CONSTRAINT "release_requests_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_requests" ADD CONSTRAINT "release_requests_family_id_users_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_requests" ADD CONSTRAINT "release_requests_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "royalties" ADD CONSTRAINT "royalties_family_id_users_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "royalties" ADD CONSTRAINT "royalties_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "royalties" ADD CONSTRAINT "royalties_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "royalties" ADD CONSTRAINT "royalties_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_family_id_users_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "family_applications_pending_idx" ON "family_applications" USING btree ("user_id") WHERE "family_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "family_applications_status_idx" ON "family_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "family_invitations_token_idx" ON "family_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "family_invitations_email_idx" ON "family_invitations" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_after") WHERE "jobs"."state" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "payouts_family_idx" ON "payouts" USING btree ("family_id","paid_on");--> statement-breakpoint
CREATE INDEX "photo_reviews_photo_idx" ON "photo_reviews" USING btree ("photo_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "release_requests_token_idx" ON "release_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "release_requests_person_idx" ON "release_requests" USING btree ("person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "royalties_line_kind_idx" ON "royalties" USING btree ("order_item_id","kind");--> statement-breakpoint
CREATE INDEX "royalties_family_idx" ON "royalties" USING btree ("family_id","created_at");--> statement-breakpoint
CREATE INDEX "royalties_unnotified_idx" ON "royalties" USING btree ("family_id") WHERE "royalties"."notified_at" is null and "royalties"."kind" = 'sale';--> statement-breakpoint
CREATE INDEX "submissions_family_idx" ON "submissions" USING btree ("family_id","created_at");--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "persons_owner_idx" ON "persons" USING btree ("owner_id");--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_processing_state_check" CHECK ("photos"."processing_state" in ('ready', 'processing', 'failed'));--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_method_check" CHECK ("releases"."method" in ('paper', 'online'));--> statement-breakpoint
ALTER TABLE "mail_queue" ADD CONSTRAINT "mail_queue_kind_check" CHECK ("mail_queue"."kind" in ('sign_in_link', 'password_reset', 'account_migration', 'welcome', 'no_account', 'contact', 'order_placed', 'order_paid', 'order_cancelled', 'order_refunded', 'clearance_notice', 'family_application', 'family_invitation', 'release_request', 'photo_review', 'sales_digest', 'payout'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('user', 'family', 'admin'));--> statement-breakpoint
-- Accounts that already own photos or keep a storefront were families in all but name: they get
-- the family role, so the family routes of issue 27 serve them (admins stay admins).
UPDATE "users" SET "role" = 'family'
WHERE "role" = 'user'
  AND (EXISTS (SELECT 1 FROM "photos" p WHERE p."user_id" = "users"."id")
       OR EXISTS (SELECT 1 FROM "profiles" pr WHERE pr."id" = "users"."id" AND pr."storefront_name" IS NOT NULL));
