import type { PhotoFacesResponse } from "@core/contracts/people";
import type { Box } from "@core/face-box";
import { Flag, FlagOff, ScanFace, SearchX } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { EmptyPanel } from "@/components/empty-panel";
import { DEFAULT_BOX, EditableFaceCanvas } from "@/components/faces/editable-face-canvas";
import { FaceList } from "@/components/faces/face-list";
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
	const saver = useFaceSaver(photoId);
	const create = useCreateFace(photoId);
	const remove = useDeleteFace(photoId);

	const canvasFaces = data.faces.map((face) => ({
		id: face.id,
		box: face.box,
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
					<EditableFaceCanvas
						photo={photo}
						faces={canvasFaces}
						selectedId={selectedId}
						onSelect={setSelectedId}
						onCommit={(id, box) => saver.save(id, { box })}
						onAdd={addFace}
						onRemove={removeFace}
						adding={create.isPending}
						addClassName="mt-3"
					/>
				</div>
				<FaceList
					faces={data.faces}
					heading="h3"
					emptyTitle={NO_FACES}
					emptyText="Drag on the photo to draw a box around a face, or add a box and move it with the arrow keys."
					renderFace={(face, number) => (
						<FaceCard
							face={face}
							number={number}
							selected={face.id === selectedId}
							state={saver.stateOf(face.id)}
							onSelect={() => setSelectedId(face.id)}
							onSave={(update) => saver.save(face.id, update)}
							onReject={(fields) => saver.reject(face.id, fields)}
							onRemove={() => removeFace(face.id)}
							onPlaceBox={() => saver.save(face.id, { box: DEFAULT_BOX })}
							removing={remove.isPending && remove.variables === face.id}
						/>
					)}
				/>
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
