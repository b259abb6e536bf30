import type { AdminCollection } from "@core/contracts/curation";
import { Link } from "react-router";
import { AdminThumb } from "@/components/admin/photo-picker";
import { StatusPill } from "@/components/ui/status-pill";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/date-format";
import { adminCollectionUrl } from "@/lib/paths";

const cell = "px-3 py-3 align-middle";

/** Published or not, in words on a pill. */
export function PublishedPill({ published }: { published: boolean }) {
	return (
		<StatusPill tone={published ? "good" : "neutral"}>{published ? "Published" : "Unpublished"}</StatusPill>
	);
}

/** The collections of one page; each title opens its editor. Scrolls sideways on phones. */
export function CollectionsTable({ collections }: { collections: AdminCollection[] }) {
	return (
		<div className="overflow-x-auto rounded-xl border border-ink-900/10 bg-white shadow-card">
			<table aria-label="Collections" className="w-full min-w-[40rem] text-left text-sm">
				<thead className="border-b border-ink-900/10 bg-cream-50 text-xs tracking-wide text-ink-600 uppercase">
					<tr>
						<th scope="col" className={cn(cell, "w-20")}>
							<span className="sr-only">Cover</span>
						</th>
						<th scope="col" className={cell}>
							Title
						</th>
						<th scope="col" className={cell}>
							Status
						</th>
						<th scope="col" className={cn(cell, "text-right")}>
							Photos (live / all)
						</th>
						<th scope="col" className={cell}>
							Updated
						</th>
					</tr>
				</thead>
				<tbody className="divide-y divide-ink-900/10">
					{collections.map((collection) => (
						<tr key={collection.id} className="hover:bg-cream-50">
							<td className={cell}>
								<AdminThumb src={collection.cover?.thumbnail_url ?? null} className="size-14" />
							</td>
							<th scope="row" className={cn(cell, "font-medium")}>
								<Link
									to={adminCollectionUrl(collection.id)}
									className="rounded-sm break-words text-ink-900 underline-offset-4 hover:text-accent-700 hover:underline focus-visible:outline-2 focus-visible:outline-accent-500"
								>
									{collection.title}
								</Link>
								{collection.description && (
									<span className="line-clamp-1 block text-xs font-normal text-ink-500">
										{collection.description}
									</span>
								)}
							</th>
							<td className={cell}>
								<PublishedPill published={collection.is_public} />
							</td>
							<td className={cn(cell, "text-right whitespace-nowrap tabular-nums")}>
								{collection.live_count} / {collection.photo_count}
							</td>
							<td className={cn(cell, "whitespace-nowrap text-ink-700")}>
								{formatDate(collection.updated_at)}
							</td>
						</tr>
					))}
				</tbody>
			</table>
		</div>
	);
}
