import { AdminPhotoPage } from "@/features/catalogue/admin/components/admin-photo-page";
import { ClearancePanel } from "@/features/clearance/admin/components/clearance-panel";

/**
 * /admin/photos/:id: the photo's editor with the clearance ledger's panel under it (issue 26).
 * Two features put together here, as a feature imports no other feature.
 */
export function AdminPhotoWithClearance() {
	return <AdminPhotoPage ClearancePanel={ClearancePanel} />;
}
