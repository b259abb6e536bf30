import type { TrackEvent } from "@core/contracts/analytics";
import { storedTaxonomyType, TRACKING } from "@core/tracking";
import type { Database } from "../db/client";
import { ValidationError } from "../errors";
import { insertClickEventsJson, type NewClickEvent } from "./queries/clicks";

export type IngestContext = {
	/** The signed-in user, from the session; never from the body. */
	userId: string | null;
	/** The tracking session (server/analytics/visitor.ts); never from the body. */
	sessionId: string;
	/** Who popularity counts the events for: 'u:' and the user, or 'a:' and the address's pseudonym. */
	visitor: string;
	/** The request's User-Agent header; the event's own value is used only when it is missing. */
	userAgent: string | null | undefined;
};

/** A header value cut to what click_events keeps. */
export const capUserAgent = (value: string | null | undefined): string | null =>
	value ? value.slice(0, TRACKING.maxUserAgentLength) : null;

/**
 * Stores a validated batch as unprocessed click_events in one statement. The rows travel as one
 * JSON value, so the statement text never changes with the batch size and is parsed once per
 * connection (a named prepared statement on the server, a PREPAREd one on PGlite).
 */
export async function insertClickEvents(
	database: Database,
	events: readonly TrackEvent[],
	context: IngestContext,
): Promise<number> {
	if (events.length === 0) return 0;
	const headerAgent = capUserAgent(context.userAgent);
	const rows = events.map(
		(event): NewClickEvent => ({
			event_type: event.event_type,
			entity_id: event.entity_id,
			entity_type: event.entity_type,
			taxonomy_type: storedTaxonomyType(event),
			user_id: context.userId,
			session_id: context.sessionId,
			visitor: context.visitor,
			user_agent: headerAgent ?? capUserAgent(event.user_agent),
			referrer: event.referrer ?? null,
			metadata: event.metadata ?? {},
		}),
	);
	const json = JSON.stringify(rows);
	// PostgreSQL text cannot hold a NUL character: refuse the batch rather than fail on insert.
	if (json.includes("\\u0000")) throw new ValidationError("Events cannot contain NUL characters");
	await insertClickEventsJson(database, json);
	return rows.length;
}
