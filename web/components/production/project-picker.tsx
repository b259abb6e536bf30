import type { Project } from "@core/contracts/projects";
import { PROJECT_TEXT } from "@core/contracts/projects";
import { autoSelectedProject } from "@core/project-selection";
import { useQueryClient } from "@tanstack/react-query";
import { FolderPlus, Plus } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useSession } from "@/api/auth/session";
import {
	markAutoSelected,
	rememberedProject,
	rememberProject,
	wasAutoSelected,
} from "@/api/projects/project-selection-memory";
import { useProjects, useStampProjectUse } from "@/api/projects/projects-query";
import { LoadErrorNotice } from "@/components/query-states";
import { Button } from "@/components/ui/button";
import { describedBy, FieldError, fieldIds, inputClasses } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { LoadingLine } from "./loading-line";
import { ProjectCreateForm } from "./project-create-form";

export type ProjectPickerMode = "selecting" | "creating";

type ProjectPickerProps = {
	/** The chosen project's id; null or '' for none. A value given by the screen is never replaced. */
	value: string | null;
	onChange: (projectId: string | null) => void;
	/** Off: the picker never selects a project by itself (spec section 4, Project auto-selection). */
	autoSelect?: boolean;
	/** The mode, when the screen needs to know it (the wishlist dialog's title); else kept inside. */
	mode?: ProjectPickerMode;
	onModeChange?: (mode: ProjectPickerMode) => void;
	/** A message about the project from the form around it (the server's answer). */
	error?: string | null;
	label?: string;
	/** Under 'No Projects Found': what a project is for, on the screen that shows the picker. */
	emptyHint?: string;
};

function projectLabel(project: Project): string {
	return project.company ? `${project.name} · ${project.company}` : project.name;
}

/**
 * One of the user's projects, chosen from the list or created on the spot (spec section 4,
 * Project picker). Creating renders a form of its own: do not place the picker inside a form.
 */
export function ProjectPicker({
	value,
	onChange,
	autoSelect = true,
	mode: controlledMode,
	onModeChange,
	error,
	label = "Project",
	emptyHint = "A project groups the wishlists of one production.",
}: ProjectPickerProps) {
	const id = useId();
	const ids = fieldIds(id);
	const { user } = useSession();
	const queryClient = useQueryClient();
	const projects = useProjects();
	const stamp = useStampProjectUse();
	const [ownMode, setOwnMode] = useState<ProjectPickerMode>("selecting");
	const mode = controlledMode ?? ownMode;
	const list = projects.data?.projects;
	const hasValue = Boolean(value);
	const onChangeRef = useRef(onChange);
	onChangeRef.current = onChange;

	function setMode(next: ProjectPickerMode) {
		setOwnMode(next);
		onModeChange?.(next);
	}

	// Once per sign-in the most recently used project is chosen; after that, the one chosen last.
	useEffect(() => {
		if (!user || !list || hasValue || !autoSelect) return;
		const remembered = rememberedProject(queryClient, user.id);
		if (remembered && list.some((project) => project.id === remembered)) {
			onChangeRef.current(remembered);
			return;
		}
		const pick = autoSelectedProject(list, {
			enabled: autoSelect,
			hasValue,
			alreadyDone: wasAutoSelected(queryClient, user.id),
		});
		if (pick) {
			markAutoSelected(queryClient, user.id);
			rememberProject(queryClient, user.id, pick.id);
			onChangeRef.current(pick.id);
		}
	}, [queryClient, user, list, hasValue, autoSelect]);

	/** A choice of the user's: remembered for the next picker, and its last use stamped. */
	function choose(projectId: string | null) {
		if (user) rememberProject(queryClient, user.id, projectId);
		onChange(projectId);
		if (projectId) {
			stamp.mutate(projectId, {
				onError: (failure) => console.warn("Stamping the project's last use failed", failure),
			});
		}
	}

	if (mode === "creating") {
		return (
			<ProjectCreateForm
				canCancel
				onCancel={() => {
					setMode("selecting");
					// Back where the user left: the choice they had, or the button that opened the form.
					window.setTimeout(() => document.getElementById(id)?.focus());
				}}
				onSaved={(project) => {
					choose(project.id);
					setMode("selecting");
					window.setTimeout(() => document.getElementById(id)?.focus());
				}}
			/>
		);
	}

	if (projects.isPending) {
		return <LoadingLine label="Loading your projects…" />;
	}
	if (projects.isError) {
		return (
			<LoadErrorNotice
				title="We could not load your projects."
				onRetry={() => void projects.refetch()}
				retrying={projects.isFetching}
			/>
		);
	}
	if (!list || list.length === 0) {
		return (
			<div className="rounded-lg border border-dashed border-ink-900/20 bg-cream-100/60 px-4 py-5 text-center">
				<FolderPlus aria-hidden="true" className="mx-auto size-6 text-ink-400" />
				<p className="mt-2 font-semibold text-ink-900">{PROJECT_TEXT.noProjects}</p>
				<p className="mt-1 text-sm text-ink-600">{emptyHint}</p>
				<Button
					id={id}
					variant="secondary"
					className="mt-3"
					// The focus lands here when checkout asks for a production: the message is read with it.
					aria-describedby={error ? ids.error : undefined}
					onClick={() => setMode("creating")}
				>
					<Plus aria-hidden="true" className="size-4" />
					{PROJECT_TEXT.createFirst}
				</Button>
				{error && <FieldError id={ids.error}>{error}</FieldError>}
			</div>
		);
	}

	return (
		<div>
			<div className="mb-1.5 flex items-baseline justify-between gap-3">
				<label htmlFor={id} className="text-sm font-medium text-ink-800">
					{label}
				</label>
			</div>
			<div className="flex gap-2">
				<div className="min-w-0 flex-1">
					<Select
						id={id}
						value={value ?? ""}
						aria-invalid={error ? true : undefined}
						aria-describedby={describedBy(id, { error })}
						onChange={(event) => choose(event.target.value || null)}
						className={inputClasses}
					>
						<option value="">Choose a project</option>
						{list.map((project) => (
							<option key={project.id} value={project.id}>
								{projectLabel(project)}
							</option>
						))}
					</Select>
				</div>
				<Button variant="secondary" className="h-11" onClick={() => setMode("creating")}>
					<Plus aria-hidden="true" className="size-4" />
					New project
				</Button>
			</div>
			{error && <FieldError id={ids.error}>{error}</FieldError>}
		</div>
	);
}
