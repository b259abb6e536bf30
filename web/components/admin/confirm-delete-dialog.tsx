import { ConfirmDialog } from "@/components/ui/dialog";
import { errorText } from "@/lib/error-text";
import { toast } from "@/lib/toast";

type DeleteMutation = {
	mutate(
		id: string,
		callbacks: { onSuccess: () => void; onError: (error: unknown) => void; onSettled: () => void },
	): void;
	isPending: boolean;
};

/**
 * Asks before an admin list's item is deleted (`item` null: closed), deletes it, and says how
 * it went; `onDeleted` hears of a success.
 */
export function ConfirmDeleteDialog({
	item,
	title,
	description,
	confirmLabel,
	text,
	remove,
	onClose,
	onDeleted,
}: {
	item: { id: string } | null;
	title: string;
	description: string;
	confirmLabel: string;
	text: { deleted: string; deleteFailed: string };
	remove: DeleteMutation;
	onClose: () => void;
	onDeleted: (id: string) => void;
}) {
	return (
		<ConfirmDialog
			open={item !== null}
			title={title}
			description={description}
			confirmLabel={confirmLabel}
			pending={remove.isPending}
			onClose={onClose}
			onConfirm={() => {
				if (!item) return;
				const { id } = item;
				remove.mutate(id, {
					onSuccess: () => {
						toast.success(text.deleted);
						onDeleted(id);
					},
					onError: (error) =>
						toast.error(text.deleteFailed, { description: errorText(error, "Please try again.") }),
					onSettled: onClose,
				});
			}}
		/>
	);
}
