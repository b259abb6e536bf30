import { WISHLIST_TEXT } from "@core/contracts/wishlists";
import type { LicenseType } from "@core/license";
import { descriptionProblem, entityNameProblem, normaliseEntityName } from "@core/names";
import { ArrowLeft } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { ProjectPicker, type ProjectPickerMode } from "@/components/production/project-picker";
import { Button, SubmitButton } from "@/components/ui/button";
import { TextAreaField, TextField } from "@/components/ui/field";
import { ApiError } from "@/lib/api-client";
import { fieldProblem, isSignedOutError } from "@/lib/error-text";
import { toast } from "@/lib/toast";
import { useCreateWishlist } from "../api/create-wishlist";
import type { WishlistPhoto } from "./add-to-wishlist-dialog";

type ServerProblems = { name: string | null; description: string | null; project: string | null };
const NO_PROBLEMS: ServerProblems = { name: null, description: null, project: null };

/** What a failed create says beside its title: the server's reason when it gave one the user can act on. */
function createFailureText(failure: unknown): string | undefined {
	if (!(failure instanceof ApiError)) return undefined;
	return failure.status === 0 || (failure.status >= 400 && failure.status < 500)
		? failure.message
		: undefined;
}

/**
 * The dialog's create view 'Create new wishlist' (spec sections 2 and 5): name, optional
 * description and project; 'Create Wishlist' waits for a name and a project. The new wishlist
 * takes the photo in the same request. While the project picker creates a project, only its
 * form shows (the dialog's title says 'Create project').
 */
export function CreateWishlistForm({
	photo,
	licenseType,
	projectMode,
	onProjectModeChange,
	onBack,
	onDone,
}: {
	photo: WishlistPhoto;
	licenseType: LicenseType;
	projectMode: ProjectPickerMode;
	onProjectModeChange: (mode: ProjectPickerMode) => void;
	onBack: () => void;
	onDone: () => void;
}) {
	const id = useId();
	const formId = `${id}-form`;
	const nameId = `${id}-name`;
	const descriptionId = `${id}-description`;
	const [name, setName] = useState("");
	const [description, setDescription] = useState("");
	const [projectId, setProjectId] = useState<string | null>(null);
	const [tried, setTried] = useState(false);
	const [server, setServer] = useState<ServerProblems>(NO_PROBLEMS);
	const create = useCreateWishlist();
	const creatingProject = projectMode === "creating";
	const ready = name.trim() !== "" && projectId !== null;
	const nameProblem = server.name ?? (tried ? entityNameProblem(name) : null);
	const descriptionMessage = server.description ?? (tried ? descriptionProblem(description) : null);

	useEffect(() => {
		document.getElementById(nameId)?.focus();
	}, [nameId]);

	function submit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault();
		if (!projectId || create.isPending) return;
		setTried(true);
		if (entityNameProblem(name)) {
			document.getElementById(nameId)?.focus();
			return;
		}
		if (descriptionProblem(description)) {
			document.getElementById(descriptionId)?.focus();
			return;
		}
		create
			.mutateAsync({
				name: normaliseEntityName(name),
				description: description.trim() === "" ? undefined : description,
				project_id: projectId,
				photo_id: photo.id,
				license_type: licenseType,
			})
			// The photo goes in with the wishlist, in the same transaction: created means added.
			.then(() => {
				toast.success(WISHLIST_TEXT.createdTitle, { description: WISHLIST_TEXT.created });
				onDone();
			})
			.catch((failure: unknown) => {
				console.warn("Creating the wishlist failed", failure);
				if (isSignedOutError(failure)) {
					toast.error(WISHLIST_TEXT.signInRequired);
					return;
				}
				const problems = {
					name: fieldProblem(failure, "name", { conflict: true }),
					description: fieldProblem(failure, "description"),
					project: fieldProblem(failure, "project_id"),
				};
				setServer(problems);
				if (problems.name) document.getElementById(nameId)?.focus();
				toast.error(WISHLIST_TEXT.createFailed, { description: createFailureText(failure) });
			});
	}

	return (
		<div className="space-y-4">
			{!creatingProject && (
				<form id={formId} noValidate onSubmit={submit} className="space-y-4">
					<TextField
						id={nameId}
						label="Wishlist name"
						required
						autoComplete="off"
						value={name}
						onChange={(event) => {
							setName(event.target.value);
							setServer((current) => ({ ...current, name: null }));
						}}
						error={nameProblem}
					/>
					<TextAreaField
						id={descriptionId}
						label="Description"
						optional
						rows={2}
						value={description}
						onChange={(event) => {
							setDescription(event.target.value);
							setServer((current) => ({ ...current, description: null }));
						}}
						error={descriptionMessage}
					/>
				</form>
			)}
			<ProjectPicker
				value={projectId}
				onChange={(next) => {
					setProjectId(next);
					setServer((current) => ({ ...current, project: null }));
				}}
				mode={projectMode}
				onModeChange={onProjectModeChange}
				error={server.project}
			/>
			{!creatingProject && (
				<div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-between">
					<Button variant="ghost" onClick={onBack}>
						<ArrowLeft aria-hidden="true" className="size-4" />
						Back to wishlists
					</Button>
					<SubmitButton form={formId} disabled={!ready} pending={create.isPending} pendingLabel="Creating…">
						{WISHLIST_TEXT.createButton}
					</SubmitButton>
				</div>
			)}
		</div>
	);
}
