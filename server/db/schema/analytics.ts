import { SEARCH_METHODS } from "@core/search-query";
import { CLICK_ENTITY_TYPES, CLICK_EVENT_TYPES } from "@core/tracking";
import { sql } from "drizzle-orm";
import {
	bigserial,
	boolean,
	check,
	date,
	index,
	integer,
	jsonb,
	pgTable,
	primaryKey,
	text,
	timestamp,
	uniqueIndex,
	uuid,
} from "drizzle-orm/pg-core";
import { createdAt, oneOf, updatedAt } from "./columns";
import { users } from "./users";

export const click_events = pgTable(
	"click_events",
	{
		id: bigserial("id", { mode: "number" }).primaryKey(),
		event_type: text("event_type").notNull(),
		entity_id: text("entity_id").notNull(),
		entity_type: text("entity_type").notNull(),
		taxonomy_type: text("taxonomy_type"),
		user_id: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
		session_id: text("session_id"),
		user_agent: text("user_agent"),
		referrer: text("referrer"),
		metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
		processed: boolean("processed").notNull().default(false),
		created_at: createdAt(),
		/**
		 * Who popularity counts the event for (issue 24): 'u:' and the member's id, or 'a:' and a keyed
		 * hash of a guest's network address (never the address itself). Null on older events.
		 */
		visitor: text("visitor"),
	},
	(t) => [
		index("click_events_unprocessed_idx").on(t.entity_type, t.entity_id).where(sql`not ${t.processed}`),
		/** The aggregator's queue: unprocessed events in arrival order. */
		index("click_events_queue_idx").on(t.id).where(sql`not ${t.processed}`),
		index("click_events_created_idx").on(t.created_at),
		check("click_events_type_check", oneOf(t.event_type, CLICK_EVENT_TYPES)),
		check("click_events_entity_check", oneOf(t.entity_type, CLICK_ENTITY_TYPES)),
	],
);

export const click_analytics = pgTable(
	"click_analytics",
	{
		id: bigserial("id", { mode: "number" }).primaryKey(),
		entity_type: text("entity_type").notNull(),
		entity_id: text("entity_id").notNull(),
		/** '' when the entity has no taxonomy type, so the natural key stays unique. */
		taxonomy_type: text("taxonomy_type").notNull().default(""),
		total_clicks: integer("total_clicks").notNull().default(0),
		unique_users: integer("unique_users").notNull().default(0),
		unique_sessions: integer("unique_sessions").notNull().default(0),
		last_clicked_at: timestamp("last_clicked_at", { withTimezone: true }),
		updated_at: updatedAt(),
		/** Distinct visitors (click_events.visitor): what popularity ranks by (issue 24). */
		unique_visitors: integer("unique_visitors").notNull().default(0),
	},
	(t) => [
		uniqueIndex("click_analytics_entity_idx").on(t.entity_type, t.entity_id, t.taxonomy_type),
		index("click_analytics_visitors_idx").on(t.entity_type, t.unique_visitors.desc()),
	],
);

/**
 * Who has clicked an entity: one row per (entity, user) and (entity, session), so the aggregator
 * counts unique users and sessions exactly, batch after batch, without rescanning old events.
 */
export const click_visitors = pgTable(
	"click_visitors",
	{
		entity_type: text("entity_type").notNull(),
		entity_id: text("entity_id").notNull(),
		taxonomy_type: text("taxonomy_type").notNull().default(""),
		/** 'user' (a user id), 'session' (a tracking session id) or 'visitor' (click_events.visitor). */
		kind: text("kind").notNull(),
		visitor: text("visitor").notNull(),
	},
	(t) => [
		primaryKey({ columns: [t.entity_type, t.entity_id, t.taxonomy_type, t.kind, t.visitor] }),
		check("click_visitors_kind_check", sql`${t.kind} in ('user', 'session', 'visitor')`),
	],
);

/** Clicks per entity and UTC day, written by the aggregator with click_analytics: date-range analytics. */
export const click_daily = pgTable(
	"click_daily",
	{
		day: date("day", { mode: "string" }).notNull(),
		entity_type: text("entity_type").notNull(),
		entity_id: text("entity_id").notNull(),
		taxonomy_type: text("taxonomy_type").notNull().default(""),
		clicks: integer("clicks").notNull().default(0),
	},
	(t) => [
		primaryKey({ columns: [t.day, t.entity_type, t.entity_id, t.taxonomy_type] }),
		index("click_daily_entity_idx").on(t.entity_type, t.entity_id, t.taxonomy_type),
	],
);

export const search_analytics = pgTable(
	"search_analytics",
	{
		id: bigserial("id", { mode: "number" }).primaryKey(),
		search_term: text("search_term").notNull(),
		user_id: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
		session_id: text("session_id"),
		result_count: integer("result_count").notNull().default(0),
		search_method: text("search_method").notNull(),
		synonym_expanded: boolean("synonym_expanded").notNull().default(false),
		expanded_terms: text("expanded_terms").array(),
		/** Kept for the spec's row shape; we never store visitors' addresses. */
		ip_address: text("ip_address"),
		user_agent: text("user_agent"),
		created_at: createdAt(),
	},
	(t) => [
		index("search_analytics_term_idx").on(t.search_term),
		index("search_analytics_created_idx").on(t.created_at),
		/** Duplicate suppression: the same session's same term in the last 30 s. */
		index("search_analytics_session_term_idx").on(t.session_id, t.search_term, t.created_at),
		check("search_analytics_method_check", oneOf(t.search_method, SEARCH_METHODS)),
		check("search_analytics_no_ip_check", sql`${t.ip_address} is null`),
	],
);
