import { COMPANY_TEXT } from "@core/contracts/companies";
import { PROJECT_TEXT } from "@core/contracts/projects";
import {
	companyNameProblem,
	entityNameProblem,
	normaliseCompanyName,
	normaliseEntityName,
} from "@core/names";
import { Pencil, Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog, Dialog } from "@/components/ui/dialog";
import { companyErrorText, errorText, fieldProblem } from "@/lib/error-text";
import { toast } from "@/lib/toast";
import { useDeleteCompany } from "../api/delete-company";
import { useDeleteProject } from "../api/delete-project";
import { useUpdateCompany } from "../api/update-company";
import { useUpdateProject } from "../api/update-project";
import type { CompanyGroup, ProjectGroup } from "./group-wishlists";
import { NameDialog } from "./name-dialog";

/** Ours: the spec names no success toast for companies. */
export const COMPANY_UPDATED = "Company updated";
export const COMPANY_DELETED = "Company deleted";

type Open = "rename" | "delete" | null;

function IconAction({
	label,
	onClick,
	children,
}: {
	label: string;
	onClick: () => void;
	children: ReactNode;
}) {
	return (
		<Button
			variant="ghost"
			size="icon"
			aria-label={label}
			title={label}
			onClick={onClick}
			className="size-11 md:size-9"
		>
			{children}
		</Button>
	);
}

function wishlistsStayText(count: number): string {
	if (count === 0) return "It has no wishlists.";
	return count === 1
		? "Its wishlist stays, under 'No project'."
		: `Its ${count} wishlists stay, under 'No project'.`;
}

/** Rename and delete one project (spec section 8, Projects); its wishlists outlive it. */
export function ProjectActions({ project }: { project: ProjectGroup }) {
	const [open, setOpen] = useState<Open>(null);
	const update = useUpdateProject();
	const remove = useDeleteProject();
	const close = () => setOpen(null);

	async function rename(name: string): Promise<string | null> {
		try {
			await update.mutateAsync({ id: project.id, update: { name } });
			toast.success(PROJECT_TEXT.updated);
			close();
			return null;
		} catch (error) {
			console.warn("Renaming a project failed", error);
			toast.error(PROJECT_TEXT.updateFailed, { description: errorText(error, "Please try again.") });
			return fieldProblem(error, "name", { conflict: true });
		}
	}

	function confirmDelete() {
		remove.mutate(project.id, {
			onSuccess: () => {
				toast.success(PROJECT_TEXT.deleted);
				close();
			},
			onError: (error) => {
				console.warn("Deleting a project failed", error);
				toast.error(PROJECT_TEXT.deleteFailed, { description: errorText(error, "Please try again.") });
			},
		});
	}

	return (
		<div className="flex shrink-0 items-center">
			<IconAction label={`Rename project ${project.name}`} onClick={() => setOpen("rename")}>
				<Pencil aria-hidden="true" className="size-4" />
			</IconAction>
			<IconAction label={`Delete project ${project.name}`} onClick={() => setOpen("delete")}>
				<Trash2 aria-hidden="true" className="size-4" />
			</IconAction>
			<NameDialog
				open={open === "rename"}
				onClose={close}
				title="Rename project"
				label="Project name"
				initialName={project.name}
				check={(name) => entityNameProblem(name)}
				normalise={normaliseEntityName}
				onSave={rename}
				pending={update.isPending}
			/>
			<ConfirmDialog
				open={open === "delete"}
				onClose={close}
				title={`Delete the project "${project.name}"?`}
				description={wishlistsStayText(project.wishlists.length)}
				confirmLabel="Delete project"
				pending={remove.isPending}
				onConfirm={confirmDelete}
			/>
		</div>
	);
}

/**
 * Rename and delete one company (spec section 8, Companies). A company that projects still name
 * cannot go (the server answers 409), so the dialog says so first instead of offering a delete
 * that must fail.
 */
export function CompanyActions({ company, name }: { company: CompanyGroup; name: string }) {
	const [open, setOpen] = useState<Open>(null);
	const update = useUpdateCompany();
	const remove = useDeleteCompany();
	const close = () => setOpen(null);
	const id = company.companyId;
	if (!id) return null;
	const projectCount = company.projects.length;

	async function rename(next: string): Promise<string | null> {
		if (!id) return null;
		try {
			await update.mutateAsync({ id, update: { name: next } });
			toast.success(COMPANY_UPDATED);
			close();
			return null;
		} catch (error) {
			console.warn("Renaming a company failed", error);
			toast.error(COMPANY_TEXT.updateErrorTitle, { description: companyErrorText(error) });
			return fieldProblem(error, "name", { conflict: true });
		}
	}

	function confirmDelete() {
		if (!id) return;
		remove.mutate(id, {
			onSuccess: () => {
				toast.success(COMPANY_DELETED);
				close();
			},
			onError: (error) => {
				console.warn("Deleting a company failed", error);
				toast.error(COMPANY_TEXT.deleteErrorTitle, { description: companyErrorText(error) });
			},
		});
	}

	return (
		<div className="flex shrink-0 items-center">
			<IconAction label={`Rename company ${name}`} onClick={() => setOpen("rename")}>
				<Pencil aria-hidden="true" className="size-4" />
			</IconAction>
			<IconAction label={`Delete company ${name}`} onClick={() => setOpen("delete")}>
				<Trash2 aria-hidden="true" className="size-4" />
			</IconAction>
			<NameDialog
				open={open === "rename"}
				onClose={close}
				title="Rename company"
				label="Company name"
				initialName={name}
				check={companyNameProblem}
				normalise={normaliseCompanyName}
				onSave={rename}
				pending={update.isPending}
			/>
			{projectCount > 0 ? (
				<Dialog
					open={open === "delete"}
					onClose={close}
					title="This company is still in use"
					description={COMPANY_TEXT.inUse(name, projectCount)}
				>
					<div className="flex justify-end">
						<Button variant="secondary" onClick={close}>
							OK
						</Button>
					</div>
				</Dialog>
			) : (
				<ConfirmDialog
					open={open === "delete"}
					onClose={close}
					title={`Delete the company "${name}"?`}
					description="It has no projects. This cannot be undone."
					confirmLabel="Delete company"
					pending={remove.isPending}
					onConfirm={confirmDelete}
				/>
			)}
		</div>
	);
}
