import type { FamilyStorefront } from "@core/contracts/families";
import { useState } from "react";
import { SwitchRow } from "@/components/admin/switch-row";
import { FieldError } from "@/components/ui/field";
import { errorText } from "@/lib/error-text";
import { useUpdateStorefront } from "../api/storefront";

type Notice = "notify_sales" | "notify_reviews" | "notify_payouts";

export const NOTICE_SWITCHES: { field: Notice; label: string; hint: string }[] = [
	{
		field: "notify_sales",
		label: "Email me when a photo is licensed",
		hint: "A daily digest at most.",
	},
	{
		field: "notify_reviews",
		label: "Email me when a submission is reviewed",
		hint: "Each decision with its reasons.",
	},
	{
		field: "notify_payouts",
		label: "Email me when a payout is recorded",
		hint: "The amount and the date it was sent.",
	},
];

/** The family's three mails, each switched on or off as it is pressed. */
export function NotificationSwitches({ storefront }: { storefront: FamilyStorefront }) {
	const mutation = useUpdateStorefront();
	const [saving, setSaving] = useState<Notice | null>(null);
	const [failed, setFailed] = useState<{ field: Notice; message: string } | null>(null);
	return (
		<div className="divide-y divide-ink-900/10">
			{NOTICE_SWITCHES.map(({ field, label, hint }) => {
				const errorId = `${field}-error`;
				return (
					<div key={field}>
						<SwitchRow
							id={`switch-${field}`}
							label={label}
							hint={hint}
							checked={storefront[field]}
							pending={saving === field}
							errorId={failed?.field === field ? errorId : undefined}
							onToggle={() => {
								setSaving(field);
								setFailed(null);
								mutation.mutate(
									{ [field]: !storefront[field] },
									{
										onError: (error) =>
											setFailed({ field, message: errorText(error, "Your choice could not be saved.") }),
										onSettled: () => setSaving(null),
									},
								);
							}}
						/>
						{failed?.field === field && <FieldError id={errorId}>{failed.message}</FieldError>}
					</div>
				);
			})}
		</div>
	);
}
