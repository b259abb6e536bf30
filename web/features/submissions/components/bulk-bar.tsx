import type { FamilyBulkUpdate } from "@core/contracts/submissions";
import { DECADES } from "@core/decades";
import { type FormEvent, useState } from "react";
import { SelectFilter } from "@/components/select-filter";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { toast } from "@/lib/toast";
import { useDescribeMany, useSubmitPhotos, useWithdrawPhotos } from "../api/family-photos";
import { refusedText } from "./refused-text";
import { TagInput } from "./tag-input";

const DECADE_CHOICES = [
	{ value: "", label: "Choose a decade" },
	...DECADES.map((d) => ({ value: d, label: d })),
];
const plural = (n: number) => `${n} photo${n === 1 ? "" : "s"}`;

/**
 * What the family can do to the photos it ticked, all at once: set the decade, the place, add or
 * remove tags (drafts only), submit them for review, or withdraw them. Each is all or nothing,
 * and a refusal names each photo that stopped it.
 */
export function BulkBar({ ids, onDone }: { ids: string[]; onDone: () => void }) {
	const describe = useDescribeMany();
	const submit = useSubmitPhotos();
	const withdraw = useWithdrawPhotos();
	const [decade, setDecade] = useState("");
	const [place, setPlace] = useState({
		location_city: "",
		location_state_province: "",
		location_country: "",
	});
	const [added, setAdded] = useState<string[]>([]);
	const [removed, setRemoved] = useState<string[]>([]);
	const [confirmWithdraw, setConfirmWithdraw] = useState(false);
	const busy = describe.isPending || submit.isPending || withdraw.isPending;

	async function run(action: () => Promise<string>, failed: string) {
		try {
			const done = await action();
			toast.success(done);
			onDone();
		} catch (error) {
			toast.error(failed, { description: refusedText(error) });
		}
	}

	const change = (set: FamilyBulkUpdate["set"], what: string) =>
		run(async () => {
			const { updated } = await describe.mutateAsync({ ids, set });
			return `${what} set on ${plural(updated)}`;
		}, "Nothing was changed");

	function setPlace_(event: FormEvent) {
		event.preventDefault();
		const set = Object.fromEntries(Object.entries(place).filter(([, value]) => value.trim() !== ""));
		if (Object.keys(set).length === 0) return toast.error("Type a city, a state or a country first");
		void change(set, "Place");
	}

	function setTags(event: FormEvent) {
		event.preventDefault();
		if (added.length === 0 && removed.length === 0) return toast.error("Add or remove a tag first");
		void change(
			{
				...(added.length > 0 ? { tags_add: added } : {}),
				...(removed.length > 0 ? { tags_remove: removed } : {}),
			},
			"Tags",
		).then(() => {
			setAdded([]);
			setRemoved([]);
		});
	}

	return (
		<section
			aria-label="Change the selected photos"
			className="space-y-4 rounded-lg border border-ink-900/10 bg-white p-4"
		>
			<p role="status" className="text-sm font-semibold text-ink-900">
				{plural(ids.length)} selected
			</p>
			<div className="grid gap-4 lg:grid-cols-3">
				<form
					aria-label="Set the decade"
					className="flex items-end gap-2"
					onSubmit={(event) => {
						event.preventDefault();
						if (!decade) return toast.error("Choose a decade first");
						void change({ decade_taken: decade as (typeof DECADES)[number] }, "Decade");
					}}
				>
					<SelectFilter
						id="bulk-decade"
						label="Decade"
						value={decade}
						options={DECADE_CHOICES}
						onChange={setDecade}
					/>
					<Button type="submit" variant="secondary" disabled={busy}>
						Set decade
					</Button>
				</form>
				<form aria-label="Set the place" className="space-y-2 lg:col-span-2" onSubmit={setPlace_}>
					<div className="grid gap-2 sm:grid-cols-3">
						{(
							[
								["location_city", "City or town"],
								["location_state_province", "State or province"],
								["location_country", "Country"],
							] as const
						).map(([key, label]) => (
							<TextField
								key={key}
								id={`bulk-${key}`}
								label={label}
								value={place[key]}
								maxLength={120}
								onChange={(event) => setPlace((current) => ({ ...current, [key]: event.target.value }))}
							/>
						))}
					</div>
					<Button type="submit" variant="secondary" disabled={busy}>
						Set place
					</Button>
				</form>
			</div>
			<form aria-label="Change the tags" className="space-y-2" onSubmit={setTags}>
				<div className="grid gap-4 sm:grid-cols-2">
					<TagInput id="bulk-tags-add" label="Add tags" value={added} onChange={setAdded} />
					<TagInput id="bulk-tags-remove" label="Remove tags" value={removed} onChange={setRemoved} />
				</div>
				<Button type="submit" variant="secondary" disabled={busy}>
					Update tags
				</Button>
			</form>
			<div className="flex flex-wrap items-center gap-2 border-t border-ink-900/10 pt-4">
				<Button
					disabled={busy}
					onClick={() =>
						run(async () => {
							const { submitted } = await submit.mutateAsync(ids);
							return `${plural(submitted.length)} sent for review`;
						}, "Nothing was submitted")
					}
				>
					Submit for review
				</Button>
				{confirmWithdraw ? (
					<>
						<span className="text-sm text-ink-800">Take {plural(ids.length)} off sale?</span>
						<Button
							variant="secondary"
							disabled={busy}
							onClick={() =>
								run(async () => {
									const { withdrawn } = await withdraw.mutateAsync(ids);
									setConfirmWithdraw(false);
									return `${plural(withdrawn)} withdrawn`;
								}, "Nothing was withdrawn")
							}
						>
							Yes, withdraw
						</Button>
						<Button variant="ghost" onClick={() => setConfirmWithdraw(false)}>
							Keep them
						</Button>
					</>
				) : (
					<Button variant="secondary" disabled={busy} onClick={() => setConfirmWithdraw(true)}>
						Withdraw
					</Button>
				)}
			</div>
		</section>
	);
}
