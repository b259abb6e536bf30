import type { PhotoFacesResponse } from "@core/contracts/people";
import type { Box } from "@core/face-box";
import { Flag, FlagOff, ScanFace, SearchX, SquarePlus } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { EmptyPanel } from "@/components/empty-panel";
import { FaceCanvas } from "@/components/faces/face-canvas";
import { LoadErrorNotice, LoadingStatus } from "@/components/query-states";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError } from "@/lib/api-client";
import { adminPhotoUrl, paths } from "@/lib/paths";
import { useCreateFace, useDeleteFace, useFaceSaver, useSetMissingFaces } from "../api/face-mutations";
import { usePhotoFaces } from "../api/get-photo-faces";
import { searchOf, withPhoto } from "../lib/face-list-params";
import { FaceCard } from "./face-card";
import { UNNAMED } from "./person-picker";

/** Where "Add a face box" puts a new box: the middle of the photo, a fifth of it each way. */
export const DEFAULT_BOX: Box = [0.4, 0.4, 0.2, 0.2];

export const NO_FACES = "No faces tagged yet";

function FlagControl({ data }: { data: PhotoFacesResponse }) {
	const flag = useSetMissingFaces(data.photo.id);
	const missing = data.photo.missing_faces;
	if (missing) {
		return (
			<Notice tone="warning" title="This photo is flagged: faces missing">
				<p>Clear the flag once every face in the photo is tagged.</p>
				<Button
					variant="secondary"
					size="sm"
					className="mt-2"
					onClick={() => flag.mutate(false)}
					disabled={flag.isPending}
				>
					<FlagOff aria-hidden="true" className="size-4" />
					{flag.isPending ? "Saving…" : "Mark faces complete"}
				</Button>
			</Notice>
		);
	}
	return (
		<Button variant="ghost" size="sm" onClick={() => flag.mutate(true)} disabled={flag.isPending}>
			<Flag aria-hidden="true" className="size-4" />
			{flag.isPending ? "Saving…" : "Flag faces as missing"}
		</Button>
	);
}

/** The photo with its boxes and, beside it, each face's person and attributes. */
function FaceWorkspace({ data }: { data: PhotoFacesResponse }) {
	const photoId = data.photo.id;
	const [selectedId, setSelectedId] = useState<string | null>(null);
	/** Boxes being moved or resized, shown ahead of the saved ones. */
	const [drafts, setDrafts] = useState<Record<string, Box>>({});
	const saver = useFaceSaver(photoId);
	const create = useCreateFace(photoId);
	const remove = useDeleteFace(photoId);

	const boxOf = (face: PhotoFacesResponse["faces"][number]): Box | null => drafts[face.id] ?? face.box;
	const canvasFaces = data.faces.map((face) => ({
		id: face.id,
		box: boxOf(face),
		label: face.person ? (face.person.name ?? UNNAMED) : "no person yet",
	}));

	function addFace(box: Box) {
		create.mutate({ box }, { onSuccess: (face) => setSelectedId(face.id) });
	}

	function removeFace(id: string) {
		remove.mutate(id);
		if (selectedId === id) setSelectedId(null);
	}

	const { photo } = data;
	return (
		<div className="space-y-4">
			<div className="flex flex-wrap items-start justify-between gap-3">
				<div className="min-w-0">
					<h2 className="text-2xl font-semibold text-ink-900">{photo.title}</h2>
					<p className="text-sm text-ink-600">
						#{photo.photoid} ·{" "}
						{photo.people_count === null ? "people count not set" : `${photo.people_count} in the photo`} ·{" "}
						<Link to={adminPhotoUrl(photo.id)} className="underline hover:text-accent-700">
							Edit the photo
						</Link>
					</p>
				</div>
				<FlagControl data={data} />
			</div>
			<div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
				<div>
					<FaceCanvas
						src={photo.preview_url ?? photo.thumbnail_url}
						width={photo.width}
						height={photo.height}
						title={photo.title}
						faces={canvasFaces}
						selectedId={selectedId}
						onSelect={setSelectedId}
						onDraft={(id, box) => setDrafts((current) => ({ ...current, [id]: box }))}
						onCommit={(id, box) => saver.save(id, { box })}
						onDraw={addFace}
						onRemove={removeFace}
					/>
					<Button
						variant="secondary"
						size="sm"
						className="mt-3"
						onClick={() => addFace(DEFAULT_BOX)}
						disabled={create.isPending}
					>
						<SquarePlus aria-hidden="true" className="size-4" />
						{create.isPending ? "Adding…" : "Add a face box"}
					</Button>
				</div>
				<div>
					<h3 className="mb-3 text-sm font-semibold tracking-wide text-ink-700 uppercase">
						Faces ({data.faces.length})
					</h3>
					{data.faces.length === 0 ? (
						<p className="rounded-lg border border-dashed border-ink-900/15 px-4 py-6 text-center text-sm text-ink-600">
							<span className="block font-medium text-ink-800">{NO_FACES}</span>
							Drag on the photo to draw a box around a face, or add a box and move it with the arrow keys.
						</p>
					) : (
						<ol className="space-y-3">
							{data.faces.map((face, index) => (
								<li key={face.id}>
									<FaceCard
										face={face}
										number={index + 1}
										selected={face.id === selectedId}
										state={saver.stateOf(face.id)}
										onSelect={() => setSelectedId(face.id)}
										onSave={(update) => saver.save(face.id, update)}
										onReject={(fields) => saver.reject(face.id, fields)}
										onRemove={() => removeFace(face.id)}
										onPlaceBox={() => saver.save(face.id, { box: DEFAULT_BOX })}
										removing={remove.isPending && remove.variables === face.id}
									/>
								</li>
							))}
						</ol>
					)}
				</div>
			</div>
		</div>
	);
}

/** The open photo's editor, or why there is none. */
export function FaceEditor({ photoId }: { photoId: string | null }) {
	const [searchParams] = useSearchParams();
	if (!photoId) {
		return (
			<EmptyPanel icon={ScanFace} title="Choose a photo">
				Pick a photo from the list to draw its faces and say who they are.
			</EmptyPanel>
		);
	}
	return (
		<PhotoFacesLoader key={photoId} photoId={photoId} closeSearch={searchOf(withPhoto(searchParams, null))} />
	);
}

function PhotoFacesLoader({ photoId, closeSearch }: { photoId: string; closeSearch: string }) {
	const query = usePhotoFaces(photoId);
	if (query.isPending) {
		return (
			<LoadingStatus label="Loading the photo's faces…" className="space-y-3">
				<Skeleton className="h-8 w-64 max-w-full" />
				<Skeleton className="aspect-[3/2] w-full rounded-lg" />
			</LoadingStatus>
		);
	}
	if (query.isError) {
		if (query.error instanceof ApiError && query.error.status === 404) {
			return (
				<EmptyPanel
					icon={SearchX}
					title="Photo not found"
					action={{
						to: `${paths.adminPhotosFaces}${closeSearch}`,
						label: "Back to the list",
						variant: "secondary",
					}}
				>
					It may have been deleted. Choose another photo from the list.
				</EmptyPanel>
			);
		}
		return (
			<LoadErrorNotice
				title="We could not load this photo's faces."
				onRetry={() => void query.refetch()}
				retrying={query.isFetching}
			/>
		);
	}
	return <FaceWorkspace data={query.data} />;
}
