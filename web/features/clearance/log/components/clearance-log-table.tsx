import type { ClearanceLogRow } from "@core/contracts/clearance-log";
import { LICENSE_LABELS } from "@core/license";
import { personText, RIDER_TEXT, rightsHolderText } from "@core/paperwork";
import { Link } from "react-router";
import { formatDay } from "@/lib/date-format";
import { orderUrl, photoHref } from "@/lib/paths";

const cell = "px-3 py-3 align-top";

function StatusCell({ row }: { row: ClearanceLogRow }) {
	const fallen = row.status !== "cleared";
	return (
		<span
			className={
				fallen
					? "inline-flex rounded-full bg-accent-50 px-2 py-0.5 text-xs font-semibold text-accent-800 ring-1 ring-accent-600/40"
					: "inline-flex rounded-full bg-cream-100 px-2 py-0.5 text-xs font-medium text-ink-700"
			}
		>
			{row.status_label}
		</span>
	);
}

/**
 * The log as a table: a row per licence with what a clearance department asks for. Wide: it
 * scrolls sideways on a small screen, the item and photo staying readable at the start.
 */
export function ClearanceLogTable({ rows }: { rows: readonly ClearanceLogRow[] }) {
	return (
		<div className="overflow-x-auto rounded-xl border border-ink-900/10 bg-white shadow-sm">
			<table className="min-w-[64rem] w-full text-left text-sm">
				<caption className="sr-only">Licences of this production, one row each</caption>
				<thead className="border-b border-ink-900/10 bg-cream-50 text-xs tracking-wide text-ink-600 uppercase">
					<tr>
						<th scope="col" className={cell}>
							Item
						</th>
						<th scope="col" className={cell}>
							Photo
						</th>
						<th scope="col" className={cell}>
							Rights holder and chain of title
						</th>
						<th scope="col" className={cell}>
							People shown and releases
						</th>
						<th scope="col" className={cell}>
							Licence
						</th>
						<th scope="col" className={cell}>
							Order
						</th>
						<th scope="col" className={cell}>
							Status
						</th>
					</tr>
				</thead>
				<tbody className="divide-y divide-ink-900/10">
					<LogRows rows={rows} />
				</tbody>
			</table>
		</div>
	);
}

function LogRows({ rows }: { rows: readonly ClearanceLogRow[] }) {
	return rows.map((row) => (
		<tr key={row.order_item_id}>
			<th scope="row" className={`${cell} font-semibold text-ink-900`}>
				{row.item_number}
			</th>
			<td className={cell}>
				<Link
					to={photoHref(row.photo)}
					className="font-medium text-ink-900 hover:text-accent-700 hover:underline"
				>
					{row.photo.title || `Photo #${row.photo.photoid}`}
				</Link>
				<p className="text-xs text-ink-500">#{row.photo.photoid}</p>
				{row.description && <p className="mt-1 line-clamp-3 text-xs text-ink-600">{row.description}</p>}
				{row.scene_note && <p className="mt-1 text-xs text-ink-800">Episode or scene: {row.scene_note}</p>}
			</td>
			<td className={cell}>
				<p className="text-ink-900">{rightsHolderText(row.rights)}</p>
				{row.rights?.chain_of_title && (
					<p className="mt-1 text-xs text-ink-600">{row.rights.chain_of_title}</p>
				)}
			</td>
			<td className={cell}>
				{row.people.length === 0 ? (
					<p className="text-ink-600">No person shown</p>
				) : (
					<ul className="grid gap-1">
						{row.people.map((person, index) => (
							// A photo may show two people of the same role: their place tells them apart.
							// biome-ignore lint/suspicious/noArrayIndexKey: people have no id of their own here.
							<li key={index}>{personText(person)}</li>
						))}
					</ul>
				)}
			</td>
			<td className={cell}>
				<p className="text-ink-900">{LICENSE_LABELS[row.license_type].name}</p>
				<p className="mt-1 text-xs text-ink-600">{row.scope}</p>
			</td>
			<td className={cell}>
				<Link to={orderUrl(row.order.id)} className="text-ink-900 hover:text-accent-700 hover:underline">
					{row.order.reference}
				</Link>
				<p className="text-xs text-ink-500">{formatDay(row.order.placed_at.slice(0, 10))}</p>
				{row.rider_accepted_on && (
					<p className="mt-1 text-xs text-ink-700">{RIDER_TEXT.accepted(row.rider_accepted_on)}</p>
				)}
			</td>
			<td className={cell}>
				<StatusCell row={row} />
			</td>
		</tr>
	));
}
