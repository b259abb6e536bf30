import "./styles.css";
import "./lib/zod-config";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "@/app/app";

const container = document.getElementById("root");
if (!container) throw new Error("The #root element is missing from index.html");

const root = createRoot(container);
// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread until the whole page is built (no long task while the page loads).
startTransition(() => {
	root.render(
		<StrictMode>
			<App />
		</StrictMode>,
	);
});
