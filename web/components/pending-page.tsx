import { Hourglass } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { paths } from "@/lib/paths";
import { useDocumentTitle } from "@/lib/use-document-title";

/** Stands in for a page whose feature is not built yet: its real title and an honest line. */
export function PendingPage({ title }: { title: string }) {
	useDocumentTitle(title);
	return (
		<section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-20 text-center sm:py-28">
			<span className="mb-6 inline-flex size-14 items-center justify-center rounded-full bg-cream-200 text-accent-600">
				<Hourglass aria-hidden="true" className="size-6" />
			</span>
			<h1 className="text-4xl font-semibold text-ink-900 sm:text-5xl">{title}</h1>
			<p className="mt-4 text-lg text-ink-600">This page is on its way.</p>
			<Link to={paths.home} className={buttonClasses({ variant: "secondary", className: "mt-8" })}>
				Back to home
			</Link>
		</section>
	);
}
