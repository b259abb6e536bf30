import { WISHLIST_TEXT } from "@core/contracts/wishlists";
import { DEFAULT_LICENSE, type LicenseType } from "@core/license";
import { descriptionProblem, entityNameProblem, normaliseEntityName } from "@core/names";
import { ArrowLeft } from "lucide-react";
import { useEffect, useId } from "react";
import { ProjectPicker, type ProjectPickerMode } from "@/components/production/project-picker";
import { Button, SubmitButton } from "@/components/ui/button";
import { TextAreaField, TextField } from "@/components/ui/field";
import { ApiError } from "@/lib/api-client";
import { isSignedOutError } from "@/lib/error-text";
import { toast } from "@/lib/toast";
import { useForm } from "@/lib/use-form";
import { useCreateWishlist } from "../api/create-wishlist";
import type { WishlistPhoto } from "./add-to-wishlist-dialog";

/** What a failed create says beside its title: the server's reason when it gave one the user can act on. */
function createFailureText(failure: unknown): string | undefined {
	if (!(failure instanceof ApiError)) return undefined;
	return failure.status === 0 || (failure.status >= 400 && failure.status < 500)
		? failure.message
		: undefined;
}

/** Ours (issue 28): a wishlist made on /wishlists starts empty. */
export const createdEmptyText = (name: string) =>
	`${name} is ready: add photos with the heart button on any photo.`;

/**
 * The dialog's create view 'Create new wishlist' (spec sections 2 and 5): name, optional
 * description and project; 'Create Wishlist' waits for a name and a project. The new wishlist
 * takes the photo in the same request. While the project picker creates a project, only its
 * form shows (the dialog's title says 'Create project'). Without a photo (the 'New wishlist'
 * dialog on /wishlists) the wishlist starts empty and 'Cancel' replaces 'Back to wishlists'.
 */
export function CreateWishlistForm({
	photo,
	licenseType = DEFAULT_LICENSE,
	projectMode,
	onProjectModeChange,
	onBack,
	onCancel,
	onDone,
}: {
	/** The photo the new wishlist takes; none: it starts empty. */
	photo?: WishlistPhoto;
	licenseType?: LicenseType;
	projectMode: ProjectPickerMode;
	onProjectModeChange: (mode: ProjectPickerMode) => void;
	/** The add dialog's way back to its list of wishlists. */
	onBack?: () => void;
	/** Without `onBack`: closes without creating. */
	onCancel?: () => void;
	onDone: () => void;
}) {
	const id = useId();
	const formId = `${id}-form`;
	const nameId = `${id}-name`;
	const descriptionId = `${id}-description`;
	const create = useCreateWishlist();
	const form = useForm({
		initial: { name: "", description: "", project: null as string | null },
		// The project picker keeps its own ids.
		ids: { name: nameId, description: descriptionId, project: null },
		check: ({ name, description }) => ({
			name: entityNameProblem(name),
			description: descriptionProblem(description),
		}),
		recheck: true,
		error: create.error,
		conflictField: "name",
		serverNames: { project: "project_id" },
	});
	const { name, project: projectId } = form.values;
	const creatingProject = projectMode === "creating";
	const ready = name.trim() !== "" && projectId !== null;

	// The add dialog switches to this view while open: the focus moves to the name. Opened with
	// its dialog ('New wishlist'), the dialog focuses the name itself (data-autofocus), after it
	// noted what had the focus, to give it back on close.
	const switchedTo = onBack !== undefined;
	useEffect(() => {
		if (switchedTo) document.getElementById(nameId)?.focus();
	}, [nameId, switchedTo]);

	const send = form.handleSubmit(({ name, description, project }) => {
		if (!project) return;
		create
			.mutateAsync({
				name: normaliseEntityName(name),
				description: description.trim() === "" ? undefined : description,
				project_id: project,
				...(photo ? { photo_id: photo.id, license_type: licenseType } : {}),
			})
			// The photo goes in with the wishlist, in the same transaction: created means added.
			.then(({ wishlist }) => {
				toast.success(WISHLIST_TEXT.createdTitle, {
					description: photo ? WISHLIST_TEXT.created : createdEmptyText(wishlist.name),
				});
				onDone();
			})
			.catch((failure: unknown) => {
				console.warn("Creating the wishlist failed", failure);
				if (isSignedOutError(failure)) {
					toast.error(WISHLIST_TEXT.signInRequired);
					return;
				}
				toast.error(WISHLIST_TEXT.createFailed, { description: createFailureText(failure) });
			});
	});

	function submit(event: { preventDefault: () => void }) {
		event.preventDefault();
		if (!projectId || create.isPending) return;
		void send();
	}

	return (
		<div className="space-y-4">
			{!creatingProject && (
				<form id={formId} noValidate onSubmit={submit} className="space-y-4">
					{/* data-autofocus: where the dialog puts the focus when it opens on this form ('New wishlist'). */}
					<TextField
						label="Wishlist name"
						required
						autoComplete="off"
						data-autofocus
						{...form.field("name")}
					/>
					<TextAreaField label="Description" optional rows={2} {...form.field("description")} />
				</form>
			)}
			<ProjectPicker
				value={projectId}
				onChange={(next) => form.set("project", next)}
				mode={projectMode}
				onModeChange={onProjectModeChange}
				error={form.problemOf("project")}
			/>
			{!creatingProject && (
				<div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-between">
					{onBack ? (
						<Button variant="ghost" onClick={onBack}>
							<ArrowLeft aria-hidden="true" className="size-4" />
							Back to wishlists
						</Button>
					) : (
						<Button variant="secondary" onClick={onCancel}>
							Cancel
						</Button>
					)}
					<SubmitButton form={formId} disabled={!ready} pending={create.isPending} pendingLabel="Creating…">
						{WISHLIST_TEXT.createButton}
					</SubmitButton>
				</div>
			)}
		</div>
	);
}
