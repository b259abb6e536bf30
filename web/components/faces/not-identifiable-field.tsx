/**
 * The "Not identifiable" box of a face card: a face nobody could recognise needs no release
 * (core/clearance.ts). Saved as soon as it is ticked.
 */
export function NotIdentifiableField({
	id,
	identifiable,
	onChange,
}: {
	id: string;
	identifiable: boolean;
	onChange: (identifiable: boolean) => void;
}) {
	return (
		<div className="flex items-start gap-2">
			<input
				id={id}
				type="checkbox"
				checked={!identifiable}
				aria-describedby={`${id}-hint`}
				onChange={(event) => onChange(!event.target.checked)}
				className="mt-1 size-4 accent-accent-700"
			/>
			<div>
				<label htmlFor={id} className="text-sm font-medium text-ink-800">
					Not identifiable
				</label>
				<p id={`${id}-hint`} className="text-sm text-ink-500">
					Back of a head, too small or blurred: nobody could recognise them, so no release is needed.
				</p>
			</div>
		</div>
	);
}
