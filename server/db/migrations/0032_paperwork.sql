CREATE TABLE "order_riders" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"document_key" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"status" text DEFAULT 'pending_review' NOT NULL,
	"reason" text,
	"uploaded_by" uuid,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "order_riders_status_check" CHECK ("order_riders"."status" in ('pending_review', 'accepted', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "scene_note" text;--> statement-breakpoint
ALTER TABLE "order_riders" ADD CONSTRAINT "order_riders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_riders" ADD CONSTRAINT "order_riders_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_riders" ADD CONSTRAINT "order_riders_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_riders_pending_idx" ON "order_riders" USING btree ("uploaded_at") WHERE "order_riders"."status" = 'pending_review';--> statement-breakpoint
CREATE INDEX "orders_project_idx" ON "orders" USING btree ("project_id");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_scene_note_check" CHECK (char_length("order_items"."scene_note") <= 200);