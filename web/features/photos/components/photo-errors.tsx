import { ImageOff, RefreshCw, SearchX, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { Button, buttonClasses } from "@/components/ui/button";
import { paths } from "@/lib/paths";
import { useDocumentTitle } from "@/lib/use-document-title";

/** The photo page's error texts (spec section 2, Photo detail, "Error pages"). */
export const PHOTO_ERROR_TEXT = {
	notFoundTitle: "Photo Not Found",
	notFound: "The photo you are looking for does not exist or may have been moved.",
	loadErrorTitle: "Error Loading Photo",
	loadError: "There was an error loading this photo. Please try again later.",
	boundaryTitle: "Photo Detail Error",
} as const;

function PhotoProblem({
	icon,
	title,
	text,
	children,
	role,
}: {
	icon: ReactNode;
	title: string;
	text: string;
	children?: ReactNode;
	role?: "alert";
}) {
	useDocumentTitle(title);
	return (
		<section
			role={role}
			className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-24"
		>
			<span className="flex size-16 items-center justify-center rounded-full bg-cream-200 text-ink-500">
				{icon}
			</span>
			<h1 className="mt-5 text-3xl font-semibold text-ink-900 sm:text-4xl">{title}</h1>
			<p className="mt-4 max-w-md text-ink-600">{text}</p>
			{children}
		</section>
	);
}

function BrowseLink() {
	return (
		<Link to={paths.photos} className={buttonClasses({ variant: "secondary" })}>
			<SearchX aria-hidden="true" className="size-4" />
			Browse all photos
		</Link>
	);
}

/** No such photo: a number or uuid the server does not know, or an id of neither shape. */
export function PhotoNotFound({ detail }: { detail?: string }) {
	return (
		<PhotoProblem
			icon={<ImageOff aria-hidden="true" className="size-7" />}
			title={PHOTO_ERROR_TEXT.notFoundTitle}
			text={PHOTO_ERROR_TEXT.notFound}
		>
			{detail && (
				<p
					className="mt-3 rounded-md bg-cream-200 px-3 py-1.5 font-mono text-sm text-ink-700"
					data-testid="route-check"
				>
					{detail}
				</p>
			)}
			<div className="mt-8">
				<BrowseLink />
			</div>
		</PhotoProblem>
	);
}

/** The photo could not be read (the server or the network failed). */
export function PhotoLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
	return (
		<PhotoProblem
			role="alert"
			icon={<TriangleAlert aria-hidden="true" className="size-7" />}
			title={PHOTO_ERROR_TEXT.loadErrorTitle}
			text={PHOTO_ERROR_TEXT.loadError}
		>
			<div className="mt-8 flex flex-wrap justify-center gap-3">
				<Button onClick={onRetry} disabled={retrying}>
					<RefreshCw aria-hidden="true" className={retrying ? "size-4 animate-spin" : "size-4"} />
					Try again
				</Button>
				<BrowseLink />
			</div>
		</PhotoProblem>
	);
}

/**
 * The error boundary around the photo routes: a failed parameter check (a 404 from the route
 * loader) is 'Photo Not Found'; anything that breaks the page itself is 'Photo Detail Error'.
 */
export function PhotoRouteError() {
	const error = useRouteError();
	if (isRouteErrorResponse(error) && error.status === 404) {
		return <PhotoNotFound detail={typeof error.data === "string" ? error.data : undefined} />;
	}
	console.warn("Photo page failed:", error);
	return (
		<PhotoProblem
			role="alert"
			icon={<TriangleAlert aria-hidden="true" className="size-7" />}
			title={PHOTO_ERROR_TEXT.boundaryTitle}
			text="Something went wrong while showing this photo. Refreshing usually helps."
		>
			<div className="mt-8 flex flex-wrap justify-center gap-3">
				<Button onClick={() => window.location.reload()}>
					<RefreshCw aria-hidden="true" className="size-4" />
					Refresh page
				</Button>
				<BrowseLink />
			</div>
		</PhotoProblem>
	);
}
