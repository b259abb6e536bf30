CREATE TABLE "mail_pace" (
	"email" text NOT NULL,
	"kind" text NOT NULL,
	"paced_until" timestamp with time zone NOT NULL,
	CONSTRAINT "mail_pace_email_kind_pk" PRIMARY KEY("email","kind"),
	CONSTRAINT "mail_pace_kind_check" CHECK ("mail_pace"."kind" in ('sign-in-link', 'no-account-note', 'reset-link'))
);
--> statement-breakpoint
CREATE TABLE "password_failures" (
	"email" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "mail_pace_until_idx" ON "mail_pace" USING btree ("paced_until");--> statement-breakpoint
CREATE INDEX "password_failures_last_idx" ON "password_failures" USING btree ("last_failure_at");