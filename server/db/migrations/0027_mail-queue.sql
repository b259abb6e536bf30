CREATE TABLE "mail_queue" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"reply_to_name" text,
	"reply_to_address" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"contact_message_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_queue_status_check" CHECK ("mail_queue"."status" in ('pending', 'sent', 'failed')),
	CONSTRAINT "mail_queue_kind_check" CHECK ("mail_queue"."kind" in ('sign_in_link', 'password_reset', 'account_migration', 'welcome', 'no_account', 'contact', 'order_placed', 'order_paid', 'order_cancelled', 'order_refunded'))
);
--> statement-breakpoint
ALTER TABLE "mail_queue" ADD CONSTRAINT "mail_queue_contact_message_id_contact_messages_id_fk" FOREIGN KEY ("contact_message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_queue_due_idx" ON "mail_queue" USING btree ("next_attempt_at") WHERE "mail_queue"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "mail_queue_undelivered_idx" ON "mail_queue" USING btree ("created_at" DESC NULLS LAST) WHERE "mail_queue"."status" = 'failed' or ("mail_queue"."status" = 'pending' and "mail_queue"."attempts" > 0);--> statement-breakpoint
CREATE INDEX "mail_queue_sent_idx" ON "mail_queue" USING btree ("sent_at") WHERE "mail_queue"."status" = 'sent';--> statement-breakpoint
CREATE UNIQUE INDEX "mail_queue_contact_message_idx" ON "mail_queue" USING btree ("contact_message_id");