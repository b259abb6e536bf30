import { WISHLIST_TEXT } from "@core/contracts/wishlists";
import type { LicenseType } from "@core/license";
import { LogIn } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { useSession } from "@/api/auth/session";
import type { ProjectPickerMode } from "@/components/production/project-picker";
import { useReturnHere } from "@/components/sign-in-buttons";
import { buttonClasses } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Notice } from "@/components/ui/notice";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/lib/paths";
import { CreateWishlistForm } from "./create-wishlist-form";
import { WishlistChoice } from "./wishlist-choice";

export const ADD_TO_WISHLIST_TITLE = "Add to wishlist";

export type WishlistPhoto = { id: string; title: string };

type AddToWishlistDialogProps = {
	photo: WishlistPhoto;
	/** The license the photo is saved with (the one chosen on the photo page, else the default). */
	licenseType: LicenseType;
	open: boolean;
	onClose: () => void;
};

/**
 * Saves a photo to one of the user's wishlists, or to a new one (spec section 2, Wishlist
 * dialogs): the list view, and the create view with its project picker. Every opening starts
 * from the list.
 */
export function AddToWishlistDialog(props: AddToWishlistDialogProps) {
	if (!props.open) return null;
	return <AddToWishlistDialogBody {...props} />;
}

function AddToWishlistDialogBody({ photo, licenseType, onClose }: AddToWishlistDialogProps) {
	const { user, isLoading } = useSession();
	const [view, setView] = useState<"list" | "create">("list");
	// Set when the user moved between views, so the new view takes the focus.
	const [moved, setMoved] = useState(false);
	const [projectMode, setProjectMode] = useState<ProjectPickerMode>("selecting");

	let title: string = ADD_TO_WISHLIST_TITLE;
	if (user && view === "create") {
		title = projectMode === "creating" ? WISHLIST_TEXT.createProjectTitle : WISHLIST_TEXT.createTitle;
	}
	const photoName = photo.title.trim() || "this photo";

	return (
		<Dialog
			open
			onClose={onClose}
			title={title}
			description={user && view === "list" ? `Choose a wishlist for ${photoName}.` : undefined}
		>
			{isLoading ? (
				<Spinner label="Checking your sign-in…" className="py-8" />
			) : !user ? (
				<SignInRequired onClose={onClose} />
			) : view === "list" ? (
				<WishlistChoice
					photo={photo}
					licenseType={licenseType}
					focusCreate={moved}
					onCreate={() => {
						setMoved(true);
						setView("create");
					}}
					onDone={onClose}
				/>
			) : (
				<CreateWishlistForm
					photo={photo}
					licenseType={licenseType}
					projectMode={projectMode}
					onProjectModeChange={setProjectMode}
					onBack={() => {
						setMoved(true);
						setProjectMode("selecting");
						setView("list");
					}}
					onDone={onClose}
				/>
			)}
		</Dialog>
	);
}

/** Spec section 5: adding while signed out is refused, with a way to sign in and come back. */
function SignInRequired({ onClose }: { onClose: () => void }) {
	// Signing in or up comes back to this page (issue 28: to the photo it started from).
	const state = useReturnHere();
	return (
		<div className="space-y-4">
			<Notice tone="warning" role="alert">
				{WISHLIST_TEXT.signInRequired}
			</Notice>
			<div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
				<Link
					to={paths.authSignup}
					state={state}
					onClick={onClose}
					className={buttonClasses({ variant: "secondary" })}
				>
					Create account
				</Link>
				<Link to={paths.auth} state={state} onClick={onClose} className={buttonClasses()}>
					<LogIn aria-hidden="true" className="size-4" />
					Sign in
				</Link>
			</div>
		</div>
	);
}
