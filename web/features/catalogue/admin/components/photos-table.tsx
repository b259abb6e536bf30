import type { AdminPhotoRow } from "@core/contracts/catalogue";
import { formatUsd } from "@core/license";
import { PHOTO_FLAGS } from "@core/photo-flags";
import { ArrowDown, ArrowUp, ArrowUpDown, ImageOff } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/date-format";
import { adminPhotoUrl } from "@/lib/paths";
import { FLAG_TEXT } from "@/lib/photo-update-text";
import type { PhotoListState, PhotoSort } from "../lib/photo-list-params";
import { familyName } from "./family-picker";
import { StatusPill } from "./status-pill";

const cell = "px-3 py-2.5 align-middle";

function SortHeader({
	label,
	sort,
	state,
	onSort,
	className,
}: {
	label: string;
	sort: PhotoSort;
	state: PhotoListState;
	onSort: (sort: PhotoSort) => void;
	className?: string;
}) {
	const current = state.sort === sort;
	const Icon = !current ? ArrowUpDown : state.dir === "asc" ? ArrowUp : ArrowDown;
	return (
		<th
			scope="col"
			aria-sort={current ? (state.dir === "asc" ? "ascending" : "descending") : undefined}
			className={cn(cell, className)}
		>
			<button
				type="button"
				onClick={() => onSort(sort)}
				className="inline-flex items-center gap-1 rounded-sm uppercase hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-accent-600"
			>
				{label}
				<Icon aria-hidden="true" className={cn("size-3.5", !current && "opacity-40")} />
			</button>
		</th>
	);
}

function SelectAll({
	photos,
	selected,
	onChange,
}: {
	photos: readonly AdminPhotoRow[];
	selected: ReadonlySet<string>;
	onChange: (ids: string[], on: boolean) => void;
}) {
	const box = useRef<HTMLInputElement>(null);
	const count = photos.filter((photo) => selected.has(photo.id)).length;
	const all = count > 0 && count === photos.length;
	useEffect(() => {
		if (box.current) box.current.indeterminate = count > 0 && !all;
	}, [count, all]);
	return (
		<input
			ref={box}
			type="checkbox"
			aria-label="Select every photo on this page"
			checked={all}
			onChange={(event) =>
				onChange(
					photos.map((photo) => photo.id),
					event.target.checked,
				)
			}
			className="size-4 accent-accent-600"
		/>
	);
}

function Flags({ photo }: { photo: AdminPhotoRow }) {
	const set = PHOTO_FLAGS.filter((flag) => photo[flag]);
	if (set.length === 0) return <span className="text-ink-400">—</span>;
	return (
		<ul className="flex flex-wrap gap-1">
			{set.map((flag) => (
				<li
					key={flag}
					className="rounded-sm bg-accent-50 px-1.5 py-0.5 text-xs whitespace-nowrap text-accent-800"
				>
					{FLAG_TEXT[flag].label}
				</li>
			))}
		</ul>
	);
}

/** One page of photos; scrolls sideways on phones, every control reachable by keyboard. */
export function PhotosTable({
	photos,
	state,
	onSort,
	selected,
	onSelect,
}: {
	photos: readonly AdminPhotoRow[];
	state: PhotoListState;
	onSort: (sort: PhotoSort) => void;
	selected: ReadonlySet<string>;
	onSelect: (ids: string[], on: boolean) => void;
}) {
	const sortProps = { state, onSort };
	return (
		<div className="overflow-x-auto rounded-xl border border-ink-900/10 bg-white shadow-card">
			<table aria-label="Photos" className="w-full min-w-[60rem] text-left text-sm">
				<thead className="border-b border-ink-900/10 bg-cream-50 text-xs tracking-wide text-ink-600 uppercase">
					<tr>
						<th scope="col" className={cn(cell, "w-10")}>
							<SelectAll photos={photos} selected={selected} onChange={onSelect} />
						</th>
						<th scope="col" className={cn(cell, "w-20")}>
							<span className="sr-only">Image</span>
						</th>
						<SortHeader label="#" sort="photoid" {...sortProps} />
						<SortHeader label="Title" sort="title" {...sortProps} />
						<th scope="col" className={cell}>
							Family
						</th>
						<SortHeader label="Status" sort="photo_status" {...sortProps} />
						<th scope="col" className={cell}>
							Decade
						</th>
						<SortHeader label="Price" sort="price_cents" className="text-right" {...sortProps} />
						<th scope="col" className={cell}>
							Flags
						</th>
						<SortHeader label="Updated" sort="updated_at" {...sortProps} />
					</tr>
				</thead>
				<tbody className="divide-y divide-ink-900/10">
					{photos.map((photo) => (
						<tr
							key={photo.id}
							className={cn("hover:bg-cream-50", selected.has(photo.id) && "bg-accent-50/40")}
						>
							<td className={cell}>
								<input
									type="checkbox"
									aria-label={`Select #${photo.photoid} ${photo.title}`}
									checked={selected.has(photo.id)}
									onChange={(event) => onSelect([photo.id], event.target.checked)}
									className="size-4 accent-accent-600"
								/>
							</td>
							<td className={cell}>
								{photo.thumbnail_url ? (
									<img
										src={photo.thumbnail_url}
										alt={photo.title}
										loading="lazy"
										className="h-12 w-16 rounded-sm bg-cream-200 object-cover"
									/>
								) : (
									<span className="flex h-12 w-16 items-center justify-center rounded-sm bg-cream-200 text-ink-400">
										<ImageOff aria-hidden="true" className="size-4" />
										<span className="sr-only">Not processed yet</span>
									</span>
								)}
							</td>
							<td className={cn(cell, "tabular-nums text-ink-600")}>#{photo.photoid}</td>
							<th scope="row" className={cn(cell, "max-w-64 font-medium")}>
								<Link
									to={adminPhotoUrl(photo.id)}
									className="line-clamp-2 rounded-sm text-ink-900 underline-offset-4 hover:text-accent-700 hover:underline focus-visible:outline-2 focus-visible:outline-accent-500"
								>
									{photo.title || "Untitled"}
								</Link>
								{photo.original_filename && (
									<span className="block truncate text-xs font-normal text-ink-500">
										{photo.original_filename}
									</span>
								)}
							</th>
							<td className={cn(cell, "max-w-48 truncate")}>{familyName(photo.family)}</td>
							<td className={cell}>
								<StatusPill status={photo.photo_status} />
							</td>
							<td className={cell}>{photo.decade_taken ?? "—"}</td>
							<td className={cn(cell, "text-right tabular-nums")}>
								{photo.price_cents > 0 ? formatUsd(photo.price_cents) : "—"}
							</td>
							<td className={cell}>
								<Flags photo={photo} />
							</td>
							<td className={cn(cell, "whitespace-nowrap text-ink-700")}>{formatDate(photo.updated_at)}</td>
						</tr>
					))}
				</tbody>
			</table>
		</div>
	);
}
