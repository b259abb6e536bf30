import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Toaster } from "sonner";
import { PhotoActionsProvider } from "@/components/photo-actions";
import { appPhotoActions } from "./photo-actions";

/** Toast settings of spec section 9 (Layout and interaction). */
const TOAST_DURATION_MS = 4000;

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
	return (
		<QueryClientProvider client={queryClient}>
			<PhotoActionsProvider actions={appPhotoActions}>{children}</PhotoActionsProvider>
			<Toaster
				position="bottom-right"
				duration={TOAST_DURATION_MS}
				gap={12}
				offset={16}
				visibleToasts={5}
				expand
				closeButton
				style={{ maxWidth: "90vw" }}
				toastOptions={{ className: "app-toast" }}
			/>
		</QueryClientProvider>
	);
}
