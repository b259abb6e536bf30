import { randomUUID } from "node:crypto";
import { type ReleaseRelationship, releaseReference } from "@core/clearance";
import type {
	FamilyReleaseRequest,
	PublicReleaseRequest,
	ReleaseRequestCreate,
	SignedRelease,
} from "@core/contracts/releases";
import {
	ONLINE_RELEASE_SCOPE,
	ONLINE_RELEASE_TERM_YEARS,
	ONLINE_RELEASE_TITLE,
	ONLINE_RELEASE_VERSION,
	onlineReleaseText,
	RELEASE_REQUEST_DAYS,
	RELEASES_TEXT,
	requestRelationshipProblem,
	type SignedReleaseBody,
} from "@core/releases";
import type { z } from "zod";
import type { AppServices } from "../app-services";
import { newLinkToken, sha256Hex } from "../auth/link-token";
import { appendLedgerEvents, type LedgerSigner, photosShowingPerson } from "../clearance/queries/ledger";
import { isoToday, recomputeClearances } from "../clearance/service";
import type { Executor } from "../db/executor";
import { isoTime } from "../db/executor";
import { GoneError, NotFoundError, ValidationError } from "../errors";
import { releaseRequestMail } from "./mail";
import { onlineReleasePdf } from "./online-pdf";
import {
	claimRequest,
	insertOnlineRelease,
	insertReleaseRequest,
	linkRequestRelease,
	nextReleaseNumber,
	previewsOfPerson,
	requestByHash,
	requestUsed,
	storefrontOf,
	toRequest,
} from "./queries";
import { type FamilyCaller, requirePerson } from "./service";

/**
 * Releases signed online (issue 27, item 5): by the family member for themselves in their own
 * session, or by whoever the family emailed a signing link to, without an account. Either way the
 * server writes the signed PDF (the text, the typed name, the time, the email and the SHA-256 of
 * the signed text), keeps it privately, and adds the release verified, with its history event and
 * the clearance of every photo showing the person judged again, in one transaction.
 */

type Services = Pick<AppServices, "database" | "storage" | "mailer" | "config">;
type Person = {
	id: string;
	name: string | null;
	life_status: "living" | "deceased" | "unknown";
	birth_year: number | null;
};

const relationshipRefused = (problem: string) => new ValidationError(problem, { relationship: problem });

/** The person's name as the release text gives it (a person is always named by their family). */
const nameOf = (person: Person) => person.name ?? "the person shown";

type Signing = {
	person: Person;
	relationship: ReleaseRelationship;
	signer_name: string;
	signer: LedgerSigner;
	storefront_name: string;
	verified_by: SignedReleaseBody["verified_by"];
	/** The family whose member signed (their own session), or null for a link. */
	created_by: string | null;
	/** A signing link: taken in the release's transaction, refused (410) if already taken. */
	requestId?: string;
};

/** Writes the signed PDF and the verified release; judges every photo showing the person again. */
async function signRelease(services: Services, signing: Signing): Promise<SignedRelease> {
	const { database, storage } = services;
	const signedAt = new Date();
	const body: SignedReleaseBody = {
		person_name: nameOf(signing.person),
		relationship: signing.relationship,
		storefront_name: signing.storefront_name,
		signer_name: signing.signer_name,
		signer_email: signing.signer.email,
		signed_at: signedAt.toISOString(),
		verified_by: signing.verified_by,
	};
	const number = await nextReleaseNumber(database.db);
	const { pdf, text_sha256, document_sha256 } = await onlineReleasePdf(number, body);
	const id = randomUUID();
	const key = `releases/${id}.pdf`;
	await storage.putPrivate(key, pdf);
	try {
		await database.db.transaction(async (tx) => {
			if (signing.requestId && !(await claimRequest(tx, signing.requestId)))
				throw await whyGone(tx, signing.requestId);
			await insertOnlineRelease(tx, {
				id,
				number,
				person_id: signing.person.id,
				signer_name: signing.signer_name,
				relationship: signing.relationship,
				signed_on: isoToday(signedAt),
				scope: ONLINE_RELEASE_SCOPE,
				term_years: ONLINE_RELEASE_TERM_YEARS,
				document_key: key,
				document_sha256,
				created_by: signing.created_by,
			});
			if (signing.requestId) await linkRequestRelease(tx, signing.requestId, id);
			await appendLedgerEvents(tx, [
				{
					subject: "release",
					subject_id: id,
					action: "release_signed_online",
					actor: signing.signer,
					details: {
						person_id: signing.person.id,
						signer_name: signing.signer_name,
						relationship: signing.relationship,
						scope: ONLINE_RELEASE_SCOPE,
						term_years: ONLINE_RELEASE_TERM_YEARS,
						method: "online",
						status: "verified",
						verified_by: signing.verified_by,
						request_id: signing.requestId ?? null,
						text_version: ONLINE_RELEASE_VERSION,
						text_sha256,
						document_sha256,
					},
				},
			]);
			await recomputeClearances(tx, await photosShowingPerson(tx, signing.person.id), {
				actor: signing.signer,
				details: { cause: "release_verified", release_id: id },
			});
		});
	} catch (err) {
		await storage.deletePrivate(key);
		throw err;
	}
	return { id, reference: releaseReference(number), signed_at: body.signed_at, text_sha256, document_sha256 };
}

// ------------------------------------------------------------------ (a) the family member signs

/** The family member signs for themselves, in their own signed-in session. */
export async function signForSelf(
	services: Services,
	family: FamilyCaller,
	personId: string,
	signerName: string,
): Promise<SignedRelease> {
	const person = await requirePerson(services.database.db, personId, family);
	const problem = requestRelationshipProblem(person, "self", isoToday());
	if (problem) throw relationshipRefused(problem);
	return signRelease(services, {
		person,
		relationship: "self",
		signer_name: signerName,
		signer: family,
		storefront_name: (await storefrontOf(services.database.db, family.id)) ?? "The family",
		verified_by: "session",
		created_by: family.id,
	});
}

// ------------------------------------------------------------------ (b) a signing link

/** 32 random bytes, base64url: the link carries the token, the database only its SHA-256. */

/** Emails a signing link for one of the family's people to whoever signs for them. */
export async function requestRelease(
	services: Services,
	family: FamilyCaller,
	personId: string,
	input: z.output<typeof ReleaseRequestCreate>,
): Promise<FamilyReleaseRequest> {
	const { database, mailer, config } = services;
	const person = await requirePerson(database.db, personId, family);
	const problem = requestRelationshipProblem(person, input.relationship, isoToday());
	if (problem) throw relationshipRefused(problem);
	const storefront = (await storefrontOf(database.db, family.id)) ?? "A family";
	const token = newLinkToken();
	const email = input.email.trim().toLowerCase();
	const row = await database.db.transaction(async (tx) => {
		const saved = await insertReleaseRequest(tx, {
			personId,
			familyId: family.id,
			email,
			relationship: input.relationship,
			tokenHash: sha256Hex(token),
			days: RELEASE_REQUEST_DAYS,
		});
		await appendLedgerEvents(tx, [
			{
				subject: "person",
				subject_id: personId,
				action: "release_requested",
				actor: family,
				details: { request_id: saved.id, email, relationship: input.relationship },
			},
		]);
		await mailer.enqueue(
			tx,
			releaseRequestMail(
				{ to: email, storefront, person: nameOf(person), relationship: input.relationship, token },
				config.publicUrl,
			),
		);
		return saved;
	});
	mailer.wake();
	return toRequest(row);
}

/** Why a link could not be taken: another signature used it first, or it ran out meanwhile. */
async function whyGone(executor: Executor, requestId: string): Promise<GoneError> {
	const used = await requestUsed(executor, requestId);
	return new GoneError(used ? RELEASES_TEXT.requestUsed : RELEASES_TEXT.requestExpired);
}

type OpenRequest = NonNullable<Awaited<ReturnType<typeof requestByHash>>>;

/** The link's request if it is still good: 404 unknown, 410 used or expired. */
async function openRequest(executor: Executor, token: string): Promise<OpenRequest> {
	const request = await requestByHash(executor, sha256Hex(token));
	if (!request) throw new NotFoundError(RELEASES_TEXT.requestNotFound);
	if (request.used_at) throw new GoneError(RELEASES_TEXT.requestUsed);
	if (request.expired) throw new GoneError(RELEASES_TEXT.requestExpired);
	return request;
}

async function requestPerson(executor: Executor, request: OpenRequest): Promise<Person> {
	const person = await requirePerson(executor, request.person_id, { id: request.family_id, email: "" });
	return person;
}

/** What the signer reads: the text, who asks, the photos it covers (watermarked previews). */
export async function releaseRequestPage(services: Services, token: string): Promise<PublicReleaseRequest> {
	const db = services.database.db;
	const request = await openRequest(db, token);
	const person = await requestPerson(db, request);
	const storefront_name = (await storefrontOf(db, request.family_id)) ?? "A family";
	const person_name = nameOf(person);
	return {
		storefront_name,
		person_name,
		relationship: request.relationship,
		email: request.email,
		title: ONLINE_RELEASE_TITLE,
		text: onlineReleaseText({ person_name, relationship: request.relationship, storefront_name }),
		photos: await previewsOfPerson(db, person.id, request.family_id),
		expires_at: isoTime(request.expires_at),
	};
}

/** Signs through the link, once: the link's email is the signer's, verified by the mail it came in. */
export async function signByLink(
	services: Services,
	token: string,
	signerName: string,
): Promise<SignedRelease> {
	const db = services.database.db;
	const request = await openRequest(db, token);
	const person = await requestPerson(db, request);
	// The person's facts may have changed since the link was sent (a year of birth learnt).
	const problem = requestRelationshipProblem(person, request.relationship, isoToday());
	if (problem) throw relationshipRefused(problem);
	return signRelease(services, {
		person,
		relationship: request.relationship,
		signer_name: signerName,
		signer: { id: null, email: request.email },
		storefront_name: (await storefrontOf(db, request.family_id)) ?? "A family",
		verified_by: "email_link",
		created_by: null,
		requestId: request.id,
	});
}
