import { WISHLIST_TEXT } from "@core/contracts/wishlists";
import { Plus } from "lucide-react";
import { useState } from "react";
import type { ProjectPickerMode } from "@/components/production/project-picker";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { CreateWishlistForm } from "./create-wishlist-form";

/** Ours (issue 28): the button on /wishlists and its dialog's title. */
export const NEW_WISHLIST_TEXT = {
	button: "New wishlist",
	title: "New wishlist",
	description: "Name the wishlist and file it under one of your productions' projects.",
} as const;

/**
 * /wishlists' 'New wishlist' (issue 28): a primary button opening the create form without a
 * photo: a name, an optional description and the project (chosen or created on the spot). The
 * new wishlist shows on the page as soon as it is made.
 */
export function NewWishlistButton() {
	const [open, setOpen] = useState(false);
	return (
		<>
			<Button onClick={() => setOpen(true)}>
				<Plus aria-hidden="true" className="size-4" />
				{NEW_WISHLIST_TEXT.button}
			</Button>
			{open && <NewWishlistDialog onClose={() => setOpen(false)} />}
		</>
	);
}

function NewWishlistDialog({ onClose }: { onClose: () => void }) {
	const [projectMode, setProjectMode] = useState<ProjectPickerMode>("selecting");
	const creatingProject = projectMode === "creating";
	return (
		<Dialog
			open
			onClose={onClose}
			title={creatingProject ? WISHLIST_TEXT.createProjectTitle : NEW_WISHLIST_TEXT.title}
			description={creatingProject ? undefined : NEW_WISHLIST_TEXT.description}
		>
			<CreateWishlistForm
				projectMode={projectMode}
				onProjectModeChange={setProjectMode}
				onCancel={onClose}
				onDone={onClose}
			/>
		</Dialog>
	);
}
