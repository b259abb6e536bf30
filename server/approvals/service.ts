import { APPROVAL_DECIDERS, APPROVAL_TEXT, mayDecide } from "@core/approvals";
import type {
	ActivityQuery,
	ActivityResponse,
	ApprovalsResponse,
	CommentCreate,
	DecisionsUpdate,
	ItemComment,
	SendForApproval,
	SendForApprovalResponse,
} from "@core/contracts/approvals";
import { COMPANY_ROLES, roleMay, TEAM_TEXT } from "@core/teams";
import type { z } from "zod";
import type { AppServices } from "../app-services";
import { requireCompanyRole, roleIn } from "../companies/access";
import { recordActivity } from "../companies/activity";
import type { Executor } from "../db/executor";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../errors";
import { approvalDecisionMail, approvalRequestMail, type DecidedPhoto } from "./mail";
import {
	activityPage,
	approvalItems,
	commentsOf,
	insertComment,
	liveItems,
	nameOf,
	notifiedMembers,
	proposers,
	type ShortlistRow,
	stampSent,
	visibleProject,
	visibleShortlist,
	writeDecision,
} from "./queries";

/**
 * Comments and approvals on a company's shortlisted photos, sending them for approval with the
 * mail to the approvers, the decisions with the mail to who proposed them, and the production's
 * activity feed (issue 29). Rules: docs/approvals.md.
 */

type Services = Pick<AppServices, "database" | "mailer" | "config">;
type TeamShortlist = ShortlistRow & { company_id: string; project_id: string; project_name: string };

const NOT_FOUND = "Wishlist not found";

async function shortlistOf(executor: Executor, userId: string, id: string, lock = false) {
	const list = await visibleShortlist(executor, userId, id, lock);
	if (!list) throw new NotFoundError(NOT_FOUND);
	return list;
}

/** A shortlist of a company production, or 409: a personal list has no approvals. */
function teamOnly(list: ShortlistRow): TeamShortlist {
	if (!list.company_id || !list.project_id) throw new ConflictError(APPROVAL_TEXT.personal);
	return list as TeamShortlist;
}

async function itemOf(executor: Executor, wishlistId: string, photoId: string) {
	const [item] = await liveItems(executor, wishlistId, [photoId]);
	if (!item) throw new NotFoundError(APPROVAL_TEXT.notOnList);
	return item;
}

export async function getApprovals(
	{ database }: Services,
	userId: string,
	wishlistId: string,
): Promise<ApprovalsResponse> {
	const db = database.db;
	const list = await shortlistOf(db, userId, wishlistId);
	if (!list.company_id)
		return { team: false, items: [], may: { comment: false, decide: false, send: false } };
	const role = await roleIn(db, userId, list.company_id);
	return {
		team: true,
		items: await approvalItems(db, list.id),
		may: { comment: roleMay(role, "shortlist"), decide: mayDecide(role), send: roleMay(role, "shortlist") },
	};
}

export async function listComments(
	{ database }: Services,
	userId: string,
	wishlistId: string,
	photoId: string,
): Promise<ItemComment[]> {
	const db = database.db;
	const list = teamOnly(await shortlistOf(db, userId, wishlistId));
	const item = await itemOf(db, list.id, photoId);
	return commentsOf(db, item.id, APPROVAL_TEXT.someoneWhoLeft);
}

export async function addComment(
	{ database }: Services,
	userId: string,
	wishlistId: string,
	photoId: string,
	input: z.output<typeof CommentCreate>,
): Promise<ItemComment> {
	return database.db.transaction(async (tx) => {
		const list = teamOnly(await shortlistOf(tx, userId, wishlistId));
		await requireCompanyRole(tx, userId, list.company_id, "shortlist", APPROVAL_TEXT.comment);
		const item = await itemOf(tx, list.id, photoId);
		const comment = await insertComment(tx, item.id, userId, input.body, APPROVAL_TEXT.someoneWhoLeft);
		await recordActivity(tx, {
			projectId: list.project_id,
			actorId: userId,
			kind: "commented",
			photoId,
			wishlistId: list.id,
		});
		return comment;
	});
}

/** Approves, rejects or returns to proposed, all or nothing; then mails who proposed the photos. */
export async function decide(
	services: Services,
	userId: string,
	wishlistId: string,
	input: z.output<typeof DecisionsUpdate>,
): Promise<ApprovalsResponse> {
	const { database, mailer, config } = services;
	const fields: Record<string, string> = {};
	const seen = new Set<string>();
	input.decisions.forEach((d, i) => {
		if (d.state === "rejected" && !d.note) fields[`decisions.${i}.note`] = APPROVAL_TEXT.noteRequired;
		if (seen.has(d.photo_id)) fields[`decisions.${i}.photo_id`] = APPROVAL_TEXT.duplicatePhoto;
		seen.add(d.photo_id);
	});
	const mailed = await database.db.transaction(async (tx) => {
		const list = teamOnly(await shortlistOf(tx, userId, wishlistId, true));
		const role = await requireCompanyRole(tx, userId, list.company_id, null);
		if (!mayDecide(role)) throw new ForbiddenError(TEAM_TEXT.roleRefused(APPROVAL_TEXT.decide));
		const items = new Map(
			(
				await liveItems(
					tx,
					list.id,
					input.decisions.map((d) => d.photo_id),
				)
			).map((item) => [item.photo_id, item]),
		);
		input.decisions.forEach((d, i) => {
			if (!items.has(d.photo_id)) fields[`decisions.${i}.photo_id`] ??= APPROVAL_TEXT.notOnList;
		});
		const [first] = Object.values(fields);
		if (first) throw new ValidationError(first, fields);

		const decided: Array<{ itemId: string; photoId: string; photo: DecidedPhoto }> = [];
		for (const d of input.decisions) {
			const item = items.get(d.photo_id);
			if (!item) continue;
			const note = d.note ?? null;
			await writeDecision(tx, item.id, userId, d.state, note);
			if (d.state !== "proposed")
				decided.push({
					itemId: item.id,
					photoId: item.photo_id,
					photo: { title: item.title, state: d.state, note },
				});
		}
		for (const state of ["approved", "rejected"] as const) {
			const these = decided.filter((d) => d.photo.state === state);
			const [only] = these;
			if (!only) continue;
			await recordActivity(tx, {
				projectId: list.project_id,
				actorId: userId,
				kind: state,
				wishlistId: list.id,
				count: these.length,
				...(these.length === 1 ? { photoId: only.photoId, note: only.photo.note } : {}),
			});
		}
		if (decided.length === 0) return false;

		const byItem = new Map(decided.map((d) => [d.itemId, d.photo]));
		const perPerson = new Map<string, DecidedPhoto[]>();
		for (const { item_id, user_id } of await proposers(
			tx,
			decided.map((d) => d.itemId),
		)) {
			const photo = byItem.get(item_id);
			if (!user_id || !photo) continue;
			perPerson.set(user_id, [...(perPerson.get(user_id) ?? []), photo]);
		}
		if (perPerson.size === 0) return false;
		const recipients = await notifiedMembers(
			tx,
			list.company_id,
			COMPANY_ROLES,
			"notify_approval_decisions",
			userId,
			[...perPerson.keys()],
		);
		const decider = await nameOf(tx, userId);
		const shortlist = { id: list.id, name: list.name, production: list.project_name };
		for (const person of recipients) {
			await mailer.enqueue(
				tx,
				approvalDecisionMail(
					{ to: person.email, decider, shortlist, photos: perPerson.get(person.user_id) ?? [] },
					config.publicUrl,
				),
			);
		}
		return recipients.length > 0;
	});
	if (mailed) mailer.wake();
	return getApprovals(services, userId, wishlistId);
}

/** Stamps the proposed photos as sent, records it, and mails the company's approvers and owners. */
export async function sendForApproval(
	services: Services,
	userId: string,
	wishlistId: string,
	input: z.output<typeof SendForApproval>,
): Promise<SendForApprovalResponse> {
	const { database, mailer, config } = services;
	const result = await database.db.transaction(async (tx) => {
		const list = teamOnly(await shortlistOf(tx, userId, wishlistId, true));
		await requireCompanyRole(tx, userId, list.company_id, "shortlist", APPROVAL_TEXT.send);
		const asked = input.photo_ids ? [...new Set(input.photo_ids)] : null;
		const items = await liveItems(tx, list.id, asked);
		if (asked) {
			const found = new Set(items.map((item) => item.photo_id));
			const fields: Record<string, string> = {};
			(input.photo_ids ?? []).forEach((id, i) => {
				if (!found.has(id)) fields[`photo_ids.${i}`] = APPROVAL_TEXT.notOnList;
			});
			const [first] = Object.values(fields);
			if (first) throw new ValidationError(first, fields);
		}
		const proposed = items.filter((item) => item.approval === "proposed");
		const [only] = proposed;
		if (!only) throw new ConflictError(APPROVAL_TEXT.nothingToSend);
		await stampSent(
			tx,
			proposed.map((item) => item.id),
		);
		await recordActivity(tx, {
			projectId: list.project_id,
			actorId: userId,
			kind: "sent_for_approval",
			wishlistId: list.id,
			count: proposed.length,
			...(proposed.length === 1 ? { photoId: only.photo_id } : {}),
		});
		const recipients = await notifiedMembers(
			tx,
			list.company_id,
			APPROVAL_DECIDERS,
			"notify_approval_requests",
			userId,
		);
		const sender = await nameOf(tx, userId);
		const shortlist = { id: list.id, name: list.name, production: list.project_name };
		for (const person of recipients) {
			await mailer.enqueue(
				tx,
				approvalRequestMail(
					{ to: person.email, sender, count: proposed.length, shortlist },
					config.publicUrl,
				),
			);
		}
		return { sent: proposed.length, notified: recipients.length };
	});
	if (result.notified > 0) mailer.wake();
	return result;
}

export async function productionActivity(
	{ database }: Services,
	userId: string,
	projectId: string,
	query: z.output<typeof ActivityQuery>,
): Promise<ActivityResponse> {
	const db = database.db;
	const project = await visibleProject(db, userId, projectId);
	if (!project) throw new NotFoundError("Production not found");
	return activityPage(db, project.id, query.before, query.limit, APPROVAL_TEXT.someoneWhoLeft);
}
