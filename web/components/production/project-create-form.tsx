import { PROJECT_TEXT, type Project } from "@core/contracts/projects";
import {
	companyNameProblem,
	entityNameProblem,
	normaliseCompanyName,
	normaliseEntityName,
} from "@core/names";
import { useEffect, useId } from "react";
import { useCreateProject } from "@/api/projects/projects-query";
import { Button, SubmitButton } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { saveFailureText } from "@/lib/error-text";
import { toast } from "@/lib/toast";
import { useForm } from "@/lib/use-form";
import { CompanyPicker, SMART_TOAST_MS } from "./company-picker";

/**
 * The project picker's creating mode: a project name and its company, both required (spec
 * section 5). The server finds the project when one of that name and company exists.
 */
export function ProjectCreateForm({
	onSaved,
	onCancel,
	canCancel,
}: {
	onSaved: (project: Project) => void;
	onCancel: () => void;
	canCancel: boolean;
}) {
	const id = useId();
	const nameId = `${id}-name`;
	const create = useCreateProject();
	const form = useForm({
		initial: { name: "", company: "" },
		// The company picker keeps its own id and moves focus itself.
		ids: { name: nameId, company: null },
		check: ({ name, company }) => ({ name: entityNameProblem(name), company: companyNameProblem(company) }),
		recheck: true,
		error: create.error,
		conflictField: "name",
	});
	const { name, company } = form.values;
	const blank = name.trim() === "" || company.trim() === "";

	useEffect(() => {
		document.getElementById(nameId)?.focus();
	}, [nameId]);

	const submit = form.handleSubmit(() =>
		create.mutate(
			{ name: normaliseEntityName(name), company: normaliseCompanyName(company) },
			{
				onSuccess: ({ project, created }) => {
					toast.success(created ? PROJECT_TEXT.created : PROJECT_TEXT.found, { duration: SMART_TOAST_MS });
					onSaved(project);
				},
				onError: (failure) => {
					console.warn("Creating the project failed", failure);
					toast.error(PROJECT_TEXT.createFailed, {
						// Find-or-create: the server looks for the name before it creates anything.
						description: saveFailureText(failure, "project", PROJECT_TEXT.duplicateCheckFailed),
					});
				},
			},
		),
	);

	return (
		<form noValidate onSubmit={submit} aria-label="New project" className="space-y-4">
			<TextField label="Project name" requiredMark required autoComplete="off" {...form.field("name")} />
			<CompanyPicker
				required
				value={company}
				onChange={(next) => form.set("company", next)}
				error={form.problemOf("company")}
			/>
			<div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
				{canCancel && (
					<Button variant="secondary" onClick={onCancel}>
						Cancel
					</Button>
				)}
				<SubmitButton disabled={blank} pending={create.isPending} pendingLabel="Creating…">
					Create Project
				</SubmitButton>
			</div>
		</form>
	);
}
