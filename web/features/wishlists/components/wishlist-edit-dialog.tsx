import type { Wishlist, WishlistUpdate } from "@core/contracts/wishlists";
import { descriptionProblem, entityNameProblem, normaliseEntityName } from "@core/names";
import { useProjects } from "@/api/projects/projects-query";
import { Button, SubmitButton } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import {
	describedBy,
	FieldError,
	fieldIds,
	inputClasses,
	TextAreaField,
	TextField,
} from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { errorText } from "@/lib/error-text";
import { toast } from "@/lib/toast";
import { useForm } from "@/lib/use-form";
import { useUpdateWishlist } from "../api/update-wishlist";

/** Ours: the spec has no texts for editing a wishlist. */
export const WISHLIST_UPDATED = "Wishlist updated";
export const WISHLIST_UPDATE_FAILED = "Failed to update wishlist";

const IDS = {
	name: "wishlist-name",
	description: "wishlist-description",
	project_id: "wishlist-project",
} as const;

type Draft = { name: string; description: string; project_id: string };

/** Core's rules for names and descriptions, the same the server applies. */
const check = ({ name, description }: Draft) => ({
	name: entityNameProblem(name),
	description: descriptionProblem(description),
});

/**
 * Only what changed is sent; an untouched form sends nothing. A wishlist without a project
 * (its project was deleted) keeps none until one is chosen: the API cannot unset it.
 */
function changes(wishlist: Wishlist, name: string, description: string, projectId: string): WishlistUpdate {
	const update: WishlistUpdate = {};
	const nextName = normaliseEntityName(name);
	if (nextName !== wishlist.name) update.name = nextName;
	const nextDescription = description.trim() === "" ? null : description.trim();
	if (nextDescription !== wishlist.description) update.description = nextDescription;
	if (projectId !== (wishlist.project_id ?? "")) update.project_id = projectId;
	return update;
}

function ProjectField({
	value,
	onChange,
	error,
}: {
	value: string;
	onChange: (value: string) => void;
	error?: string | null;
}) {
	const projects = useProjects();
	const ids = fieldIds(IDS.project_id);
	const hint = projects.isError
		? "Your projects could not be loaded, so the wishlist stays where it is."
		: undefined;
	return (
		<div>
			<label htmlFor={IDS.project_id} className="mb-1.5 block text-sm font-medium text-ink-800">
				Project
			</label>
			<Select
				id={IDS.project_id}
				value={value}
				onChange={(event) => onChange(event.target.value)}
				disabled={!projects.data}
				aria-invalid={error ? true : undefined}
				aria-describedby={describedBy(IDS.project_id, { hint, error })}
				className={inputClasses}
			>
				{value === "" && (
					<option value="" disabled>
						{projects.isPending ? "Loading projects…" : "No project"}
					</option>
				)}
				{projects.data?.projects.map((project) => (
					<option key={project.id} value={project.id}>
						{project.company ? `${project.name} (${project.company})` : project.name}
					</option>
				))}
			</Select>
			{hint && (
				<p id={ids.hint} className="mt-1.5 text-sm text-ink-500">
					{hint}
				</p>
			)}
			{error && <FieldError id={ids.error}>{error}</FieldError>}
		</div>
	);
}

function EditForm({ wishlist, onClose }: { wishlist: Wishlist; onClose: () => void }) {
	const update = useUpdateWishlist(wishlist.id);
	const form = useForm({
		initial: {
			name: wishlist.name,
			description: wishlist.description ?? "",
			project_id: wishlist.project_id ?? "",
		},
		ids: IDS,
		check,
		// A 409 is the duplicate name: it shows under the name, like the 400's field messages.
		conflictField: "name",
	});

	const submit = form.handleSubmit(
		async ({ name, description, project_id }) => {
			const patch = changes(wishlist, name, description, project_id);
			if (Object.keys(patch).length === 0) {
				onClose();
				return;
			}
			await update.mutateAsync(patch);
			toast.success(WISHLIST_UPDATED);
			onClose();
		},
		{
			onFailure: (error) => {
				console.warn("Updating a wishlist failed", error);
				toast.error(WISHLIST_UPDATE_FAILED, { description: errorText(error, "Please try again.") });
			},
		},
	);

	return (
		<form noValidate onSubmit={submit} className="space-y-5">
			<TextField label="Name" required autoComplete="off" data-autofocus {...form.field("name")} />
			<TextAreaField label="Description" optional rows={3} {...form.field("description")} />
			<ProjectField
				value={form.values.project_id}
				onChange={(value) => form.set("project_id", value)}
				error={form.problemOf("project_id")}
			/>
			<div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
				<Button variant="secondary" onClick={onClose}>
					Cancel
				</Button>
				<SubmitButton pending={update.isPending} pendingLabel="Saving…">
					Save changes
				</SubmitButton>
			</div>
		</form>
	);
}

/** Rename, describe or move the wishlist to another project. */
export function WishlistEditDialog({
	wishlist,
	open,
	onClose,
}: {
	wishlist: Wishlist;
	open: boolean;
	onClose: () => void;
}) {
	return (
		<Dialog
			open={open}
			onClose={onClose}
			title="Edit wishlist"
			description="Rename it, describe it, or move it to another project."
		>
			{open && <EditForm wishlist={wishlist} onClose={onClose} />}
		</Dialog>
	);
}
