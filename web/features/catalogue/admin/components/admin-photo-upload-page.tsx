import { ChevronLeft } from "lucide-react";
import { Link } from "react-router";
import { PageHeading } from "@/components/page-heading";
import { buttonClasses } from "@/components/ui/button";
import { paths } from "@/lib/paths";
import { useDocumentTitle } from "@/lib/use-document-title";
import { CsvImportPanel } from "./csv-import-panel";
import { PhotoUploader } from "./photo-uploader";

/** /admin/photos/upload: originals in as drafts, then their metadata from a CSV file. */
export function AdminPhotoUploadPage() {
	useDocumentTitle("Upload photos");
	return (
		<section className="mx-auto w-full max-w-4xl px-3 py-8 sm:px-6 sm:py-10 lg:px-8">
			<Link
				to={paths.adminPhotos}
				className={buttonClasses({ variant: "ghost", size: "sm", className: "-ml-3 mb-3" })}
			>
				<ChevronLeft aria-hidden="true" className="size-4" />
				All photos
			</Link>
			<PageHeading
				eyebrow="Admin"
				title="Upload photos"
				description="Uploaded photos start as drafts; give them their details here or in bulk from a CSV file, then move them to review and live."
			/>
			<div className="space-y-12">
				<PhotoUploader />
				<CsvImportPanel />
			</div>
		</section>
	);
}
