import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { PhotoActionsProvider } from "@/components/photo-actions";
import { appPhotoActions } from "./photo-actions";
import { AppToaster } from "./toaster";

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
	return (
		<QueryClientProvider client={queryClient}>
			<PhotoActionsProvider actions={appPhotoActions}>{children}</PhotoActionsProvider>
			<AppToaster />
		</QueryClientProvider>
	);
}
