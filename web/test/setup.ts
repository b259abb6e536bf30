import { format } from "node:util";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { toast } from "@/lib/toast";
import { resetTracking } from "@/lib/tracking/tracker";

// findBy and waitFor give up after 1 s by default, which a loaded 2-core CI machine can exceed
// while lazy pages load; a slow machine should make the suite slower, not red.
configure({ asyncUtilTimeout: 5000 });

// jsdom does not implement these; its "not implemented" notice would reach console.error.
Object.defineProperty(window, "scrollTo", { configurable: true, writable: true, value: () => {} });
if (typeof window.matchMedia !== "function") {
	Object.defineProperty(window, "matchMedia", {
		configurable: true,
		writable: true,
		value: (query: string): MediaQueryList =>
			({
				matches: false,
				media: query,
				onchange: null,
				addEventListener: () => {},
				removeEventListener: () => {},
				addListener: () => {},
				removeListener: () => {},
				dispatchEvent: () => false,
			}) as MediaQueryList,
	});
}

/**
 * A console.error during a test fails it (ARCHITECTURE.md, convention 6). It throws at the
 * call, and, since React and libraries sometimes swallow that throw, it fails the test
 * afterwards as well.
 */
const originalConsoleError = console.error;
let consoleErrors: string[] = [];

beforeEach(() => {
	consoleErrors = [];
	console.error = (...args: unknown[]) => {
		const message = format(...args);
		consoleErrors.push(message);
		throw new Error(`console.error during a test: ${message}`);
	};
});

afterEach(() => {
	cleanup();
	// Sonner keeps toasts in a module-wide store and replays them to the next Toaster: clear it.
	toast.dismiss();
	// The click queue is module-wide: nothing queued in one test posts in the next.
	resetTracking();
	console.error = originalConsoleError;
	window.localStorage.clear();
	document.body.style.overflow = "";
	vi.unstubAllGlobals();
	vi.restoreAllMocks();
	if (consoleErrors.length > 0) {
		throw new Error(`console.error was called during the test:\n${consoleErrors.join("\n")}`);
	}
});
