import { HOLD_UI_TEXT } from "@core/contracts/holds";
import type { PhotoLicensing } from "@core/contracts/licensing";
import type { PhotoSummary } from "@core/contracts/photos";
import { LICENSING_TEXT } from "@core/licensing";
import { Bookmark } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { useSession } from "@/api/auth/session";
import { usePhotoLicensing } from "@/api/licensing/photo-licensing";
import { useProjects } from "@/api/projects/projects-query";
import { Button } from "@/components/ui/button";
import { inputClasses } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { StatusPill } from "@/components/ui/status-pill";
import { ApiError } from "@/lib/api-client";
import { errorText } from "@/lib/error-text";
import { paths } from "@/lib/paths";
import { toast } from "@/lib/toast";
import { usePlaceHold, useReleaseHold } from "../api/holds";

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * The buy box's holds (issue 30): "On hold" with what that means to anyone another production's
 * hold keeps from hero use; the viewer's own productions' holds with "Release hold"; and, to a
 * signed-in user with productions, "Hold photo" for one of them while nobody holds it.
 */
export function HoldPanel({ photo }: { photo: PhotoSummary }) {
	const licensing = usePhotoLicensing(photo.id);
	const { user } = useSession();
	// A photo not for sale (404) has no holds to show.
	if (licensing.isPending || (licensing.isError && isNotFound(licensing.error))) return null;
	if (licensing.isError)
		return (
			<div className="mt-4 border-t border-ink-900/10 pt-4 text-sm text-ink-600">
				<p role="status">
					{HOLD_UI_TEXT.checkFailed}{" "}
					<button
						type="button"
						onClick={() => void licensing.refetch()}
						className="font-medium text-accent-700 underline underline-offset-2"
					>
						{HOLD_UI_TEXT.checkAgain}
					</button>
				</p>
			</div>
		);
	const state = licensing.data;
	const otherUntil = state.held_by_other_until;
	const exclusiveElsewhere = state.exclusivity !== null && !state.exclusivity.mine;
	const free = otherUntil === null && state.my_holds.length === 0 && !exclusiveElsewhere;
	if (!otherUntil && state.my_holds.length === 0 && (!user || !free)) return null;
	return (
		<div className="mt-4 space-y-3 border-t border-ink-900/10 pt-4" data-testid="hold-panel">
			{otherUntil && (
				<div className="space-y-1.5">
					<StatusPill tone="waiting">{LICENSING_TEXT.onHold}</StatusPill>
					<p className="text-sm text-ink-700">{LICENSING_TEXT.heldByOther(otherUntil)}</p>
				</div>
			)}
			{state.my_holds.map((hold) => (
				<MyHold key={hold.hold_id} photoId={photo.id} hold={hold} />
			))}
			{user && free && <HoldForm photoId={photo.id} />}
		</div>
	);
}

function MyHold({ photoId, hold }: { photoId: string; hold: PhotoLicensing["my_holds"][number] }) {
	const release = useReleaseHold();
	return (
		<div className="flex flex-wrap items-center justify-between gap-2">
			<p className="flex items-center gap-2 text-sm font-medium text-ink-900">
				<Bookmark aria-hidden="true" className="size-4 text-accent-700" />
				{LICENSING_TEXT.heldByYou(hold.production, hold.expires_at)}
			</p>
			<Button
				variant="secondary"
				size="sm"
				disabled={release.isPending}
				aria-busy={release.isPending || undefined}
				onClick={() =>
					release.mutate(
						{ holdId: hold.hold_id, photoId },
						{
							onSuccess: () => toast.success(HOLD_UI_TEXT.released),
							onError: (error) => toast.error(errorText(error, HOLD_UI_TEXT.releaseFailed)),
						},
					)
				}
			>
				{release.isPending ? HOLD_UI_TEXT.releasing : HOLD_UI_TEXT.release}
			</Button>
		</div>
	);
}

function HoldForm({ photoId }: { photoId: string }) {
	const projects = useProjects();
	const place = usePlaceHold();
	const selectId = useId();
	const [chosen, setChosen] = useState("");
	const [problem, setProblem] = useState<string | null>(null);
	const list = projects.data?.projects ?? [];
	if (projects.isPending || projects.isError) return null;
	if (list.length === 0)
		return (
			<p className="text-sm text-ink-600">
				{HOLD_UI_TEXT.noProduction}{" "}
				<Link to={paths.wishlists} className="font-medium text-accent-700 underline underline-offset-2">
					{HOLD_UI_TEXT.startProduction}
				</Link>
			</p>
		);
	const productionId = list.some((p) => p.id === chosen) ? chosen : (list[0]?.id ?? "");
	const errorId = `${selectId}-error`;
	return (
		<form
			className="space-y-2"
			onSubmit={(event) => {
				event.preventDefault();
				setProblem(null);
				place.mutate(
					{ productionId, photoId },
					{
						onSuccess: ({ hold }) =>
							toast.success(HOLD_UI_TEXT.held, {
								description: LICENSING_TEXT.heldByYou(hold.production, hold.expires_at),
							}),
						onError: (error) => setProblem(errorText(error, HOLD_UI_TEXT.holdFailed)),
					},
				);
			}}
		>
			{list.length > 1 && (
				<div>
					<label htmlFor={selectId} className="mb-1.5 block text-sm font-medium text-ink-800">
						{HOLD_UI_TEXT.production}
					</label>
					<Select
						id={selectId}
						value={productionId}
						onChange={(event) => setChosen(event.target.value)}
						aria-describedby={problem ? errorId : undefined}
						className={inputClasses}
					>
						{list.map((project) => (
							<option key={project.id} value={project.id}>
								{project.company ? `${project.name} (${project.company})` : project.name}
							</option>
						))}
					</Select>
				</div>
			)}
			<Button
				type="submit"
				variant="secondary"
				className="w-full"
				disabled={place.isPending}
				aria-busy={place.isPending || undefined}
				aria-describedby={problem ? errorId : undefined}
			>
				<Bookmark aria-hidden="true" className="size-4" />
				{place.isPending ? HOLD_UI_TEXT.holding : HOLD_UI_TEXT.hold}
			</Button>
			{problem ? (
				<p id={errorId} role="alert" className="text-sm text-accent-800">
					{problem}
				</p>
			) : (
				<p className="text-xs text-ink-600">
					{list.length === 1 ? `For ${list[0]?.name}. ` : ""}
					{HOLD_UI_TEXT.holdHint}
				</p>
			)}
		</form>
	);
}
