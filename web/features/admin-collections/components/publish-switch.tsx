import type { AdminCollection } from "@core/contracts/admin-curation";
import { ExternalLink, LoaderCircle } from "lucide-react";
import { Link } from "react-router";
import { toast } from "sonner";
import { buttonClasses } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field";
import { cn } from "@/lib/cn";
import { errorText, fieldProblem } from "@/lib/error-text";
import { collectionUrl } from "@/lib/paths";
import { useUpdateCollection } from "../api/collection-mutations";

export const PUBLISH_FAILED = "The collection could not be published.";

/**
 * Whether /collections shows the collection: a switch (role="switch"; Space and Enter toggle
 * it). A refusal (no live photo yet) shows under it; once published, a link to the public page.
 */
export function PublishSwitch({ collection }: { collection: AdminCollection }) {
	const mutation = useUpdateCollection(collection.id);
	const checked = collection.is_public;
	const pending = mutation.isPending;
	const problem = mutation.error
		? (fieldProblem(mutation.error, "is_public") ?? errorText(mutation.error, PUBLISH_FAILED))
		: null;

	function toggle() {
		if (pending) return;
		const next = !checked;
		mutation.mutate(
			{ is_public: next },
			{ onSuccess: () => toast.success(next ? "Collection published" : "Collection unpublished") },
		);
	}

	return (
		<div>
			<div className="flex min-h-14 items-center justify-between gap-4 py-2">
				<label htmlFor="collection-published" className="min-w-0 flex-1 cursor-pointer">
					<span id="collection-published-label" className="block text-sm font-medium text-ink-900">
						Published
					</span>
					<span id="collection-published-hint" className="block text-xs text-ink-500">
						Shown on /collections with its live photos.
					</span>
				</label>
				<span className="flex shrink-0 items-center gap-2">
					{pending && (
						<span className="flex items-center gap-1 text-xs text-ink-500">
							<LoaderCircle aria-hidden="true" className="size-3.5 animate-spin" />
							Saving…
						</span>
					)}
					<button
						type="button"
						role="switch"
						id="collection-published"
						aria-checked={checked}
						aria-labelledby="collection-published-label"
						aria-describedby={
							problem ? "collection-published-hint collection-published-error" : "collection-published-hint"
						}
						aria-busy={pending || undefined}
						onClick={toggle}
						className={cn(
							"relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600",
							"before:absolute before:-inset-2 before:content-['']",
							checked ? "bg-accent-600" : "bg-ink-900/20",
							pending && "cursor-wait opacity-70",
						)}
					>
						<span
							aria-hidden="true"
							className={cn(
								"inline-block size-5 rounded-full bg-cream-50 shadow-sm transition-transform duration-150",
								checked ? "translate-x-6" : "translate-x-1",
							)}
						/>
					</button>
				</span>
			</div>
			{problem && <FieldError id="collection-published-error">{problem}</FieldError>}
			{checked && (
				<Link
					to={collectionUrl(collection.id)}
					className={buttonClasses({ variant: "secondary", size: "sm", className: "mt-2" })}
				>
					<ExternalLink aria-hidden="true" className="size-4" />
					View the public page
				</Link>
			)}
		</div>
	);
}
