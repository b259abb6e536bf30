import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import type { ToasterProps } from "sonner";
import { toasterDemand, toasterReady } from "@/lib/toast";

/** Toast settings of spec section 9 (Layout and interaction). */
const TOAST_DURATION_MS = 4000;

const SonnerToaster = lazy(async () => ({ default: (await import("sonner")).Toaster }));

/** The Toaster and, once it is on the page (its effects ran first), the release of the waiting toasts. */
function ListeningToaster(props: ToasterProps) {
	useEffect(() => {
		void import("sonner").then((sonner) => toasterReady(sonner.toast));
	}, []);
	return <SonnerToaster {...props} />;
}

/** sonner's Toaster, put on the page (and fetched) when the first toast is asked for. */
export function AppToaster() {
	const wanted = useSyncExternalStore(toasterDemand.subscribe, toasterDemand.wanted, () => false);
	if (!wanted) return null;
	return (
		<Suspense fallback={null}>
			<ListeningToaster
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
		</Suspense>
	);
}
