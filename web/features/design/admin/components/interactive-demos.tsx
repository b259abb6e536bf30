import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog, Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/field";
import { TabList, TabPanel } from "@/components/ui/tabs";
import { usePretendRequest } from "../lib/use-pretend-request";
import { COMPONENT_SECTIONS as S } from "./component-sections";
import { ComponentDoc, Demo } from "./demo-frame";

export function DialogDocs() {
	const [open, setOpen] = useState(false);
	const [confirming, setConfirming] = useState(false);
	const [pending, start] = usePretendRequest();
	const [removed, setRemoved] = useState(false);

	useEffect(() => {
		if (!pending && removed) setConfirming(false);
	}, [pending, removed]);

	return (
		<ComponentDoc
			entry={S.dialog}
			from="@/components/ui/dialog"
			names={["Dialog", "ConfirmDialog"]}
			use="A short task or question that must be finished before going on. Focus moves in and back; Escape, the close button and the backdrop close it. A bottom sheet on phones. ConfirmDialog asks before anything destructive."
		>
			<Demo title="Open and close">
				<Button variant="secondary" onClick={() => setOpen(true)}>
					Open the dialog
				</Button>
				<Dialog
					open={open}
					onClose={() => setOpen(false)}
					title="Rename this wishlist"
					description="Everyone you shared it with sees the new name."
				>
					<TextField id="demo-dialog-name" label="Name" defaultValue="Kitchen wall" />
					<div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
						<Button variant="secondary" onClick={() => setOpen(false)}>
							Cancel
						</Button>
						<Button onClick={() => setOpen(false)}>Save</Button>
					</div>
				</Dialog>
			</Demo>
			<Demo
				title="Confirm a destructive action"
				note="Its confirm button is disabled while the request runs."
			>
				<Button
					variant="secondary"
					onClick={() => {
						setRemoved(false);
						setConfirming(true);
					}}
				>
					Remove a photo
				</Button>
				{removed && !confirming && <p className="text-sm text-ink-600">Removed (nothing was sent).</p>}
				<ConfirmDialog
					open={confirming}
					title="Remove this photo?"
					description="It leaves the wishlist; the photo itself stays in the catalogue."
					confirmLabel="Remove"
					pending={pending}
					onConfirm={() => {
						setRemoved(true);
						start();
					}}
					onClose={() => setConfirming(false)}
				/>
			</Demo>
		</ComponentDoc>
	);
}

const TABS = [
	{ value: "similar", label: "Similar photos" },
	{ value: "details", label: "Photo details" },
	{ value: "admin", label: "Admin" },
] as const;
type DemoTab = (typeof TABS)[number]["value"];

const TAB_TEXT: Record<DemoTab, string> = {
	similar: "Photos that look like this one would be listed here.",
	details: "Date taken, decade, location, family and the photo number.",
	admin: "Clicks, sales and the flag switches.",
};

export function TabsDocs() {
	const [tab, setTab] = useState<DemoTab>("similar");
	return (
		<ComponentDoc
			entry={S.tabs}
			from="@/components/ui/tabs"
			names={["TabList", "TabPanel"]}
			use="Views of the same thing where one shows at a time. The list is one Tab stop; the arrow keys, Home and End move between tabs."
		>
			<Demo title="Live" className="block">
				<TabList label="Photo views" idPrefix="demo-tabs" items={TABS} value={tab} onChange={setTab} />
				<TabPanel idPrefix="demo-tabs" value={tab} className="mt-4 text-ink-700">
					{TAB_TEXT[tab]}
				</TabPanel>
			</Demo>
		</ComponentDoc>
	);
}
