CREATE TABLE "cart_productions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"project_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photo_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photo_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"held_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"reminded_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	CONSTRAINT "photo_holds_end_reason_check" CHECK ("photo_holds"."end_reason" in ('released', 'expired', 'licensed')),
	CONSTRAINT "photo_holds_ended_check" CHECK (("photo_holds"."ended_at" is null) = ("photo_holds"."end_reason" is null)),
	CONSTRAINT "photo_holds_expiry_check" CHECK ("photo_holds"."expires_at" > "photo_holds"."created_at")
);
--> statement-breakpoint
ALTER TABLE "jobs" DROP CONSTRAINT "jobs_kind_check";--> statement-breakpoint
ALTER TABLE "mail_queue" DROP CONSTRAINT "mail_queue_kind_check";--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "exclusive_months" integer;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "upgrade_of" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "exclusive_months" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "exclusive_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "upgrade_of" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "credit_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_productions" ADD CONSTRAINT "cart_productions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_productions" ADD CONSTRAINT "cart_productions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_holds" ADD CONSTRAINT "photo_holds_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_holds" ADD CONSTRAINT "photo_holds_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_holds" ADD CONSTRAINT "photo_holds_held_by_users_id_fk" FOREIGN KEY ("held_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "photo_holds_open_idx" ON "photo_holds" USING btree ("photo_id","project_id") WHERE "photo_holds"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "photo_holds_project_open_idx" ON "photo_holds" USING btree ("project_id","expires_at") WHERE "photo_holds"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "photo_holds_photo_open_idx" ON "photo_holds" USING btree ("photo_id","expires_at") WHERE "photo_holds"."ended_at" is null;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_upgrade_of_order_items_id_fk" FOREIGN KEY ("upgrade_of") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_upgrade_of_order_items_id_fk" FOREIGN KEY ("upgrade_of") REFERENCES "public"."order_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_exclusive_idx" ON "order_items" USING btree ("photo_id","exclusive_until") WHERE "order_items"."exclusive_until" is not null;--> statement-breakpoint
CREATE INDEX "order_items_upgrade_of_idx" ON "order_items" USING btree ("upgrade_of") WHERE "order_items"."upgrade_of" is not null;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_exclusive_check" CHECK ("cart_items"."exclusive_months" is null or ("cart_items"."exclusive_months" in (6, 12) and "cart_items"."license_type" = 'hero-usage'));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_kind_check" CHECK ("jobs"."kind" in ('photo_derivatives', 'sales_digest', 'hold_reminder', 'hold_expiry'));--> statement-breakpoint
ALTER TABLE "mail_queue" ADD CONSTRAINT "mail_queue_kind_check" CHECK ("mail_queue"."kind" in ('sign_in_link', 'password_reset', 'account_migration', 'welcome', 'no_account', 'contact', 'order_placed', 'order_paid', 'order_cancelled', 'order_refunded', 'clearance_notice', 'family_application', 'family_invitation', 'release_request', 'photo_review', 'sales_digest', 'payout', 'approval_request', 'approval_decision', 'company_invitation', 'hold_expiring'));--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_exclusive_check" CHECK ("order_items"."exclusive_months" is null or ("order_items"."exclusive_months" in (6, 12) and "order_items"."license_type" = 'hero-usage'));--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_credit_check" CHECK ("order_items"."credit_cents" >= 0);