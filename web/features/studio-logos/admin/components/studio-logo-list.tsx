import { moveItem } from "@core/collection-order";
import type { AdminStudioLogo } from "@core/contracts/site";
import { ExternalLink, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { ConfirmDeleteDialog } from "@/components/admin/confirm-delete-dialog";
import { MoveButtons } from "@/components/admin/move-buttons";
import { Button } from "@/components/ui/button";
import { StatusPill } from "@/components/ui/status-pill";
import { errorText } from "@/lib/error-text";
import { toast } from "@/lib/toast";
import { useMoveFocus } from "@/lib/use-move-focus";
import { useDeleteStudioLogo, useOrderStudioLogos } from "../api/studio-logos";
import { StudioLogoPreview } from "./studio-logo-image";

export const LIST_TEXT = {
	demo: "Demo content",
	hidden: "Not on the site: no logo yet",
	orderFailed: "The order could not be saved.",
	deleted: "Studio deleted",
	deleteFailed: "The studio could not be deleted.",
} as const;

function StudioEntry({
	logo,
	index,
	count,
	editing,
	moving,
	onMove,
	onEdit,
	onDelete,
}: {
	logo: AdminStudioLogo;
	index: number;
	count: number;
	editing: boolean;
	moving: boolean;
	onMove: (to: number, button: "up" | "down") => void;
	onEdit: () => void;
	onDelete: () => void;
}) {
	return (
		<li
			aria-label={logo.name}
			aria-current={editing || undefined}
			className="rounded-xl border border-ink-900/10 bg-white p-3 shadow-card aria-[current=true]:border-accent-600/50"
		>
			<div className="flex flex-wrap items-center gap-3">
				<span className="w-6 text-center text-sm font-semibold text-ink-600 tabular-nums">{index + 1}</span>
				<StudioLogoPreview logo={logo} />
				<div className="flex min-w-[10rem] flex-1 flex-col gap-1">
					<span className="font-medium break-words text-ink-900">{logo.name}</span>
					{logo.link_url ? (
						<a
							href={logo.link_url}
							target="_blank"
							rel="noopener noreferrer"
							className="inline-flex max-w-full items-center gap-1 text-sm text-accent-700 underline-offset-2 hover:underline"
						>
							<span className="truncate">{logo.link_url}</span>
							<ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
						</a>
					) : (
						<span className="text-sm text-ink-500">No link</span>
					)}
					<span className="flex flex-wrap gap-1">
						{logo.is_demo && <StatusPill tone="waiting">{LIST_TEXT.demo}</StatusPill>}
						{!logo.logo_url && <StatusPill tone="faded">{LIST_TEXT.hidden}</StatusPill>}
					</span>
				</div>
			</div>
			<div className="mt-3 flex flex-wrap justify-end gap-1 border-t border-ink-900/5 pt-2">
				<MoveButtons
					itemId={logo.id}
					name={logo.name}
					index={index}
					count={count}
					disabled={moving}
					onMove={onMove}
				/>
				<Button variant="secondary" size="sm" onClick={onEdit} disabled={editing}>
					<Pencil aria-hidden="true" className="size-4" />
					{editing ? "Editing" : "Edit"}
				</Button>
				<Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete ${logo.name}`}>
					<Trash2 aria-hidden="true" className="size-4" />
					Delete
				</Button>
			</div>
		</li>
	);
}

/** The studios in the strip's order: move each up or down, edit one, delete one. */
export function StudioLogoList({
	logos,
	editingId,
	onEdit,
	onDeleted,
}: {
	logos: AdminStudioLogo[];
	editingId: string | null;
	onEdit: (logo: AdminStudioLogo) => void;
	onDeleted: (id: string) => void;
}) {
	const order = useOrderStudioLogos();
	const remove = useDeleteStudioLogo();
	const [deleting, setDeleting] = useState<AdminStudioLogo | null>(null);

	const focusAfterMove = useMoveFocus(!order.isPending);

	function move(from: number, to: number, button: "up" | "down") {
		const logo = logos[from];
		if (!logo) return;
		focusAfterMove(logo.id, to, logos.length, button);
		order.mutate(
			moveItem(
				logos.map((l) => l.id),
				from,
				to,
			),
			{
				onError: (error) =>
					toast.error(LIST_TEXT.orderFailed, { description: errorText(error, "Please try again.") }),
			},
		);
	}

	return (
		<>
			<ol aria-label="Studio logos in order" className="space-y-3">
				{logos.map((logo, index) => (
					<StudioEntry
						key={logo.id}
						logo={logo}
						index={index}
						count={logos.length}
						editing={logo.id === editingId}
						moving={order.isPending}
						onMove={(to, button) => move(index, to, button)}
						onEdit={() => onEdit(logo)}
						onDelete={() => setDeleting(logo)}
					/>
				))}
			</ol>
			<ConfirmDeleteDialog
				item={deleting}
				title={`Delete ${deleting?.name ?? "this studio"}?`}
				description="Its logo leaves the home page. It cannot be brought back."
				confirmLabel="Delete studio"
				text={LIST_TEXT}
				remove={remove}
				onClose={() => setDeleting(null)}
				onDeleted={onDeleted}
			/>
		</>
	);
}
