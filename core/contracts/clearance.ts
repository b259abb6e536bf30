import { z } from "zod";
import { CLEARANCES, RELEASE_RELATIONSHIPS, RELEASE_SCOPES } from "../clearance";

/**
 * The clearance ledger's API (issue 26; rules in core/clearance.ts). Buyers see a photo's
 * clearance: each person shown by a role, never a name, with the release that clears them.
 */

/** A release as buyers and paperwork cite it: 'R-000042', who signed, when, for what use. */
export const ReleaseCitation = z.object({
	reference: z.string(),
	relationship: z.enum(RELEASE_RELATIONSHIPS),
	signed_on: z.string(),
	scope: z.enum(RELEASE_SCOPES),
});
export type ReleaseCitation = z.infer<typeof ReleaseCitation>;

/** A person shown in a photo: "Woman, 30s"; the release that clears them, or null. */
export const ClearancePerson = z.object({
	role: z.string(),
	/** False for a face nobody could recognise: it needs no release. */
	identifiable: z.boolean(),
	release: ReleaseCitation.nullable(),
});
export type ClearancePerson = z.infer<typeof ClearancePerson>;

/** GET /api/photos/:id/clearance: the photo page's Clearance section. */
export const PhotoClearanceResponse = z.object({
	photo_id: z.uuid(),
	clearance: z.enum(CLEARANCES),
	rights: z.object({
		/** Whether an admin verified who holds the copyright. */
		verified: z.boolean(),
		/** The storefront of the family that holds the rights (the photo's family). */
		holder_storefront: z.string().nullable(),
		holder_user_id: z.uuid(),
	}),
	people: z.array(ClearancePerson),
	/** What keeps the photo from hero use, in buyers' words (roles, never names); empty when cleared. */
	missing_for_hero: z.array(z.string()),
});
export type PhotoClearanceResponse = z.infer<typeof PhotoClearanceResponse>;

// ------------------------------------------------------------------ admin (review queue, ledger editing)

// The admin's imports sit here, below the public part (the owner edits above this line).
import {
	INHERITANCE_ROUTES,
	LIFE_STATUSES,
	RELEASE_STATUSES,
	RIGHTS_BASES,
	RIGHTS_STATUSES,
} from "../clearance";
import { PHOTO_STATUSES } from "../photo-status";
import { pagedList, pageQuery } from "./paging";

/** The admin's messages: refusals of the ledger's endpoints and the review queue's words. */
export const CLEARANCE_ADMIN_TEXT = {
	releaseNotFound: "Release not found",
	photoNotFound: "Photo not found",
	personNotFound: "Person not found",
	rightsNotFound: "This photo has no rights record yet",
	noDocument: "There is no document for this record",
	notPending: "Only a release waiting for review can be verified or rejected",
	notVerified: "Only a verified release can be revoked",
	reasonBlank: "Give a reason",
	reasonTooLong: "At most 500 characters",
	nameBlank: "Give a name",
	nameTooLong: "At most 200 characters",
	chainTooLong: "At most 2000 characters",
	termYears: "A term is a whole number of years from 1 to 99, or none for perpetual",
	yearTaken: "A year from 1826 to this year",
	signedOn: "A date as YYYY-MM-DD",
	signedInFuture: "A release cannot be signed in the future",
	documentMissing: "Attach the signed document",
	documentTooLarge: "The document is larger than 10 MB",
	documentWrongType: "The document must be a PDF, a JPEG or a PNG file",
	birthYear: "A year of birth from 1800 to 2100, or none",
	emptyQueue: "No releases waiting for review",
	buyerNoticeSubject: "A photo you licensed is no longer cleared",
} as const;

/** A release's or a rights record's document: at most this many bytes (PDF, JPEG or PNG). */
export const LEDGER_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const LEDGER_DOCUMENT_TYPES = ["application/pdf", "image/jpeg", "image/png"] as const;
export type LedgerDocumentType = (typeof LEDGER_DOCUMENT_TYPES)[number];
export const REASON_MAX = 500;

const name = z
	.string(CLEARANCE_ADMIN_TEXT.nameBlank)
	.trim()
	.min(1, CLEARANCE_ADMIN_TEXT.nameBlank)
	.max(200, CLEARANCE_ADMIN_TEXT.nameTooLong);
const optionalName = z
	.string()
	.trim()
	.max(200, CLEARANCE_ADMIN_TEXT.nameTooLong)
	.nullable()
	.optional()
	.transform((value) => (value ? value : null));
/** The file as base64 (a JSON body carries it); checked by its content on the server. */
const documentData = z
	.string(CLEARANCE_ADMIN_TEXT.documentMissing)
	.min(1, CLEARANCE_ADMIN_TEXT.documentMissing);

/** POST /api/admin/releases/:id/reject and /revoke: why. */
export const ReleaseReason = z
	.object({
		reason: z
			.string(CLEARANCE_ADMIN_TEXT.reasonBlank)
			.trim()
			.min(1, CLEARANCE_ADMIN_TEXT.reasonBlank)
			.max(REASON_MAX, CLEARANCE_ADMIN_TEXT.reasonTooLong),
	})
	.strict();
export type ReleaseReason = z.input<typeof ReleaseReason>;

/** POST /api/admin/releases: a signed release for a person, waiting for review, with its document. */
export const ReleaseCreate = z
	.object({
		person_id: z.uuid("Choose a person"),
		signer_name: name,
		relationship: z.enum(RELEASE_RELATIONSHIPS),
		signed_on: z.iso.date(CLEARANCE_ADMIN_TEXT.signedOn),
		scope: z.enum(RELEASE_SCOPES),
		term_years: z
			.number(CLEARANCE_ADMIN_TEXT.termYears)
			.int(CLEARANCE_ADMIN_TEXT.termYears)
			.min(1, CLEARANCE_ADMIN_TEXT.termYears)
			.max(99, CLEARANCE_ADMIN_TEXT.termYears)
			.nullable(),
		witness_name: optionalName,
		document: documentData,
	})
	.strict();
export type ReleaseCreate = z.input<typeof ReleaseCreate>;

/** A person as the ledger knows them: the admin sees the private name. */
export const LedgerPerson = z.object({
	id: z.uuid(),
	name: z.string().nullable(),
	life_status: z.enum(LIFE_STATUSES),
	birth_year: z.number().int().nullable(),
});
export type LedgerPerson = z.infer<typeof LedgerPerson>;

/** A face of the person, to compare with the document: the thumbnail and the face's box on it. */
export const LedgerFaceCrop = z.object({
	photo_id: z.uuid(),
	photoid: z.number().int(),
	thumbnail_url: z.string(),
	/** The photo's size, so that a crop keeps the face's proportions. */
	width: z.number().int().nullable(),
	height: z.number().int().nullable(),
	box: z.tuple([z.number(), z.number(), z.number(), z.number()]),
});
export type LedgerFaceCrop = z.infer<typeof LedgerFaceCrop>;

/** A release as the admin reviews it. */
export const AdminRelease = z.object({
	id: z.uuid(),
	reference: z.string(),
	person: LedgerPerson,
	signer_name: z.string(),
	relationship: z.enum(RELEASE_RELATIONSHIPS),
	signed_on: z.string(),
	scope: z.enum(RELEASE_SCOPES),
	term_years: z.number().int().nullable(),
	witness_name: z.string().nullable(),
	status: z.enum(RELEASE_STATUSES),
	reason: z.string().nullable(),
	reviewed_at: z.string().nullable(),
	created_at: z.string(),
	document_type: z.enum(LEDGER_DOCUMENT_TYPES),
	/** GET this (admins only) for the signed document. */
	document_url: z.string(),
	/** Up to 6 faces of the person (and their aliases), newest photos first. */
	faces: z.array(LedgerFaceCrop),
});
export type AdminRelease = z.infer<typeof AdminRelease>;

export const RELEASES_PAGE_SIZE = 20;

/** GET /api/admin/releases: releases in a status, oldest first (the review queue: pending_review). */
export const ReleaseQueueQuery = z.object({
	status: z.enum(RELEASE_STATUSES).default("pending_review"),
	...pageQuery(RELEASES_PAGE_SIZE, 100),
});
export type ReleaseQueueQuery = z.input<typeof ReleaseQueueQuery>;

export const ReleaseQueueResponse = pagedList("releases", AdminRelease);
export type ReleaseQueueResponse = z.infer<typeof ReleaseQueueResponse>;

export const AdminReleaseResponse = z.object({ release: AdminRelease });
export type AdminReleaseResponse = z.infer<typeof AdminReleaseResponse>;

const PhotoRef = z.object({ id: z.uuid(), photoid: z.number().int(), title: z.string() });
export type LedgerPhotoRef = z.infer<typeof PhotoRef>;

/** A buyer told that a photo they licensed is no longer cleared: one row per order and photo. */
export const BuyerNotice = z.object({
	user_id: z.uuid(),
	email: z.string(),
	order_reference: z.string(),
	photo: PhotoRef,
});
export type BuyerNotice = z.infer<typeof BuyerNotice>;

/** A review's answer: the release after it, and what it changed in the photos that show the person. */
export const ReleaseDecisionResponse = z.object({
	release: AdminRelease,
	clearances_changed: z.array(
		z.object({ photo_id: z.uuid(), from: z.enum(CLEARANCES), to: z.enum(CLEARANCES) }),
	),
	photos_taken_off_sale: z.array(PhotoRef),
	buyers_notified: z.array(BuyerNotice),
});
export type ReleaseDecisionResponse = z.infer<typeof ReleaseDecisionResponse>;

/** PUT /api/admin/photos/:id/rights: the rights record (it goes back to review when changed). */
export const RightsSave = z
	.object({
		photographer_name: optionalName,
		photographer_status: z.enum(LIFE_STATUSES),
		year_taken: z
			.number(CLEARANCE_ADMIN_TEXT.yearTaken)
			.int(CLEARANCE_ADMIN_TEXT.yearTaken)
			.min(1826, CLEARANCE_ADMIN_TEXT.yearTaken)
			.max(2100, CLEARANCE_ADMIN_TEXT.yearTaken)
			.nullable(),
		rights_holder_name: name,
		basis: z.enum(RIGHTS_BASES),
		inheritance_route: z.enum(INHERITANCE_ROUTES).nullable(),
		chain_of_title: z.string().trim().max(2000, CLEARANCE_ADMIN_TEXT.chainTooLong),
		/** A new document (base64); without it, a document already kept stays. */
		document: documentData.optional(),
	})
	.strict();
export type RightsSave = z.input<typeof RightsSave>;

export const AdminRights = z.object({
	photo_id: z.uuid(),
	photographer_name: z.string().nullable(),
	photographer_status: z.enum(LIFE_STATUSES),
	year_taken: z.number().int().nullable(),
	rights_holder_name: z.string(),
	basis: z.enum(RIGHTS_BASES),
	inheritance_route: z.enum(INHERITANCE_ROUTES).nullable(),
	chain_of_title: z.string(),
	status: z.enum(RIGHTS_STATUSES),
	reviewed_at: z.string().nullable(),
	/** GET this (admins only) for the document, or null when there is none. */
	document_url: z.string().nullable(),
	updated_at: z.string(),
});
export type AdminRights = z.infer<typeof AdminRights>;

/** The photo's clearance after a change to its ledger, with what is missing. */
export const ClearanceState = z.object({
	clearance: z.enum(CLEARANCES),
	missing_for_background: z.array(z.string()),
	missing_for_hero: z.array(z.string()),
});
export type ClearanceState = z.infer<typeof ClearanceState>;

export const AdminRightsResponse = z.object({ rights: AdminRights, photo: ClearanceState });
export type AdminRightsResponse = z.infer<typeof AdminRightsResponse>;

/** GET /api/admin/photos/:id/clearance: the admin photo page's Clearance panel. */
export const AdminPhotoClearance = ClearanceState.extend({
	photo_id: z.uuid(),
	photo_status: z.enum(PHOTO_STATUSES),
	rights: AdminRights.nullable(),
	/** Each person shown (given to a face), with every release of theirs and their aliases, newest first. */
	people: z.array(
		z.object({
			person: LedgerPerson,
			identifiable: z.boolean(),
			releases: z.array(AdminRelease.omit({ faces: true, person: true })),
		}),
	),
});
export type AdminPhotoClearance = z.infer<typeof AdminPhotoClearance>;

/** One entry of the ledger's history. */
export const LedgerEventRow = z.object({
	id: z.number().int(),
	at: z.string(),
	actor_email: z.string().nullable(),
	subject: z.string(),
	subject_id: z.string(),
	action: z.string(),
	details: z.record(z.string(), z.unknown()),
});
export type LedgerEventRow = z.infer<typeof LedgerEventRow>;

export const LEDGER_PAGE_SIZE = 50;
export const LedgerQuery = z.object(pageQuery(LEDGER_PAGE_SIZE, 200));
export type LedgerQuery = z.input<typeof LedgerQuery>;

/** GET /api/admin/photos/:id/ledger: the photo's history, newest first. */
export const LedgerHistoryResponse = pagedList("events", LedgerEventRow);
export type LedgerHistoryResponse = z.infer<typeof LedgerHistoryResponse>;

export const CLEARANCE_TODO_PAGE_SIZE = 24;

/** GET /api/admin/clearance/photos: photos not cleared for hero use, to complete. */
export const ClearanceTodoQuery = z.object({
	clearance: z.enum(["pending", "background"]).default("pending"),
	status: z.enum(PHOTO_STATUSES).default("live"),
	...pageQuery(CLEARANCE_TODO_PAGE_SIZE, 100),
});
export type ClearanceTodoQuery = z.input<typeof ClearanceTodoQuery>;

export const ClearanceTodoRow = ClearanceState.extend({
	id: z.uuid(),
	photoid: z.number().int(),
	title: z.string(),
	thumbnail_url: z.string().nullable(),
	photo_status: z.enum(PHOTO_STATUSES),
});
export type ClearanceTodoRow = z.infer<typeof ClearanceTodoRow>;

export const ClearanceTodoResponse = pagedList("photos", ClearanceTodoRow);
export type ClearanceTodoResponse = z.infer<typeof ClearanceTodoResponse>;
