import { TextAreaField, TextField } from "@/components/ui/field";
import type { FormFields } from "@/lib/use-form";

export type CollectionTextField = "title" | "description";
export type CollectionText = Record<CollectionTextField, string>;

/** The fields' control ids. */
export const collectionFieldIds = (idPrefix: string): Record<CollectionTextField, string> => ({
	title: `${idPrefix}-title`,
	description: `${idPrefix}-description`,
});

/** The title and description fields, each with its own problem under it. */
export function CollectionTextFields({
	form,
	rows,
	autoFocus = false,
}: {
	form: FormFields<CollectionText>;
	rows: number;
	autoFocus?: boolean;
}) {
	return (
		<>
			<TextField
				label="Title"
				{...form.field("title")}
				maxLength={200}
				autoComplete="off"
				{...(autoFocus ? { "data-autofocus": true } : {})}
			/>
			<TextAreaField
				label="Description"
				optional
				{...form.field("description")}
				maxLength={4000}
				rows={rows}
			/>
		</>
	);
}
