import type { Production, ProductionLicence, ProductionOrder } from "@core/contracts/teams";
import type { LicenseType } from "@core/license";
import { type OrderStatus, orderReference } from "@core/orders";
import type { CompanyRole, ProductionType } from "@core/teams";
import { sql } from "drizzle-orm";
import { orderAccess, projectAccess, roleIn } from "../companies/access";
import { answersRow, type Executor, isoTime, isoTimeOrNull, rowsOf } from "../db/executor";
import { orderPaths, toOrderPhoto } from "../orders/queries/read";
import { projectManage } from "./queries";

/**
 * A production's page (issue 29): the project with its details, its orders and licences, as the
 * caller may see them (companies/access.ts). Rows become responses through the mappers here.
 */

type ProductionRow = {
	id: string;
	name: string;
	company: string | null;
	company_id: string | null;
	company_name: string | null;
	production_type: ProductionType | null;
	starts_on: string | null;
	ends_on: string | null;
	production_code: string | null;
	po_number: string | null;
	last_used_at: Date | string | null;
	created_at: Date | string;
	user_id: string;
	/** Whether the caller may edit it (queries.ts projectManage). */
	edit: boolean;
};

const toProduction = (row: ProductionRow): Production => ({
	id: row.id,
	name: row.name,
	company: row.company,
	last_used_at: isoTimeOrNull(row.last_used_at),
	created_at: isoTime(row.created_at),
	company_id: row.company_id,
	production_type: row.production_type,
	starts_on: row.starts_on,
	ends_on: row.ends_on,
	production_code: row.production_code,
	po_number: row.po_number,
});

export type ProductionAccess = {
	production: Production;
	company: { id: string; name: string; role: CompanyRole } | null;
	creatorId: string;
	edit: boolean;
};

/**
 * The production the user may see, with their role in its company and whether they may edit it;
 * null when they may not see it. `lock`: held for the rest of the transaction.
 */
export async function productionFor(
	executor: Executor,
	userId: string,
	id: string,
	lock = false,
): Promise<ProductionAccess | null> {
	const [row] = await rowsOf<ProductionRow>(
		executor,
		sql`select p.id, p.name, p.company, p.company_id, c.name as company_name, p.production_type,
				p.starts_on::text as starts_on, p.ends_on::text as ends_on, p.production_code, p.po_number,
				p.last_used_at, p.created_at, p.user_id,
				${projectManage(userId)} as edit
			from projects p left join companies c on c.id = p.company_id
			where p.id = ${id} and ${projectAccess(userId)}
			${lock ? sql`for update of p` : sql``}`,
	);
	if (!row) return null;
	const role = row.company_id ? await roleIn(executor, userId, row.company_id) : null;
	return {
		production: toProduction(row),
		company:
			row.company_id && row.company_name && role
				? { id: row.company_id, name: row.company_name, role }
				: null,
		creatorId: row.user_id,
		edit: row.edit,
	};
}

/** Whether the user may see the project (its creator, or a member of its company). */
export function projectVisible(executor: Executor, userId: string, id: string): Promise<boolean> {
	return answersRow(
		executor,
		sql`select p.id from projects p where p.id = ${id} and ${projectAccess(userId)}`,
	);
}

/** The production's details as changed (the caller has checked the rights and the fields). */
export type ProductionChanges = {
	name?: string | undefined;
	production_type?: ProductionType | null | undefined;
	starts_on?: string | null | undefined;
	ends_on?: string | null | undefined;
	production_code?: string | null | undefined;
	po_number?: string | null | undefined;
};

export async function updateProductionRow(
	executor: Executor,
	id: string,
	changes: ProductionChanges,
): Promise<void> {
	const set = (column: keyof ProductionChanges) =>
		changes[column] === undefined ? sql.identifier(column) : sql`${changes[column]}`;
	await executor.execute(sql`
		update projects set
			name = ${set("name")},
			production_type = ${set("production_type")},
			starts_on = ${set("starts_on")}::date,
			ends_on = ${set("ends_on")}::date,
			production_code = ${set("production_code")},
			po_number = ${set("po_number")}
		where id = ${id}`);
}

type OrderRow = {
	id: string;
	number: number;
	status: OrderStatus;
	created_at: Date | string;
	paid_at: Date | string | null;
	total_cents: number;
	item_count: number | string;
	placed_by: string | null;
	po_number: string | null;
	documents: boolean;
};

/**
 * The production's orders the user may see (orderAccess "licences"), newest first, each saying
 * whether the user may open its documents (orderAccess "documents"): only then its PDFs' paths.
 */
export async function productionOrders(
	executor: Executor,
	userId: string,
	projectId: string,
): Promise<ProductionOrder[]> {
	const rows = await rowsOf<OrderRow>(
		executor,
		sql`select o.id, o.number, o.status, o.created_at, o.paid_at, o.total_cents,
				(select coalesce(sum(i.quantity), 0) from order_items i where i.order_id = o.id) as item_count,
				coalesce(nullif(btrim(concat_ws(' ', pr.first_name, pr.last_name)), ''), u.name) as placed_by,
				nullif(btrim(o.billing->>'po_number'), '') as po_number,
				${orderAccess(userId, "documents")} as documents
			from orders o
			left join users u on u.id = o.user_id
			left join profiles pr on pr.id = o.user_id
			where o.project_id = ${projectId} and ${orderAccess(userId, "licences")}
			order by o.created_at desc, o.number desc`,
	);
	return rows.map((row) => {
		const paths = row.documents
			? orderPaths(row.id, row.status)
			: { invoice_url: null, certificate_url: null };
		return {
			id: row.id,
			reference: orderReference(Number(row.number)),
			status: row.status,
			placed_at: isoTime(row.created_at),
			paid_at: isoTimeOrNull(row.paid_at),
			total_cents: Number(row.total_cents),
			item_count: Number(row.item_count),
			placed_by: row.placed_by,
			po_number: row.po_number,
			...paths,
		};
	});
}

type LicenceRow = {
	photo_id: string;
	photoid: number;
	title: string;
	thumbnail_url: string | null;
	license_type: LicenseType;
	licence_number: string;
	verify_code: string;
	order_number: number;
	paid_at: Date | string;
};

/** The production's licences: every line of its paid orders the user may see, by order then photo number. */
export async function productionLicences(
	executor: Executor,
	userId: string,
	projectId: string,
): Promise<ProductionLicence[]> {
	const rows = await rowsOf<LicenceRow>(
		executor,
		sql`select ph.id as photo_id, ph.photoid, ph.title, ph.thumbnail_url, i.license_type, i.licence_number,
				i.verify_code, o.number as order_number, coalesce(o.paid_at, o.created_at) as paid_at
			from orders o
			join order_items i on i.order_id = o.id
			join photos ph on ph.id = i.photo_id
			where o.project_id = ${projectId} and o.status = 'paid' and ${orderAccess(userId, "licences")}
			order by o.number desc, ph.photoid, i.id`,
	);
	return rows.map((row) => ({
		photo: toOrderPhoto(row),
		license_type: row.license_type,
		licence_number: row.licence_number,
		verify_code: row.verify_code,
		order_reference: orderReference(Number(row.order_number)),
		purchased_at: isoTime(row.paid_at),
	}));
}

/** What the production's orders the user may see add up to: paid, and awaiting payment. */
export async function productionSpend(
	executor: Executor,
	userId: string,
	projectId: string,
): Promise<{ paid_cents: number; awaiting_payment_cents: number }> {
	const [row] = await rowsOf<{ paid_cents: number | string; awaiting_payment_cents: number | string }>(
		executor,
		sql`select coalesce(sum(o.total_cents) filter (where o.status = 'paid'), 0) as paid_cents,
				coalesce(sum(o.total_cents) filter (where o.status = 'pending_payment'), 0) as awaiting_payment_cents
			from orders o where o.project_id = ${projectId} and ${orderAccess(userId, "licences")}`,
	);
	return {
		paid_cents: Number(row?.paid_cents ?? 0),
		awaiting_payment_cents: Number(row?.awaiting_payment_cents ?? 0),
	};
}
