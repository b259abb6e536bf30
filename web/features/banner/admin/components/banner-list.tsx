import type { AdminBanner } from "@core/contracts/catalogue";
import { Eye, EyeOff, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { ConfirmDeleteDialog } from "@/components/admin/confirm-delete-dialog";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/lib/date-format";
import { errorText } from "@/lib/error-text";
import { toast } from "@/lib/toast";
import { useDeleteBanner, useSaveBanner } from "../api/banners";
import { BannerBox } from "./banner-box";

export const LIST_TEXT = {
	activated: "Banner shown on the site",
	deactivated: "Banner hidden from the site",
	changeFailed: "The banner could not be changed.",
	deleted: "Banner deleted",
	deleteFailed: "The banner could not be deleted.",
} as const;

/** The banner shown now first, then the most recently changed. */
function ordered(banners: AdminBanner[]): AdminBanner[] {
	return [...banners].sort(
		(a, b) => Number(b.is_active) - Number(a.is_active) || b.updated_at.localeCompare(a.updated_at),
	);
}

function ActiveBadge() {
	return (
		<span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-medium text-emerald-900">
			<Eye aria-hidden="true" className="size-3.5" />
			Active: shown on the site
		</span>
	);
}

function BannerEntry({
	banner,
	editing,
	onEdit,
	onDelete,
}: {
	banner: AdminBanner;
	editing: boolean;
	onEdit: () => void;
	onDelete: () => void;
}) {
	const save = useSaveBanner();
	function setActive(isActive: boolean) {
		save.mutate(
			{ id: banner.id, content: banner.content, is_active: isActive },
			{
				onSuccess: () => toast.success(isActive ? LIST_TEXT.activated : LIST_TEXT.deactivated),
				onError: (error) =>
					toast.error(LIST_TEXT.changeFailed, { description: errorText(error, "Please try again.") }),
			},
		);
	}
	return (
		<li
			aria-label={banner.is_active ? "Active banner" : "Banner"}
			aria-current={editing || undefined}
			className="rounded-xl border border-ink-900/10 bg-white p-4 shadow-card aria-[current=true]:border-accent-600/50"
		>
			<div className="mb-3 flex flex-wrap items-center justify-between gap-2">
				{banner.is_active ? <ActiveBadge /> : <span className="text-xs text-ink-500">Not shown</span>}
				<span className="text-xs text-ink-500">Updated {formatDateTime(banner.updated_at)}</span>
			</div>
			<BannerBox html={banner.content} />
			<div className="mt-3 flex flex-wrap gap-2">
				<Button variant="secondary" size="sm" onClick={onEdit} disabled={editing}>
					<Pencil aria-hidden="true" className="size-4" />
					{editing ? "Editing" : "Edit"}
				</Button>
				<Button
					variant="secondary"
					size="sm"
					disabled={save.isPending}
					onClick={() => setActive(!banner.is_active)}
				>
					{banner.is_active ? (
						<EyeOff aria-hidden="true" className="size-4" />
					) : (
						<Eye aria-hidden="true" className="size-4" />
					)}
					{banner.is_active ? "Deactivate" : "Activate"}
				</Button>
				<Button variant="ghost" size="sm" onClick={onDelete}>
					<Trash2 aria-hidden="true" className="size-4" />
					Delete
				</Button>
			</div>
		</li>
	);
}

/** Every banner with its look, its state and its actions. */
export function BannerList({
	banners,
	editingId,
	onEdit,
	onDeleted,
}: {
	banners: AdminBanner[];
	editingId: string | null;
	onEdit: (banner: AdminBanner) => void;
	onDeleted: (id: string) => void;
}) {
	const remove = useDeleteBanner();
	const [deleting, setDeleting] = useState<AdminBanner | null>(null);
	return (
		<>
			<ul aria-label="Banners" className="space-y-3">
				{ordered(banners).map((banner) => (
					<BannerEntry
						key={banner.id}
						banner={banner}
						editing={banner.id === editingId}
						onEdit={() => onEdit(banner)}
						onDelete={() => setDeleting(banner)}
					/>
				))}
			</ul>
			<ConfirmDeleteDialog
				item={deleting}
				title="Delete this banner?"
				description={
					deleting?.is_active
						? "It is shown on the site now: the site will show no banner until another is activated."
						: "It cannot be brought back."
				}
				confirmLabel="Delete banner"
				text={LIST_TEXT}
				remove={remove}
				onClose={() => setDeleting(null)}
				onDeleted={onDeleted}
			/>
		</>
	);
}
