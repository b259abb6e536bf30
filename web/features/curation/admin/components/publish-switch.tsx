import type { AdminCollection } from "@core/contracts/curation";
import { ExternalLink } from "lucide-react";
import { Link } from "react-router";
import { SwitchRow } from "@/components/admin/switch-row";
import { buttonClasses } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field";
import { errorText, fieldProblem } from "@/lib/error-text";
import { collectionUrl } from "@/lib/paths";
import { toast } from "@/lib/toast";
import { useUpdateCollection } from "../api/collection-mutations";

export const PUBLISH_FAILED = "The collection could not be published.";

/**
 * Whether /collections shows the collection, as a switch. A refusal (no live photo yet) shows
 * under it; once published, a link to the public page.
 */
export function PublishSwitch({ collection }: { collection: AdminCollection }) {
	const mutation = useUpdateCollection(collection.id);
	const checked = collection.is_public;
	const problem = mutation.error
		? (fieldProblem(mutation.error, "is_public") ?? errorText(mutation.error, PUBLISH_FAILED))
		: null;

	function toggle() {
		const next = !checked;
		mutation.mutate(
			{ is_public: next },
			{ onSuccess: () => toast.success(next ? "Collection published" : "Collection unpublished") },
		);
	}

	return (
		<div>
			<SwitchRow
				id="collection-published"
				label="Published"
				hint="Shown on /collections with its live photos."
				checked={checked}
				pending={mutation.isPending}
				onToggle={toggle}
				errorId={problem ? "collection-published-error" : undefined}
			/>
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
