import type { Wishlist } from "@core/contracts/wishlists";
import { entityNameProblem, normaliseEntityName } from "@core/names";
import { ArrowLeft } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { ProjectPicker, type ProjectPickerMode } from "@/components/production/project-picker";
import { Button, SubmitButton } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/field";
import { WishlistPickList } from "@/components/wishlist-pick-list";
import { photoCount } from "@/lib/cart-text";
import { errorText, fieldProblem } from "@/lib/error-text";
import { toast } from "@/lib/toast";
import { useCreateWishlist } from "../api/create-wishlist";
import { useMoveToWishlist } from "../api/move-to-wishlist";
import { MOVE_FAILED, MOVED_TITLE, movedText } from "../lib/cart-text";

/** What the dialog moves: one line (named by its photo's title) or the selection. */
export type MoveTarget = { lineIds: readonly string[]; title: string | null };

/**
 * 'Move to wishlist' (issue 28): one of the user's wishlists, or a new one, takes the lines; the
 * server adds them there and takes them out of the cart in one step. Every opening starts from
 * the list.
 */
export function MoveToWishlistDialog({
	target,
	onClose,
	onMoved,
}: {
	target: MoveTarget | null;
	onClose: () => void;
	onMoved: (lineIds: readonly string[]) => void;
}) {
	if (!target) return null;
	return <MoveDialogBody target={target} onClose={onClose} onMoved={onMoved} />;
}

function MoveDialogBody({
	target,
	onClose,
	onMoved,
}: {
	target: MoveTarget;
	onClose: () => void;
	onMoved: (lineIds: readonly string[]) => void;
}) {
	const [view, setView] = useState<"list" | "create">("list");
	const [projectMode, setProjectMode] = useState<ProjectPickerMode>("selecting");
	const move = useMoveToWishlist();
	const what = target.title ?? photoCount(target.lineIds.length);

	function moveTo(wishlist: { id: string; name: string }) {
		return move.mutateAsync({ lineIds: target.lineIds, wishlistId: wishlist.id }).then(
			(result) => {
				toast.success(MOVED_TITLE, { description: movedText(result.moved, wishlist.name) });
				onMoved(target.lineIds);
				onClose();
			},
			(error: unknown) => {
				console.warn("Moving cart lines to a wishlist failed", error);
				toast.error(MOVE_FAILED, { description: errorText(error, "Please try again.") });
			},
		);
	}

	let title = "Move to wishlist";
	if (view === "create") title = projectMode === "creating" ? "Create project" : "Create new wishlist";
	return (
		<Dialog
			open
			onClose={onClose}
			title={title}
			description={
				view === "list" ? `Choose a wishlist for ${what}. It leaves your cart once it is there.` : undefined
			}
		>
			{view === "list" ? (
				<WishlistList pending={move.isPending} onPick={moveTo} onCreate={() => setView("create")} />
			) : (
				<CreateAndMove
					projectMode={projectMode}
					onProjectModeChange={setProjectMode}
					moving={move.isPending}
					onCreated={moveTo}
					onBack={() => {
						setProjectMode("selecting");
						setView("list");
					}}
				/>
			)}
		</Dialog>
	);
}

function WishlistList({
	pending,
	onPick,
	onCreate,
}: {
	pending: boolean;
	onPick: (wishlist: Wishlist) => void;
	onCreate: () => void;
}) {
	const [picked, setPicked] = useState<string | null>(null);
	return (
		<WishlistPickList
			onPick={(wishlist) => {
				setPicked(wishlist.id);
				onPick(wishlist);
			}}
			unavailable={() => pending}
			busy={(wishlist) => pending && picked === wishlist.id}
			busyLabel="Moving…"
			emptyHint="Create one to keep these photos for a production."
			create={{ disabled: pending, onClick: onCreate }}
		/>
	);
}

/** A new wishlist (name and project), then the move into it. */
function CreateAndMove({
	projectMode,
	onProjectModeChange,
	moving,
	onCreated,
	onBack,
}: {
	projectMode: ProjectPickerMode;
	onProjectModeChange: (mode: ProjectPickerMode) => void;
	moving: boolean;
	onCreated: (wishlist: Wishlist) => Promise<void>;
	onBack: () => void;
}) {
	const id = useId();
	const formId = `${id}-form`;
	const create = useCreateWishlist();
	const [name, setName] = useState("");
	const [projectId, setProjectId] = useState<string | null>(null);
	const [tried, setTried] = useState(false);
	const nameProblem = tried
		? (entityNameProblem(name) ?? fieldProblem(create.error, "name", { conflict: true }))
		: null;
	const creatingProject = projectMode === "creating";

	function submit(event: FormEvent) {
		event.preventDefault();
		setTried(true);
		if (entityNameProblem(name) || !projectId || create.isPending || moving) return;
		create.mutateAsync({ name: normaliseEntityName(name), project_id: projectId }).then(
			({ wishlist }) => onCreated(wishlist),
			(error: unknown) => {
				console.warn("Creating a wishlist from the cart failed", error);
				toast.error("Failed to create wishlist", { description: errorText(error, "Please try again.") });
			},
		);
	}

	return (
		<div className="space-y-4">
			{!creatingProject && (
				<form id={formId} noValidate onSubmit={submit} className="space-y-4">
					<TextField
						id={`${id}-name`}
						label="Wishlist name"
						required
						autoComplete="off"
						autoFocus
						value={name}
						error={nameProblem}
						onChange={(event) => setName(event.target.value)}
					/>
				</form>
			)}
			<ProjectPicker
				value={projectId}
				onChange={setProjectId}
				mode={projectMode}
				onModeChange={onProjectModeChange}
				error={tried && !projectId ? "Choose a project" : fieldProblem(create.error, "project_id")}
			/>
			{!creatingProject && (
				<div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-between">
					<Button variant="ghost" onClick={onBack}>
						<ArrowLeft aria-hidden="true" className="size-4" />
						Back to wishlists
					</Button>
					<SubmitButton
						form={formId}
						pending={create.isPending || moving}
						pendingLabel="Moving…"
						disabled={name.trim() === "" || !projectId}
					>
						Create and move
					</SubmitButton>
				</div>
			)}
		</div>
	);
}
