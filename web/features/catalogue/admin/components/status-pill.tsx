import { PHOTO_STATUS_LABELS, type PhotoStatus } from "@core/photo-status";
import { StatusPill as Pill, type PillTone } from "@/components/ui/status-pill";

const TONES: Record<PhotoStatus, PillTone> = {
	draft: "neutral",
	review: "waiting",
	live: "good",
	archived: "faded",
};

/** A photo's status in words, coloured by what it means for buyers. */
export function StatusPill({ status, large = false }: { status: PhotoStatus; large?: boolean }) {
	return (
		<Pill tone={TONES[status]} large={large}>
			{PHOTO_STATUS_LABELS[status]}
		</Pill>
	);
}
