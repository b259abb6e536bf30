import { z } from "zod";
import { LIFE_STATUSES } from "../clearance";
import { FaceBox } from "../face-box";
import { PHOTO_STATUSES } from "../photo-status";
import { GENDER_OPTIONS } from "../search-options";
import { pagedList, pageQuery } from "./paging";

/**
 * Faces and people for admins (issue 9): face boxes drawn on photos, each given to a person, and
 * person records known to be one person linked as aliases, so a photo's "similar people" finds
 * every photo of them (get_aliased_person_ids).
 */

export const PEOPLE_TEXT = {
	personNotFound: "Person not found",
	faceNotFound: "Face not found",
	photoNotFound: "Photo not found",
	aliasNotFound: "These two people are not linked",
	sameAlias: "Choose two different people",
	alreadyLinked: "These people are already known as the same person",
	onePerson: "Choose an existing person or name a new one, not both",
	nameBlank: "Give the person a name",
	nameTooLong: "At most 120 characters",
	age: "An age is a whole number from 0 to 120",
	gender: `One of ${GENDER_OPTIONS.join(", ")}`,
	ethnicityTooLong: "At most 40 characters",
	changeOne: "Change at least one field",
	birthYear: "A year of birth from 1800 to 2100, or none",
	lifeStatus: `One of ${LIFE_STATUSES.join(", ")}`,
} as const;

export const PERSON_NAME_MAX = 120;
export const FACE_AGE_LIMIT = 120;

const personName = z
	.string(PEOPLE_TEXT.nameBlank)
	.trim()
	.min(1, PEOPLE_TEXT.nameBlank)
	.max(PERSON_NAME_MAX, PEOPLE_TEXT.nameTooLong);

// ------------------------------------------------------------------ persons

/** Another record of the same person (an alias, directly linked or through others). */
export const PersonRef = z.object({ id: z.uuid(), name: z.string().nullable() });
export type PersonRef = z.infer<typeof PersonRef>;

export const AdminPerson = z.object({
	id: z.uuid(),
	/** Null for a person tagged before anyone knew their name. */
	name: z.string().nullable(),
	face_count: z.number().int().nonnegative(),
	/** Photos showing this record (its aliases' photos not included). */
	photo_count: z.number().int().nonnegative(),
	/** Every other record known to be this person, A to Z. */
	aliases: z.array(PersonRef),
	/** The thumbnail of the newest photo with this person, to recognise them by. */
	thumbnail_url: z.string().nullable(),
	/** What the clearance ledger needs of them (issue 26): who may sign their release. */
	life_status: z.enum(LIFE_STATUSES),
	birth_year: z.number().int().nullable(),
	created_at: z.string(),
});
export type AdminPerson = z.infer<typeof AdminPerson>;

export const PERSONS_PAGE_SIZE = 25;

/** GET /api/admin/persons: people whose name holds the words typed (or one id), A to Z, unnamed last. */
export const AdminPersonListQuery = z.object({
	q: z.string().trim().max(200).optional(),
	...pageQuery(PERSONS_PAGE_SIZE, 100),
});
export type AdminPersonListQuery = z.input<typeof AdminPersonListQuery>;

export const AdminPersonListResponse = pagedList("persons", AdminPerson);
export type AdminPersonListResponse = z.infer<typeof AdminPersonListResponse>;

export const AdminPersonResponse = z.object({ person: AdminPerson });
export type AdminPersonResponse = z.infer<typeof AdminPersonResponse>;

/** POST /api/admin/persons and PATCH /api/admin/persons/:id: the person's name. */
export const PersonSave = z.object({ name: personName }).strict();
export type PersonSave = z.input<typeof PersonSave>;

/**
 * PATCH /api/admin/persons/:id: the name, and what the clearance ledger needs (life status, year
 * of birth); the photos showing the person are judged again.
 */
export const PersonUpdate = z
	.object({
		name: personName,
		life_status: z.enum(LIFE_STATUSES, PEOPLE_TEXT.lifeStatus),
		birth_year: z
			.number(PEOPLE_TEXT.birthYear)
			.int(PEOPLE_TEXT.birthYear)
			.min(1800, PEOPLE_TEXT.birthYear)
			.max(2100, PEOPLE_TEXT.birthYear)
			.nullable(),
	})
	.partial()
	.strict()
	.refine((update) => Object.keys(update).length > 0, { message: PEOPLE_TEXT.changeOne });
export type PersonUpdate = z.input<typeof PersonUpdate>;

// ------------------------------------------------------------------ aliases

/**
 * POST /api/admin/person-aliases: the two records are one person. 400 for the same id twice,
 * 404 when either is unknown, 409 when they are already linked (directly or through others).
 */
export const PersonAliasCreate = z
	.object({ person_id: z.uuid("Choose a person"), alias_person_id: z.uuid("Choose a person") })
	.strict()
	.refine((pair) => pair.person_id !== pair.alias_person_id, {
		message: PEOPLE_TEXT.sameAlias,
		path: ["alias_person_id"],
	});
export type PersonAliasCreate = z.infer<typeof PersonAliasCreate>;

export const PersonAliasParams = z.object({
	personId: z.uuid("must be a uuid"),
	aliasId: z.uuid("must be a uuid"),
});

export const PersonAlias = z.object({
	person_id: z.uuid(),
	alias_person_id: z.uuid(),
	created_at: z.string(),
});
export type PersonAlias = z.infer<typeof PersonAlias>;

export const PersonAliasResponse = z.object({ alias: PersonAlias });

/** A person known under several records: the records (A to Z) and the links that join them. */
export const AliasGroup = z.object({
	persons: z.array(
		z.object({
			id: z.uuid(),
			name: z.string().nullable(),
			face_count: z.number().int().nonnegative(),
		}),
	),
	links: z.array(PersonAlias),
});
export type AliasGroup = z.infer<typeof AliasGroup>;

/** GET /api/admin/person-aliases: every group, the newest link's group first. */
export const AliasGroupsResponse = z.object({ groups: z.array(AliasGroup) });
export type AliasGroupsResponse = z.infer<typeof AliasGroupsResponse>;

// ------------------------------------------------------------------ photos to tag

export const FACE_PHOTO_NEEDS = ["faces", "all"] as const;
export type FacePhotoNeeds = (typeof FACE_PHOTO_NEEDS)[number];
export const FACE_PHOTOS_PAGE_SIZE = 24;

/**
 * GET /api/admin/faces/photos: photos to tag, newest first. `needs=faces` (the default) keeps
 * those flagged missing_faces or with fewer faces than their people count.
 */
export const FacePhotoListQuery = z.object({
	q: z.string().trim().max(200).optional(),
	needs: z.enum(FACE_PHOTO_NEEDS).default("faces"),
	...pageQuery(FACE_PHOTOS_PAGE_SIZE, 100),
});
export type FacePhotoListQuery = z.input<typeof FacePhotoListQuery>;

export const FacePhotoRow = z.object({
	id: z.uuid(),
	photoid: z.number().int(),
	title: z.string(),
	thumbnail_url: z.string().nullable(),
	photo_status: z.enum(PHOTO_STATUSES),
	people_count: z.number().int().nullable(),
	face_count: z.number().int().nonnegative(),
	missing_faces: z.boolean(),
});
export type FacePhotoRow = z.infer<typeof FacePhotoRow>;

export const FacePhotoListResponse = pagedList("photos", FacePhotoRow);
export type FacePhotoListResponse = z.infer<typeof FacePhotoListResponse>;

// ------------------------------------------------------------------ faces

export const AdminFace = z.object({
	id: z.uuid(),
	/** Null for a face recorded without a box (imported before boxes were drawn). */
	box: z.tuple([z.number(), z.number(), z.number(), z.number()]).nullable(),
	person: PersonRef.extend({ aliases: z.array(PersonRef) }).nullable(),
	gender: z.string().nullable(),
	age: z.number().int().nullable(),
	ethnicity: z.string().nullable(),
	/** False for a face nobody could recognise (back of a head, too small, blurred): it needs no release. */
	identifiable: z.boolean(),
	created_at: z.string(),
});
export type AdminFace = z.infer<typeof AdminFace>;

/** GET /api/admin/photos/:id/faces: the photo as the editor draws on it, and its faces, oldest first. */
export const PhotoFacesResponse = z.object({
	photo: FacePhotoRow.extend({
		preview_url: z.string().nullable(),
		width: z.number().int().nullable(),
		height: z.number().int().nullable(),
	}),
	faces: z.array(AdminFace),
});
export type PhotoFacesResponse = z.infer<typeof PhotoFacesResponse>;

export const AdminFaceResponse = z.object({ face: AdminFace });
export type AdminFaceResponse = z.infer<typeof AdminFaceResponse>;

const faceFields = {
	box: FaceBox,
	/** An existing person; null for nobody known. */
	person_id: z.uuid("Choose a person from the list").nullable(),
	/** A person made for this face. */
	new_person_name: personName,
	gender: z.enum(GENDER_OPTIONS, PEOPLE_TEXT.gender).nullable(),
	age: z
		.number(PEOPLE_TEXT.age)
		.int(PEOPLE_TEXT.age)
		.min(0, PEOPLE_TEXT.age)
		.max(FACE_AGE_LIMIT, PEOPLE_TEXT.age)
		.nullable(),
	/** Free text; the editor suggests the values the catalogue already uses. */
	ethnicity: z
		.string()
		.trim()
		.max(40, PEOPLE_TEXT.ethnicityTooLong)
		.nullable()
		.transform((value) => (value ? value : null)),
	identifiable: z.boolean(),
};

const onePerson = (face: { person_id?: string | null; new_person_name?: string }) =>
	!(face.person_id && face.new_person_name !== undefined);

/** POST /api/admin/photos/:id/faces: a box, and optionally its person (existing or new) and attributes. */
export const FaceCreate = z
	.object({
		box: faceFields.box,
		person_id: faceFields.person_id.optional(),
		new_person_name: faceFields.new_person_name.optional(),
		gender: faceFields.gender.optional(),
		age: faceFields.age.optional(),
		ethnicity: faceFields.ethnicity.optional(),
		/** A face drawn as not identifiable from the start (the family's editor marks it so). */
		identifiable: faceFields.identifiable.optional(),
	})
	.strict()
	.refine(onePerson, { message: PEOPLE_TEXT.onePerson, path: ["new_person_name"] });
export type FaceCreate = z.input<typeof FaceCreate>;

/** PATCH /api/admin/faces/:id: any of the fields; `new_person_name` gives the face a new person. */
export const FaceUpdate = z
	.object(faceFields)
	.partial()
	.strict()
	.refine((update) => Object.keys(update).length > 0, { message: PEOPLE_TEXT.changeOne })
	.refine(onePerson, { message: PEOPLE_TEXT.onePerson, path: ["new_person_name"] });
export type FaceUpdate = z.input<typeof FaceUpdate>;

export const FaceIdParams = z.object({ id: z.uuid("not a face id") });
