import { CompanyUpdate } from "@core/contracts/companies";
import { BillingContact } from "@core/contracts/orders";
import type { CompanySettings, CompanyWorkspace, MemberNotifications } from "@core/contracts/teams";
import { ORDER_REFERENCE_LABELS, ORDER_REFERENCES, type OrderReference, roleMay } from "@core/teams";
import { useState } from "react";
import { SwitchRow } from "@/components/admin/switch-row";
import { SubmitButton } from "@/components/ui/button";
import { TextAreaField, TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { errorText } from "@/lib/error-text";
import { toast } from "@/lib/toast";
import { useForm } from "@/lib/use-form";
import { useRenameCompany, useUpdateNotifications, useUpdateSettings } from "../api/company-mutations";
import { TEAM_PAGE_TEXT } from "../lib/team-text";

const APPROVED_ONLY = {
	label: "Only approved photos can be bought",
	hint: "Checkout refuses shortlisted photos an approver has not approved.",
};

function failed(error: unknown): void {
	toast.error("Your change was not saved", { description: errorText(error, "Try again in a moment.") });
}

function Panel({
	id,
	title,
	hint,
	children,
}: {
	id: string;
	title: string;
	hint?: string;
	children: React.ReactNode;
}) {
	return (
		<section aria-labelledby={id} className="rounded-lg border border-ink-900/10 bg-white p-4 sm:p-6">
			<h3 id={id} className="text-lg font-semibold text-ink-900">
				{title}
			</h3>
			{hint && <p className="mt-1 text-sm text-ink-600">{hint}</p>}
			<div className="mt-4">{children}</div>
		</section>
	);
}

function RenameForm({ companyId, name }: { companyId: string; name: string }) {
	const rename = useRenameCompany(companyId);
	const form = useForm({
		initial: { name },
		ids: { name: "company-name" },
		check: CompanyUpdate,
		conflictField: "name",
		failedText: "The company could not be renamed.",
	});
	const onSubmit = form.handleSubmit(async (data) => {
		const { company } = await rename.mutateAsync(data);
		toast.success(TEAM_PAGE_TEXT.renamed(company.name));
	});
	return (
		<form noValidate onSubmit={onSubmit} aria-label="Rename the company" className="space-y-3">
			<div className="flex flex-col gap-3 sm:flex-row sm:items-start">
				<TextField
					{...form.field("name")}
					label="Company name"
					autoComplete="organization"
					className="flex-1"
				/>
				<SubmitButton pending={form.submitting} pendingLabel="Saving…" className="sm:mt-7 max-sm:w-full">
					Rename
				</SubmitButton>
			</div>
			{form.other && (
				<Notice tone="error" role="alert">
					{form.other}
				</Notice>
			)}
		</form>
	);
}

function OrderRules({ companyId, settings }: { companyId: string; settings: CompanySettings }) {
	const update = useUpdateSettings(companyId);
	const [saving, setSaving] = useState<"approved_only" | OrderReference | null>(null);
	function save(field: "approved_only" | OrderReference, body: Parameters<typeof update.mutate>[0]) {
		setSaving(field);
		update.mutate(body, {
			onSuccess: () => toast.success(TEAM_PAGE_TEXT.saved),
			onError: failed,
			onSettled: () => setSaving(null),
		});
	}
	return (
		<div className="space-y-4">
			<SwitchRow
				id="switch-approved-only"
				label={APPROVED_ONLY.label}
				hint={APPROVED_ONLY.hint}
				checked={settings.approved_only}
				pending={saving === "approved_only"}
				onToggle={() => save("approved_only", { approved_only: !settings.approved_only })}
			/>
			<fieldset>
				<legend className="text-sm font-medium text-ink-900">Required on every order</legend>
				<p className="text-xs text-ink-500">Checkout asks for these references before it places an order.</p>
				<div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
					{ORDER_REFERENCES.map((ref) => {
						const checked = settings.required_refs.includes(ref);
						return (
							<label key={ref} className="flex min-h-11 items-center gap-2 text-sm text-ink-800">
								<input
									type="checkbox"
									className="size-4 accent-accent-600"
									checked={checked}
									disabled={saving !== null}
									onChange={() =>
										save(ref, {
											required_refs: checked
												? settings.required_refs.filter((r) => r !== ref)
												: ORDER_REFERENCES.filter((r) => r === ref || settings.required_refs.includes(r)),
										})
									}
								/>
								{ORDER_REFERENCE_LABELS[ref]}
							</label>
						);
					})}
				</div>
			</fieldset>
		</div>
	);
}

const BILLING_IDS = {
	name: "billing-name",
	email: "billing-email",
	company: "billing-company",
	address: "billing-address",
	po_number: "billing-po-number",
} as const;
type BillingField = keyof typeof BILLING_IDS;
const BILLING_SERVER_NAMES = Object.fromEntries(
	Object.keys(BILLING_IDS).map((field) => [field, `billing.${field}`]),
) as Record<BillingField, string>;

function BillingForm({ companyId, billing }: { companyId: string; billing: CompanySettings["billing"] }) {
	const update = useUpdateSettings(companyId);
	const form = useForm({
		initial: {
			name: billing?.name ?? "",
			email: billing?.email ?? "",
			company: billing?.company ?? "",
			address: billing?.address ?? "",
			po_number: billing?.po_number ?? "",
		},
		ids: BILLING_IDS,
		check: BillingContact,
		serverNames: BILLING_SERVER_NAMES,
		failedText: "The billing contact could not be saved.",
	});
	const onSubmit = form.handleSubmit(async (data) => {
		await update.mutateAsync({ billing: data });
		toast.success(TEAM_PAGE_TEXT.billingSaved);
	});
	return (
		<form noValidate onSubmit={onSubmit} aria-label="Billing contact" className="space-y-4">
			<div className="grid gap-4 sm:grid-cols-2">
				<TextField {...form.field("name")} label="Name" autoComplete="name" />
				<TextField {...form.field("email")} label="Email" type="email" autoComplete="email" />
			</div>
			<TextField {...form.field("company")} label="Company" autoComplete="organization" />
			<TextAreaField {...form.field("address")} label="Billing address" autoComplete="street-address" />
			<TextField {...form.field("po_number")} label="PO number" optional />
			{form.other && (
				<Notice tone="error" role="alert">
					{form.other}
				</Notice>
			)}
			<div className="flex justify-end">
				<SubmitButton pending={form.submitting} pendingLabel="Saving…" className="max-sm:w-full">
					Save billing contact
				</SubmitButton>
			</div>
		</form>
	);
}

/** What a member who is not an owner sees of the settings. */
function ReadOnlySettings({ settings }: { settings: CompanySettings }) {
	const { billing } = settings;
	const refs = settings.required_refs.map((ref) => ORDER_REFERENCE_LABELS[ref]);
	return (
		<dl className="grid gap-4 text-sm sm:grid-cols-[14rem_1fr]">
			<dt className="font-medium text-ink-800">{APPROVED_ONLY.label}</dt>
			<dd className="text-ink-700">{settings.approved_only ? "Yes" : "No"}</dd>
			<dt className="font-medium text-ink-800">Required on every order</dt>
			<dd className="text-ink-700">{refs.length > 0 ? refs.join(", ") : "Nothing"}</dd>
			<dt className="font-medium text-ink-800">Billing contact</dt>
			<dd className="break-words whitespace-pre-line text-ink-700">
				{billing
					? [
							billing.name,
							billing.email,
							billing.company,
							billing.address,
							billing.po_number && `PO ${billing.po_number}`,
						]
							.filter(Boolean)
							.join("\n")
					: "Not set"}
			</dd>
		</dl>
	);
}

const NOTIFICATION_SWITCHES: { field: keyof MemberNotifications; label: string; hint: string }[] = [
	{
		field: "approval_requests",
		label: "Email me when photos are sent for approval",
		hint: "Only if your role approves shortlisted photos.",
	},
	{
		field: "approval_decisions",
		label: "Email me when my photos are approved or rejected",
		hint: "The decision with the approver's note.",
	},
];

function MyNotifications({
	companyId,
	notifications,
}: {
	companyId: string;
	notifications: MemberNotifications;
}) {
	const update = useUpdateNotifications(companyId);
	const [saving, setSaving] = useState<keyof MemberNotifications | null>(null);
	return (
		<div className="divide-y divide-ink-900/10">
			{NOTIFICATION_SWITCHES.map(({ field, label, hint }) => (
				<SwitchRow
					key={field}
					id={`switch-${field}`}
					label={label}
					hint={hint}
					checked={notifications[field]}
					pending={saving === field}
					onToggle={() => {
						setSaving(field);
						update.mutate(
							{ [field]: !notifications[field] },
							{ onError: failed, onSettled: () => setSaving(null) },
						);
					}}
				/>
			))}
		</div>
	);
}

/**
 * The company's settings: owners rename it, set the approval rule, the references every order
 * must carry and the billing contact every checkout starts from; other members read them.
 * Everyone switches their own approval mails.
 */
export function SettingsSection({ workspace }: { workspace: CompanyWorkspace }) {
	const { company, settings, my_notifications } = workspace;
	const manages = roleMay(company.role, "manage");
	return (
		<section aria-labelledby="settings-heading" className="space-y-4">
			<div>
				<h2 id="settings-heading" className="text-2xl font-semibold text-ink-900">
					Settings
				</h2>
				{!manages && <p className="mt-1 text-sm text-ink-600">Only the company's owners change these.</p>}
			</div>
			{manages ? (
				<>
					<Panel id="settings-name" title="Name">
						<RenameForm companyId={company.id} name={company.name} />
					</Panel>
					<Panel id="settings-orders" title="Orders">
						<OrderRules companyId={company.id} settings={settings} />
					</Panel>
					<Panel
						id="settings-billing"
						title="Billing contact"
						hint="Every checkout for the company starts with it; the buyer may change it on the order."
					>
						<BillingForm companyId={company.id} billing={settings.billing} />
					</Panel>
				</>
			) : (
				<Panel id="settings-company" title="Company rules">
					<ReadOnlySettings settings={settings} />
				</Panel>
			)}
			<Panel id="settings-notifications" title="My notifications" hint="Your own mail from this company.">
				<MyNotifications companyId={company.id} notifications={my_notifications} />
			</Panel>
		</section>
	);
}
