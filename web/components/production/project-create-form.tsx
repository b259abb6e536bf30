import { PROJECT_TEXT, type Project } from "@core/contracts/projects";
import {
	companyNameProblem,
	entityNameProblem,
	normaliseCompanyName,
	normaliseEntityName,
} from "@core/names";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useCreateProject } from "@/api/projects/projects-query";
import { Button, SubmitButton } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { fieldProblem, saveFailureText } from "@/lib/error-text";
import { toast } from "@/lib/toast";
import { CompanyPicker, SMART_TOAST_MS } from "./company-picker";

type ServerProblems = { name: string | null; company: string | null };
const NO_PROBLEMS: ServerProblems = { name: null, company: null };

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
	const [name, setName] = useState("");
	const [company, setCompany] = useState("");
	const [tried, setTried] = useState(false);
	const [server, setServer] = useState<ServerProblems>(NO_PROBLEMS);
	const create = useCreateProject();
	const blank = name.trim() === "" || company.trim() === "";
	const nameProblem = server.name ?? (tried ? entityNameProblem(name) : null);
	const companyProblem = server.company ?? (tried ? companyNameProblem(company) : null);

	useEffect(() => {
		document.getElementById(nameId)?.focus();
	}, [nameId]);

	function submit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault();
		setTried(true);
		if (entityNameProblem(name)) {
			document.getElementById(nameId)?.focus();
			return;
		}
		if (companyNameProblem(company)) return;
		create.mutate(
			{ name: normaliseEntityName(name), company: normaliseCompanyName(company) },
			{
				onSuccess: ({ project, created }) => {
					toast.success(created ? PROJECT_TEXT.created : PROJECT_TEXT.found, { duration: SMART_TOAST_MS });
					onSaved(project);
				},
				onError: (failure) => {
					console.warn("Creating the project failed", failure);
					setServer({
						name: fieldProblem(failure, "name", { conflict: true }),
						company: fieldProblem(failure, "company"),
					});
					toast.error(PROJECT_TEXT.createFailed, {
						// Find-or-create: the server looks for the name before it creates anything.
						description: saveFailureText(failure, "project", PROJECT_TEXT.duplicateCheckFailed),
					});
				},
			},
		);
	}

	return (
		<form noValidate onSubmit={submit} aria-label="New project" className="space-y-4">
			<TextField
				id={nameId}
				label="Project name"
				requiredMark
				required
				autoComplete="off"
				value={name}
				onChange={(event) => {
					setName(event.target.value);
					setServer((current) => ({ ...current, name: null }));
				}}
				error={nameProblem}
			/>
			<CompanyPicker
				required
				value={company}
				onChange={(next) => {
					setCompany(next);
					setServer((current) => ({ ...current, company: null }));
				}}
				error={companyProblem}
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
