import { z } from "zod";
import {
	CLEARANCES,
	LIFE_STATUSES,
	RELEASE_METHODS,
	RELEASE_RELATIONSHIPS,
	RELEASE_SCOPES,
	RELEASE_STATUSES,
} from "../clearance";
import { FaceBox } from "../face-box";
import { PHOTO_STATUSES } from "../photo-status";
import { RELEASE_STATES, RELEASES_TEXT } from "../releases";
import { AdminRights, ClearanceState, ReleaseCreate } from "./clearance";
import { pagedList, pageQuery } from "./paging";

/**
 * People and releases on the family side (issue 27, item 5; rules in core/releases.ts and
 * core/clearance.ts): faces on the family's own photos, the family's own people (their names are
 * private to the family and admins), releases signed online or by an emailed link or uploaded on
 * paper, and the family's statement of its rights to each photo.
 */

export const FAMILY_PERSON_NAME_MAX = 120;

const personName = z
	.string(RELEASES_TEXT.namePerson)
	.trim()
	.min(1, RELEASES_TEXT.namePerson)
	.max(FAMILY_PERSON_NAME_MAX, RELEASES_TEXT.personNameTooLong);
const birthYear = z
	.number(RELEASES_TEXT.birthYear)
	.int(RELEASES_TEXT.birthYear)
	.min(1800, RELEASES_TEXT.birthYear)
	.max(2100, RELEASES_TEXT.birthYear)
	.nullable();
const signerName = z
	.string(RELEASES_TEXT.nameBlank)
	.trim()
	.min(1, RELEASES_TEXT.nameBlank)
	.max(200, RELEASES_TEXT.nameTooLong);

// ------------------------------------------------------------------ the family's photos and faces

export const FAMILY_FACE_PHOTOS_PAGE_SIZE = 24;

/** GET /api/family/faces/photos: the family's photos to mark people on, newest first. */
export const FamilyFacePhotosQuery = z.object(pageQuery(FAMILY_FACE_PHOTOS_PAGE_SIZE, 100));
export type FamilyFacePhotosQuery = z.input<typeof FamilyFacePhotosQuery>;

export const FamilyFacePhoto = z.object({
	id: z.uuid(),
	photoid: z.number().int(),
	title: z.string(),
	thumbnail_url: z.string().nullable(),
	photo_status: z.enum(PHOTO_STATUSES),
	clearance: z.enum(CLEARANCES),
	face_count: z.number().int().nonnegative(),
	people_count: z.number().int().nullable(),
});
export type FamilyFacePhoto = z.infer<typeof FamilyFacePhoto>;

export const FamilyFacePhotosResponse = pagedList("photos", FamilyFacePhoto);
export type FamilyFacePhotosResponse = z.infer<typeof FamilyFacePhotosResponse>;

/** A face on a family's photo; its person is one of the family's own (another's shows no name). */
export const FamilyFace = z.object({
	id: z.uuid(),
	box: z.tuple([z.number(), z.number(), z.number(), z.number()]).nullable(),
	person: z.object({ id: z.uuid(), name: z.string().nullable() }).nullable(),
	/** False for a face nobody could recognise: it needs no release. */
	identifiable: z.boolean(),
});
export type FamilyFace = z.infer<typeof FamilyFace>;

/** GET /api/family/photos/:id/faces: the photo to draw on, its faces, and its clearance now. */
export const FamilyPhotoFacesResponse = z.object({
	photo: FamilyFacePhoto.extend({
		preview_url: z.string().nullable(),
		width: z.number().int().nullable(),
		height: z.number().int().nullable(),
	}),
	faces: z.array(FamilyFace),
	clearance: ClearanceState,
});
export type FamilyPhotoFacesResponse = z.infer<typeof FamilyPhotoFacesResponse>;

/** POST /api/family/photos/:id/faces: a box, and optionally one of the family's people. */
export const FamilyFaceCreate = z
	.object({
		box: FaceBox,
		person_id: z.uuid(RELEASES_TEXT.personNotYours).nullable().optional(),
		identifiable: z.boolean().optional(),
	})
	.strict();
export type FamilyFaceCreate = z.input<typeof FamilyFaceCreate>;

/** PATCH /api/family/faces/:id: any of the box, the person (null: nobody) and identifiable. */
export const FamilyFaceUpdate = z
	.object({
		box: FaceBox,
		person_id: z.uuid(RELEASES_TEXT.personNotYours).nullable(),
		identifiable: z.boolean(),
	})
	.partial()
	.strict()
	.refine((update) => Object.keys(update).length > 0, { message: RELEASES_TEXT.changeOne });
export type FamilyFaceUpdate = z.input<typeof FamilyFaceUpdate>;

/** A face change's answer: the face, and the photo's clearance judged again. */
export const FamilyFaceResponse = z.object({ face: FamilyFace, clearance: ClearanceState });
export type FamilyFaceResponse = z.infer<typeof FamilyFaceResponse>;

export const FamilyFaceDeleted = z.object({ clearance: ClearanceState });
export type FamilyFaceDeleted = z.infer<typeof FamilyFaceDeleted>;

// ------------------------------------------------------------------ the family's people

/** A release as the family sees it (never the document: admins read that). */
export const FamilyReleaseSummary = z.object({
	id: z.uuid(),
	reference: z.string(),
	status: z.enum(RELEASE_STATUSES),
	method: z.enum(RELEASE_METHODS),
	relationship: z.enum(RELEASE_RELATIONSHIPS),
	signer_name: z.string(),
	signed_on: z.string(),
	scope: z.enum(RELEASE_SCOPES),
	/** Why an admin rejected or revoked it. */
	reason: z.string().nullable(),
});
export type FamilyReleaseSummary = z.infer<typeof FamilyReleaseSummary>;

/** A signing link still open: to whom, for whom they sign, until when. */
export const FamilyReleaseRequest = z.object({
	id: z.uuid(),
	email: z.string(),
	relationship: z.enum(RELEASE_RELATIONSHIPS),
	expires_at: z.string(),
	created_at: z.string(),
});
export type FamilyReleaseRequest = z.infer<typeof FamilyReleaseRequest>;

export const FamilyPerson = z.object({
	id: z.uuid(),
	/** The family's private name ("Aunt Rose"); buyers see only a role. */
	name: z.string().nullable(),
	life_status: z.enum(LIFE_STATUSES),
	birth_year: z.number().int().nullable(),
	photo_count: z.number().int().nonnegative(),
	thumbnail_url: z.string().nullable(),
	/** none, requested (an open link), pending_review (a release waiting), verified. */
	release_state: z.enum(RELEASE_STATES),
	/** The newest open signing link, if any. */
	request: FamilyReleaseRequest.nullable(),
	/** Their releases, newest first. */
	releases: z.array(FamilyReleaseSummary),
	created_at: z.string(),
});
export type FamilyPerson = z.infer<typeof FamilyPerson>;

/** GET /api/family/persons: the family's people, A to Z, and the storefront the release text names. */
export const FamilyPersonsResponse = z.object({
	persons: z.array(FamilyPerson),
	storefront_name: z.string(),
});
export type FamilyPersonsResponse = z.infer<typeof FamilyPersonsResponse>;

export const FamilyPersonResponse = z.object({ person: FamilyPerson });
export type FamilyPersonResponse = z.infer<typeof FamilyPersonResponse>;

/** POST /api/family/persons: a person of the family's photos. */
export const FamilyPersonCreate = z
	.object({
		name: personName,
		life_status: z.enum(LIFE_STATUSES, RELEASES_TEXT.lifeStatus),
		birth_year: birthYear.optional(),
	})
	.strict();
export type FamilyPersonCreate = z.input<typeof FamilyPersonCreate>;

/** PATCH /api/family/persons/:id: the name, life status or year of birth. */
export const FamilyPersonUpdate = z
	.object({
		name: personName,
		life_status: z.enum(LIFE_STATUSES, RELEASES_TEXT.lifeStatus),
		birth_year: birthYear,
	})
	.partial()
	.strict()
	.refine((update) => Object.keys(update).length > 0, { message: RELEASES_TEXT.changeOne });
export type FamilyPersonUpdate = z.input<typeof FamilyPersonUpdate>;

// ------------------------------------------------------------------ releases

/** POST /api/family/persons/:id/releases/online: the family member signs for themselves. */
export const OnlineReleaseSign = z
	.object({
		signer_name: signerName,
		agree: z.literal(true, RELEASES_TEXT.agree),
	})
	.strict();
export type OnlineReleaseSign = z.input<typeof OnlineReleaseSign>;

/** The signed release's answer: its reference and the fingerprints printed on and taken of it. */
export const SignedRelease = z.object({
	id: z.uuid(),
	reference: z.string(),
	signed_at: z.string(),
	/** SHA-256 of the signed text (printed on the PDF). */
	text_sha256: z.string(),
	/** SHA-256 of the PDF as stored. */
	document_sha256: z.string(),
});
export type SignedRelease = z.infer<typeof SignedRelease>;

export const SignedReleaseResponse = z.object({ release: SignedRelease });
export type SignedReleaseResponse = z.infer<typeof SignedReleaseResponse>;

/** POST /api/family/persons/:id/releases: a scanned signed paper release, waiting for review. */
export const PaperReleaseUpload = ReleaseCreate.omit({ person_id: true });
export type PaperReleaseUpload = z.input<typeof PaperReleaseUpload>;

export const FamilyReleaseResponse = z.object({ release: FamilyReleaseSummary });
export type FamilyReleaseResponse = z.infer<typeof FamilyReleaseResponse>;

/** POST /api/family/persons/:id/release-requests: email a signing link. */
export const ReleaseRequestCreate = z
	.object({
		email: z.email(RELEASES_TEXT.emailInvalid).max(254, RELEASES_TEXT.emailInvalid),
		relationship: z.enum(RELEASE_RELATIONSHIPS),
	})
	.strict();
export type ReleaseRequestCreate = z.input<typeof ReleaseRequestCreate>;

export const ReleaseRequestResponse = z.object({ request: FamilyReleaseRequest });
export type ReleaseRequestResponse = z.infer<typeof ReleaseRequestResponse>;

// ------------------------------------------------------------------ the signer's page (public)

export const ReleaseTokenParams = z.object({
	token: z
		.string()
		.min(20)
		.max(100)
		.regex(/^[A-Za-z0-9_-]+$/, "not a signing token"),
});

/** GET /api/release-requests/:token: what the signer is asked to sign. */
export const PublicReleaseRequest = z.object({
	storefront_name: z.string(),
	person_name: z.string(),
	relationship: z.enum(RELEASE_RELATIONSHIPS),
	email: z.string(),
	title: z.string(),
	/** The release's paragraphs (core/releases.ts onlineReleaseText). */
	text: z.array(z.string()),
	/** The photos it covers, as watermarked previews. */
	photos: z.array(
		z.object({
			id: z.uuid(),
			title: z.string(),
			preview_url: z.string(),
			width: z.number().int().nullable(),
			height: z.number().int().nullable(),
		}),
	),
	expires_at: z.string(),
});
export type PublicReleaseRequest = z.infer<typeof PublicReleaseRequest>;

/** POST /api/release-requests/:token/sign. */
export const ReleaseLinkSign = OnlineReleaseSign;
export type ReleaseLinkSign = z.input<typeof ReleaseLinkSign>;

// ------------------------------------------------------------------ rights

/** The family's statement of its rights to a photo, as it reads it back (no admin links). */
export const FamilyRights = AdminRights.omit({ document_url: true }).extend({ has_document: z.boolean() });
export type FamilyRights = z.infer<typeof FamilyRights>;

/** GET and PUT /api/family/photos/:id/rights. */
export const FamilyRightsResponse = z.object({ rights: FamilyRights.nullable(), clearance: ClearanceState });
export type FamilyRightsResponse = z.infer<typeof FamilyRightsResponse>;
