import { useId } from "react";
import { SwitchRow } from "@/components/admin/switch-row";
import { FLAG_TEXT } from "@/lib/photo-update-text";
import { type PhotoFlagName, useUpdatePhotoFlag } from "../api/update-photo-flags";

/** One issue flag of a photo as a switch, saved as soon as it is pressed. */
export function FlagSwitch({
	photoId,
	flag,
	checked,
}: {
	photoId: string;
	flag: PhotoFlagName;
	checked: boolean;
}) {
	const update = useUpdatePhotoFlag(photoId, flag);
	const id = useId();
	const text = FLAG_TEXT[flag];
	return (
		<SwitchRow
			id={id}
			label={text.label}
			hint={text.hint}
			checked={checked}
			pending={update.isPending}
			onToggle={() => update.mutate(!checked)}
		/>
	);
}
