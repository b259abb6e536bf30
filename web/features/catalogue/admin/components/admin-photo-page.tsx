import { ChevronLeft } from "lucide-react";
import type { ComponentType } from "react";
import { Link, useParams } from "react-router";
import { PageHeading } from "@/components/page-heading";
import { EmptyState } from "@/components/photo-listing/grid-states";
import { LoadErrorNotice, LoadingStatus } from "@/components/query-states";
import { buttonClasses } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { paths, photoHref } from "@/lib/paths";
import { useDocumentTitle } from "@/lib/use-document-title";
import { isPhotoNotFound, useAdminPhoto } from "../api/get-photo";
import { PhotoEditorForm } from "./photo-editor-form";
import { PhotoFacts } from "./photo-facts";
import { StatusPanel } from "./status-panel";

export const PHOTO_NOT_FOUND = "Photo not found";

function BackLink() {
	return (
		<Link
			to={paths.adminPhotos}
			className={buttonClasses({ variant: "ghost", size: "sm", className: "-ml-3 mb-3" })}
		>
			<ChevronLeft aria-hidden="true" className="size-4" />
			All photos
		</Link>
	);
}

function EditorSkeleton() {
	return (
		<LoadingStatus label="Loading the photo…" className="grid gap-6 lg:grid-cols-[1fr_22rem]">
			<div className="space-y-4">
				<Skeleton className="h-10 w-2/3" />
				<Skeleton className="h-64 w-full" />
				<Skeleton className="h-64 w-full" />
			</div>
			<Skeleton className="h-80 w-full" />
		</LoadingStatus>
	);
}

function EditorContent({ id, ClearancePanel }: { id: string } & AdminPhotoPageProps) {
	const query = useAdminPhoto(id);
	useDocumentTitle(query.data ? `Edit #${query.data.photo.photoid}` : "Edit photo");

	if (query.isPending) return <EditorSkeleton />;
	if (query.isError) {
		if (isPhotoNotFound(query.error)) {
			return <EmptyState title={PHOTO_NOT_FOUND} hint="It may have been deleted, or the link is wrong." />;
		}
		return (
			<LoadErrorNotice
				title="We could not load the photo."
				onRetry={() => void query.refetch()}
				retrying={query.isFetching}
			/>
		);
	}
	const { photo } = query.data;
	return (
		<>
			<PageHeading
				eyebrow={`Admin · Photo #${photo.photoid}`}
				title={photo.title || "Untitled photo"}
				actions={
					photo.photo_status === "live" ? (
						<Link to={photoHref(photo)} className={buttonClasses({ variant: "secondary", size: "sm" })}>
							View on the site
						</Link>
					) : undefined
				}
			/>
			<div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
				<PhotoEditorForm photo={photo} />
				<aside aria-label="Image and status" className="space-y-5 lg:sticky lg:top-24">
					<StatusPanel photo={photo} />
					<PhotoFacts photo={photo} />
				</aside>
			</div>
			{ClearancePanel && <ClearancePanel photoId={photo.id} />}
		</>
	);
}

/**
 * The clearance ledger's panel (issue 26) comes from its own feature: the route table hands it in,
 * as a feature imports no other feature.
 */
type AdminPhotoPageProps = { ClearancePanel?: ComponentType<{ photoId: string }> };

/** /admin/photos/:id: every field of one photo, its facts and its status (and its clearance). */
export function AdminPhotoPage({ ClearancePanel }: AdminPhotoPageProps = {}) {
	const { id = "" } = useParams();
	return (
		<section className="mx-auto w-full max-w-7xl px-3 py-8 sm:px-6 sm:py-10 lg:px-8">
			<BackLink />
			<EditorContent key={id} id={id} ClearancePanel={ClearancePanel} />
		</section>
	);
}
