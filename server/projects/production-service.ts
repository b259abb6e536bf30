import { PROJECT_TEXT } from "@core/contracts/projects";
import type { Production, ProductionPage } from "@core/contracts/teams";
import { PRODUCTION_TEXT, roleMay, TEAM_TEXT } from "@core/teams";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rowsOf, uniqueViolation } from "../db/executor";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../errors";
import { wishlistAccess } from "../wishlists/access";
import { selectWishlists, toWishlist, type WishlistRow } from "../wishlists/queries";
import {
	type ProductionChanges,
	productionFor,
	productionLicences,
	productionOrders,
	productionSpend,
	updateProductionRow,
} from "./production-queries";
import { projectNameTaken } from "./service";

/**
 * A production's page and details (issue 29): everything of one project its company's members
 * (or, for a personal production, its user) may see, and the details its editors change.
 */

const productionNotFound = () => new NotFoundError(PRODUCTION_TEXT.notFound);

/** GET /api/productions/{id}: 404 for anyone who may not see the production. */
export async function productionPage(
	database: Database,
	userId: string,
	id: string,
): Promise<ProductionPage> {
	const db = database.db;
	const found = await productionFor(db, userId, id);
	if (!found) throw productionNotFound();
	const role = found.company?.role ?? null;
	const personal = found.production.company_id === null;
	const may = {
		edit: found.edit,
		shortlist: personal || roleMay(role, "shortlist"),
		checkout: personal || roleMay(role, "checkout"),
		documents: personal || roleMay(role, "documents"),
	};
	const shortlists = await rowsOf<WishlistRow>(
		db,
		selectWishlists(sql`w.project_id = ${id} and ${wishlistAccess(userId)}`),
	);
	return {
		production: found.production,
		company: found.company,
		may,
		shortlists: shortlists.map(toWishlist),
		orders: await productionOrders(db, userId, id),
		licences: await productionLicences(db, userId, id),
		spend: await productionSpend(db, userId, id),
	};
}

/**
 * PATCH /api/productions/{id}: its details, by the company's owner or the production's creator
 * while a member (a personal production: its user). The end date may not come before the start
 * date, whichever of them changes (400 on ends_on); a name another production of the creator or
 * of the company has is 409.
 */
export async function updateProduction(
	database: Database,
	userId: string,
	id: string,
	changes: ProductionChanges,
): Promise<Production> {
	try {
		return await database.db.transaction(async (tx) => {
			const current = await productionFor(tx, userId, id, true);
			if (!current) throw productionNotFound();
			if (!current.edit) throw new ForbiddenError(TEAM_TEXT.roleRefused("change this production"));
			const starts = changes.starts_on === undefined ? current.production.starts_on : changes.starts_on;
			const ends = changes.ends_on === undefined ? current.production.ends_on : changes.ends_on;
			if (starts !== null && ends !== null && ends < starts)
				throw new ValidationError(PRODUCTION_TEXT.endsBeforeStart, {
					ends_on: PRODUCTION_TEXT.endsBeforeStart,
				});
			if (
				changes.name !== undefined &&
				(await projectNameTaken(
					tx,
					{ id, user_id: current.creatorId },
					current.production.company_id,
					changes.name,
				))
			)
				throw new ConflictError(PROJECT_TEXT.duplicate(changes.name));
			await updateProductionRow(tx, id, changes);
			const updated = await productionFor(tx, userId, id);
			if (!updated) throw productionNotFound();
			return updated.production;
		});
	} catch (err) {
		if (uniqueViolation(err) !== null) throw new ConflictError(PROJECT_TEXT.duplicate(changes.name ?? ""));
		throw err;
	}
}
