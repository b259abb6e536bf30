import { useSearchParams } from "react-router";
import { PageHeading } from "@/components/page-heading";
import { cn } from "@/lib/cn";
import { useDocumentTitle } from "@/lib/use-document-title";
import { parseFaceList } from "../lib/face-list-params";
import { FaceEditor } from "./face-editor";
import { FacePhotoList } from "./face-photo-list";

/**
 * /admin/photos-faces: the photos that need faces on one side, the open photo's face editor on
 * the other. The URL keeps the list's search, filter and page and the open photo (`?photo=`).
 */
export function PhotosFacesPage() {
	useDocumentTitle("Photo faces");
	const [searchParams] = useSearchParams();
	const state = parseFaceList(searchParams);

	return (
		<section className="mx-auto w-full max-w-7xl px-3 py-8 sm:px-6 sm:py-10 lg:px-8">
			<PageHeading
				eyebrow="Admin"
				title="Photo faces"
				description="Draw a box around each face and say who it is, so similar-people search can find them."
			/>
			<div className="grid gap-8 lg:grid-cols-[18rem_minmax(0,1fr)]">
				{/* On a phone the open photo comes first; the list follows it. */}
				<div className={cn(state.photo && "order-last lg:order-none")}>
					<FacePhotoList state={state} />
				</div>
				<div className="min-w-0">
					<FaceEditor photoId={state.photo} />
				</div>
			</div>
		</section>
	);
}
