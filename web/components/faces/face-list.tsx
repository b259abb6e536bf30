import type { ReactNode } from "react";

/** The faces beside the photo under "Faces (n)", or how to mark the first when there is none. */
export function FaceList<Face extends { id: string }>({
	faces,
	heading: Heading,
	emptyTitle,
	emptyText,
	renderFace,
}: {
	faces: readonly Face[];
	heading: "h3" | "h4";
	emptyTitle: string;
	emptyText: string;
	renderFace: (face: Face, number: number) => ReactNode;
}) {
	return (
		<div>
			<Heading className="mb-3 text-sm font-semibold tracking-wide text-ink-700 uppercase">
				Faces ({faces.length})
			</Heading>
			{faces.length === 0 ? (
				<p className="rounded-lg border border-dashed border-ink-900/15 px-4 py-6 text-center text-sm text-ink-600">
					<span className="block font-medium text-ink-800">{emptyTitle}</span>
					{emptyText}
				</p>
			) : (
				<ol className="space-y-3">
					{faces.map((face, index) => (
						<li key={face.id}>{renderFace(face, index + 1)}</li>
					))}
				</ol>
			)}
		</div>
	);
}
