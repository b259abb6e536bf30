import { Download, LoaderCircle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { actionableErrorText } from "@/lib/error-text";
import { startDownload } from "@/lib/start-download";
import { toast } from "@/lib/toast";
import { useDownloadLink } from "../api/request-download-link";
import { DOWNLOAD_FAILED, DOWNLOAD_FAILED_TITLE, DOWNLOAD_ORIGINAL } from "../lib/order-text";

/**
 * 'Download original' of one licence: asks for a short-lived signed link on the click (it
 * expires in minutes, so it is never fetched ahead) and starts the download with it.
 */
export function DownloadOriginalButton({ purchaseId, title }: { purchaseId: string; title: string }) {
	const link = useDownloadLink();

	function download() {
		if (link.isPending) return;
		link.mutateAsync(purchaseId).then(
			({ url }) => startDownload(url),
			(error: unknown) => {
				console.warn("Requesting a download link failed", error);
				toast.error(DOWNLOAD_FAILED_TITLE, { description: actionableErrorText(error, DOWNLOAD_FAILED) });
			},
		);
	}

	return (
		<Button
			variant="secondary"
			size="sm"
			className="h-11 md:h-9"
			aria-label={`${DOWNLOAD_ORIGINAL}: ${title}`}
			// Not `disabled` while the link is fetched: that would drop the keyboard focus.
			aria-busy={link.isPending || undefined}
			aria-disabled={link.isPending || undefined}
			onClick={download}
		>
			{link.isPending ? (
				<LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
			) : (
				<Download aria-hidden="true" className="size-4" />
			)}
			{DOWNLOAD_ORIGINAL}
		</Button>
	);
}
