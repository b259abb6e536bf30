-- Sign-up details are now bound to the emailed link's token; pending rows are short-lived, so the table is rebuilt.
DROP TABLE "signup_requests";--> statement-breakpoint
CREATE TABLE "signup_requests" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text,
	"agreement_type" text NOT NULL,
	"agreement_accepted" boolean NOT NULL,
	"agreement_date" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "signup_requests_expires_idx" ON "signup_requests" USING btree ("expires_at");
