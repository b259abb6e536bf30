import type { VerifiedLicence, VerifyResponse } from "@core/contracts/verification";
import { licenceStanding, STANDING_TEXT } from "@core/licence-verification";
import type { LicenseType } from "@core/license";
import { type ExclusiveTerm, LICENSING_TEXT, licenceName } from "@core/licensing";
import { type OrderStatus, orderReference } from "@core/orders";
import { sql } from "drizzle-orm";
import { type Executor, isoTime, isoTimeOrNull, rowsOf } from "../db/executor";
import type { Columns } from "../db/rows";
import type { order_items, orders, photos } from "../db/schema";

/**
 * The verification's SQL: the licences a code names (one line's code, or a whole order's), with
 * what the public may see of them. The buyer's contact and the prices are never selected.
 */

type LicenceRow = Columns<typeof order_items, "licence_number"> &
	Columns<typeof photos, "photoid" | "title" | "thumbnail_url"> &
	Columns<typeof orders, "number" | "production_name" | "production_company" | "created_at" | "paid_at"> & {
		/** The columns' CHECKs hold these to core/'s lists. */
		license_type: LicenseType;
		status: OrderStatus;
		/** The family's storefront, null for the archive's own photos. */
		licensor: string | null;
		/** Whether the line's purchase is live (paid and not refunded on its own). */
		held: boolean;
		/** When the licence ended: the order's refund, else its purchase's withdrawal. */
		ended_at: Date | string | null;
		/** Whether the code was the line's own (else the order's). */
		own: boolean;
		/** Issue 30: the exclusive term and end, the licence upgraded, the later licence upgrading this one. */
		exclusive_months: ExclusiveTerm | null;
		exclusive_until: Date | string | null;
		upgrades_number: string | null;
		upgraded_by_number: string | null;
		upgraded_by_type: LicenseType | null;
		upgraded_by_months: ExclusiveTerm | null;
	};

/**
 * The licences of `code`: the one line whose code it is, else every line of the order whose
 * certificate code it is, by licence number. Empty for an unknown code.
 */
async function licenceRows(executor: Executor, code: string): Promise<LicenceRow[]> {
	return rowsOf<LicenceRow>(
		executor,
		sql`with hit as (
				select i.id, true as own from order_items i where i.verify_code = ${code}
				union all
				select i.id, false as own from orders o join order_items i on i.order_id = o.id
				where o.verify_code = ${code}
					and not exists (select 1 from order_items x where x.verify_code = ${code})
			)
			select i.licence_number, i.license_type, p.photoid, p.title, p.thumbnail_url,
				o.number, o.status, o.production_name, o.production_company, o.created_at, o.paid_at,
				pf.storefront_name as licensor, h.own, i.exclusive_months, i.exclusive_until,
				up.licence_number as upgrades_number, ub.licence_number as upgraded_by_number,
				ub.license_type as upgraded_by_type, ub.exclusive_months as upgraded_by_months,
				exists (select 1 from purchases pu where pu.order_item_id = i.id and pu.deleted_at is null) as held,
				coalesce(o.refunded_at,
					(select max(pu.deleted_at) from purchases pu where pu.order_item_id = i.id)) as ended_at
			from hit h
			join order_items i on i.id = h.id
			join orders o on o.id = i.order_id
			join photos p on p.id = i.photo_id
			left join profiles pf on pf.id = p.user_id
			left join order_items up on up.id = i.upgrade_of
			left join lateral (
				select x.licence_number, x.license_type, x.exclusive_months
				from order_items x join orders xo on xo.id = x.order_id
				where x.upgrade_of = i.id and xo.status = 'paid'
				order by xo.paid_at limit 1
			) ub on true
			order by i.licence_number`,
	);
}

/** What a code verifies, or null when no licence nor certificate has it. */
export async function verifyCode(
	executor: Executor,
	code: string,
	issuer: string,
): Promise<VerifyResponse | null> {
	const rows = await licenceRows(executor, code);
	const [first] = rows;
	if (!first) return null;
	const licences = rows.map((row): VerifiedLicence => {
		const standing = licenceStanding(row.status, row.held);
		const months = row.exclusive_months === null ? null : (Number(row.exclusive_months) as ExclusiveTerm);
		const upgradedTo =
			row.upgraded_by_number && row.upgraded_by_type
				? LICENSING_TEXT.upgradedTo(
						licenceName({
							license_type: row.upgraded_by_type,
							exclusive_months:
								row.upgraded_by_months === null ? null : (Number(row.upgraded_by_months) as ExclusiveTerm),
						}),
						row.upgraded_by_number,
					)
				: null;
		const notes = [
			...(months && row.exclusive_until
				? [LICENSING_TEXT.exclusiveFor(months, isoTime(row.created_at), isoTime(row.exclusive_until))]
				: []),
			...(row.upgrades_number ? [LICENSING_TEXT.upgrades(row.upgrades_number)] : []),
			...(upgradedTo ? [upgradedTo] : []),
		];
		return {
			licence_number: row.licence_number,
			photo: { photoid: Number(row.photoid), title: row.title, thumbnail_url: row.thumbnail_url },
			license_type: row.license_type,
			licensor: row.licensor ?? issuer,
			standing,
			// An upgraded licence stays valid as it was, and says what replaced it.
			standing_label: upgradedTo
				? `${STANDING_TEXT[standing].label}. ${upgradedTo}`
				: STANDING_TEXT[standing].label,
			licensed_at: row.status === "paid" || row.status === "refunded" ? isoTimeOrNull(row.paid_at) : null,
			ended_at: standing === "refunded" ? isoTimeOrNull(row.ended_at) : null,
			licence_name: licenceName({ license_type: row.license_type, exclusive_months: months }),
			notes,
		};
	});
	return {
		kind: first.own ? "licence" : "certificate",
		reference: orderReference(Number(first.number)),
		production: { name: first.production_name, company: first.production_company },
		ordered_at: isoTime(first.created_at),
		issuer,
		licences,
	};
}
