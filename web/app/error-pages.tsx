import { RefreshCw, SearchX } from "lucide-react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { Button, buttonClasses } from "@/components/ui/button";
import { paths } from "@/lib/paths";
import { useDocumentTitle } from "@/lib/use-document-title";

const NOT_FOUND_TEXT = "The page you are looking for does not exist or may have been moved.";

/** Any unknown path, and any route whose parameters fail their check (with the check's message). */
export function NotFoundPage({ message }: { message?: string }) {
	useDocumentTitle("Page not found");
	return (
		<section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
			<p className="font-display text-7xl font-semibold text-accent-600 sm:text-8xl" aria-hidden="true">
				404
			</p>
			<h1 className="mt-2 text-3xl font-semibold text-ink-900 sm:text-4xl">Page not found</h1>
			<p className="mt-4 text-ink-600">{NOT_FOUND_TEXT}</p>
			{message && (
				<p
					className="mt-3 rounded-md bg-cream-200 px-3 py-1.5 font-mono text-sm text-ink-700"
					data-testid="route-check"
				>
					{message}
				</p>
			)}
			<div className="mt-8 flex flex-wrap justify-center gap-3">
				<Link to={paths.home} className={buttonClasses()}>
					Go to the home page
				</Link>
				<Link to={paths.photos} className={buttonClasses({ variant: "secondary" })}>
					<SearchX aria-hidden="true" className="size-4" />
					Browse all photos
				</Link>
			</div>
		</section>
	);
}

/** 'Something went wrong' with a refresh button (spec section 8, root error fallback). */
export function SomethingWentWrong({ fullPage = false }: { fullPage?: boolean }) {
	return (
		<section
			role="alert"
			className={
				fullPage
					? "flex min-h-svh flex-col items-center justify-center bg-cream-100 px-4 text-center"
					: "mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center"
			}
		>
			<h1 className="text-3xl font-semibold text-ink-900 sm:text-4xl">Something went wrong</h1>
			<p className="mt-4 max-w-md text-ink-600">
				An unexpected error stopped this page. Refreshing usually helps; if it keeps happening, please contact
				us.
			</p>
			<Button className="mt-8" onClick={() => window.location.reload()}>
				<RefreshCw aria-hidden="true" className="size-4" />
				Refresh page
			</Button>
		</section>
	);
}

/** Errors of one page, shown inside the layout: not-found answers from route checks, else the fallback. */
export function RouteErrorPage() {
	const error = useRouteError();
	if (isRouteErrorResponse(error) && error.status === 404) {
		return <NotFoundPage message={typeof error.data === "string" ? error.data : undefined} />;
	}
	return <SomethingWentWrong />;
}

/** When the layout itself fails there is no header or footer to keep. */
export function RootErrorFallback() {
	return <SomethingWentWrong fullPage />;
}
