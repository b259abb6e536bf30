import { HOLD_END_REASONS, type HoldEndReason } from "@core/licensing";
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { photos } from "./catalogue";
import { createdAt, oneOf, updatedAt } from "./columns";
import { projects } from "./productions";
import { users } from "./users";

// licensing (issue 30)

/**
 * A production's free hold on a photo while it decides (core/licensing.ts HOLD_DAYS, HOLD_LIMIT).
 * Running while ended_at is null and expires_at is ahead; other productions may then license the
 * photo for background use only. It ends when released, expired (a job, which also mails the
 * holder a day before) or when the production licenses the photo.
 */
export const photo_holds = pgTable(
	"photo_holds",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		photo_id: uuid("photo_id")
			.notNull()
			.references(() => photos.id, { onDelete: "cascade" }),
		project_id: uuid("project_id")
			.notNull()
			.references(() => projects.id, { onDelete: "cascade" }),
		/** Who placed it: the reminder goes to them. */
		held_by: uuid("held_by").references(() => users.id, { onDelete: "set null" }),
		created_at: createdAt(),
		expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
		/** When the reminder mail was queued (at most once). */
		reminded_at: timestamp("reminded_at", { withTimezone: true }),
		ended_at: timestamp("ended_at", { withTimezone: true }),
		end_reason: text("end_reason").$type<HoldEndReason>(),
	},
	(t) => [
		// One running hold of a photo per production (an expired one is ended before another is placed).
		uniqueIndex("photo_holds_open_idx").on(t.photo_id, t.project_id).where(sql`${t.ended_at} is null`),
		index("photo_holds_project_open_idx").on(t.project_id, t.expires_at).where(sql`${t.ended_at} is null`),
		index("photo_holds_photo_open_idx").on(t.photo_id, t.expires_at).where(sql`${t.ended_at} is null`),
		check("photo_holds_end_reason_check", oneOf(t.end_reason, HOLD_END_REASONS)),
		check("photo_holds_ended_check", sql`(${t.ended_at} is null) = (${t.end_reason} is null)`),
		check("photo_holds_expiry_check", sql`${t.expires_at} > ${t.created_at}`),
	],
);

/**
 * The production a user's cart is for (issue 30): its volume tier counts the photos that
 * production has licensed already. None chosen: the cart alone counts.
 */
export const cart_productions = pgTable("cart_productions", {
	user_id: uuid("user_id")
		.primaryKey()
		.references(() => users.id, { onDelete: "cascade" }),
	project_id: uuid("project_id")
		.notNull()
		.references(() => projects.id, { onDelete: "cascade" }),
	updated_at: updatedAt(),
});
