import type { Purchase, PurchaseListQuery, PurchaseListResponse } from "@core/contracts/orders";
import type { LicenseType } from "@core/license";
import {
	EXCLUSIVE_TERMS,
	type ExclusiveMultipliers,
	type ExclusiveTerm,
	type LicenceChoice,
	licenceListPriceCents,
	upgradePriceCents,
} from "@core/licensing";
import { orderReference } from "@core/orders";
import { type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { orderAccess } from "../companies/access";
import { type Executor, isoTime, rowsOf } from "../db/executor";
import type { Columns } from "../db/rows";
import type { orders, photos, purchases } from "../db/schema";
import { likePattern } from "../db/sql";
import {
	exclusiveBlock,
	heroBlock,
	licensingStates,
	type PhotoLicensingState,
} from "../licensing/availability";
import { licenceRank, paidChainCents, upgradedSql } from "../licensing/upgrades";

/**
 * The deliverables' SQL: the licences a buyer holds and the original a download serves.
 */

/**
 * The licences a user holds: live purchases (not refunded) of paid orders that are theirs or, for
 * a company's order, their company's (orderAccess "licences": every member, so the art
 * department can fetch the file). One condition for the list and for downloads, so a purchase
 * that is listed can be downloaded and nothing else.
 */
const held = (userId: string) =>
	sql`pu.deleted_at is null and o.status = 'paid' and ${orderAccess(userId, "licences")}`;

type PurchaseRow = Columns<typeof purchases, "id" | "price_cents" | "purchase_date" | "production_name"> &
	Columns<typeof photos, "photoid" | "title" | "thumbnail_url"> & {
		/** One of the license types: the column's CHECK holds it to core/license.ts's list. */
		license_type: LicenseType;
		/** The order's `id`, `number` and `production_name` under these names. */
		order_id: Columns<typeof orders, "id">["id"];
		order_number: Columns<typeof orders, "number">["number"];
		order_production: Columns<typeof orders, "production_name">["production_name"];
		/** The photo's `id`. */
		photo_id: Columns<typeof photos, "id">["id"];
		/** Its order line's licence number and code (a left join: null without a line). */
		licence_number: string | null;
		verify_code: string | null;
		/** The company's name for a company's order (null for the caller's own). */
		by_company: string | null;
		/** Whether the caller may open the order's documents (orderAccess "documents"). */
		documents: boolean;
		/** Issue 30: the order line, its exclusive term and end, whether a later licence upgrades it. */
		order_item_id: string | null;
		exclusive_months: ExclusiveTerm | null;
		exclusive_until: Date | string | null;
		upgraded: boolean;
		/** What was paid for the licence along its upgrades (null without a line). */
		paid_cents: number | string | null;
		/** The photo's price now, and whether it is for sale and cleared for hero use. */
		photo_price_cents: number | string;
		hero_open: boolean;
	};

/** The licences the caller may upgrade to now, above the one held, each at the difference to what was paid. */
function upgradeOffers(
	row: PurchaseRow,
	state: PhotoLicensingState | undefined,
	multipliers: ExclusiveMultipliers,
): Purchase["upgrades"] {
	if (!row.order_item_id || row.upgraded || !row.hero_open || heroBlock(state)) return [];
	const held = licenceRank({ license_type: row.license_type, exclusive_months: row.exclusive_months });
	const exclusiveOpen = exclusiveBlock(state) === null;
	const choices: LicenceChoice[] = [
		{ license_type: "hero-usage", exclusive_months: null },
		...(exclusiveOpen
			? EXCLUSIVE_TERMS.map((months) => ({ license_type: "hero-usage" as const, exclusive_months: months }))
			: []),
	];
	return choices
		.filter((choice) => licenceRank(choice) > held)
		.map((choice) => ({
			license_type: choice.license_type,
			exclusive_months: choice.exclusive_months ?? null,
			price_cents: upgradePriceCents(
				licenceListPriceCents(Number(row.photo_price_cents), choice, multipliers),
				Number(row.paid_cents ?? 0),
			),
		}));
}

const toPurchase = (
	row: PurchaseRow,
	state: PhotoLicensingState | undefined,
	multipliers: ExclusiveMultipliers,
): Purchase => ({
	id: row.id,
	order_item_id: row.order_item_id,
	exclusive_months: row.exclusive_months === null ? null : (Number(row.exclusive_months) as ExclusiveTerm),
	exclusive_until: row.exclusive_until === null ? null : isoTime(row.exclusive_until),
	upgraded: Boolean(row.upgraded),
	upgrades: upgradeOffers(row, state, multipliers),
	photo: {
		id: row.photo_id,
		photoid: Number(row.photoid),
		title: row.title,
		thumbnail_url: row.thumbnail_url,
	},
	license_type: row.license_type,
	price_cents: Number(row.price_cents),
	purchase_date: isoTime(row.purchase_date),
	order: { id: row.order_id, reference: orderReference(Number(row.order_number)) },
	production_name: row.production_name ?? row.order_production,
	certificate_url: row.documents ? `/api/orders/${row.order_id}/certificate.pdf` : null,
	licence_number: row.licence_number,
	verify_code: row.verify_code,
	by_company: row.by_company,
});

export type PurchaseFilter = z.output<typeof PurchaseListQuery>;

/** A photo number as people quote it ('1042', '#1042'), else null. */
function photoNumber(q: string): number | null {
	const match = /^#?(\d{1,9})$/.exec(q);
	return match?.[1] ? Number(match[1]) : null;
}

/**
 * The search: a number alone ('1042', '#1042') is a photo number, matched exactly (as a text it
 * would match every licence number and title holding those digits); anything else matches photo
 * titles, licence numbers ('SSD-000042-03') and production names, in any case.
 */
function matching(q: string | undefined): SQL {
	const text = q?.trim();
	if (!text) return sql`true`;
	const number = photoNumber(text);
	if (number !== null) return sql`p.photoid = ${number}`;
	const like = likePattern(text);
	return sql`(p.title ilike ${like} or i.licence_number ilike ${like}
		or coalesce(pu.production_name, o.production_name) ilike ${like})`;
}

/**
 * The licences the caller holds, theirs and their companies' productions', newest first (by
 * photo number within one purchase moment), a page at a time, with the total over the search.
 * Issue 30: each with the upgrades the caller may buy now (none once upgraded, or while another
 * production holds the photo or has it exclusively), priced with the exclusive terms' multiples.
 */
export async function listPurchases(
	executor: Executor,
	userId: string,
	filter: PurchaseFilter,
	multipliers: ExclusiveMultipliers,
): Promise<PurchaseListResponse> {
	const from = sql`from purchases pu
			join orders o on o.id = pu.order_id
			join photos p on p.id = pu.photo_id
			left join order_items i on i.id = pu.order_item_id
			left join companies c on c.id = o.company_id
			where ${held(userId)} and ${matching(filter.q)}`;
	const [count] = await rowsOf<{ total: number | string }>(executor, sql`select count(*) as total ${from}`);
	const rows = await rowsOf<PurchaseRow>(
		executor,
		sql`select pu.id, pu.license_type, pu.price_cents, pu.purchase_date, pu.production_name,
				o.id as order_id, o.number as order_number, o.production_name as order_production,
				p.id as photo_id, p.photoid, p.title, p.thumbnail_url, i.licence_number, i.verify_code,
				c.name as by_company, ${orderAccess(userId, "documents")} as documents,
				i.id as order_item_id, i.exclusive_months, i.exclusive_until,
				(i.id is not null and ${upgradedSql(sql`i.id`)}) as upgraded,
				case when i.id is not null then ${paidChainCents(sql`i.id`)} end as paid_cents,
				p.price_cents as photo_price_cents,
				(p.photo_status = 'live' and p.clearance = 'hero') as hero_open
			${from}
			order by pu.purchase_date desc, o.number desc, p.photoid, pu.id
			limit ${filter.page_size} offset ${(filter.page - 1) * filter.page_size}`,
	);
	const states = await licensingStates(
		executor,
		rows.filter((row) => row.hero_open && !row.upgraded).map((row) => row.photo_id),
		{ userId },
	);
	return {
		purchases: rows.map((row) => toPurchase(row, states.get(row.photo_id), multipliers)),
		total: Number(count?.total ?? 0),
		page: filter.page,
		page_size: filter.page_size,
	};
}

/** What a download needs of a purchase the caller holds. */
export type Downloadable = Columns<typeof photos, "photoid" | "original_key">;

/** A purchase the caller holds (theirs or their company's), or null when not, refunded, unpaid or unknown. */
export async function findDownloadable(
	executor: Executor,
	purchaseId: string,
	userId: string,
): Promise<Downloadable | null> {
	const [row] = await rowsOf<Downloadable>(
		executor,
		sql`select p.photoid, p.original_key
			from purchases pu
			join orders o on o.id = pu.order_id
			join photos p on p.id = pu.photo_id
			where pu.id = ${purchaseId} and ${held(userId)}`,
	);
	return row ? { photoid: Number(row.photoid), original_key: row.original_key } : null;
}
