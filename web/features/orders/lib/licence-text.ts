import type { LicenseType } from "@core/license";
import { formatUsd } from "@core/license";
import { type ExclusiveTerm, LICENSING_TEXT, licenceName, licensingDateText } from "@core/licensing";

/** A licence as the buyer's pages name it (issue 30): its type, exclusive term and the term's end. */
export type LicenceShown = {
	license_type: LicenseType;
	exclusive_months?: ExclusiveTerm | null;
	exclusive_until?: string | null;
};

/** 'Hero usage, exclusive for 12 months, until May 31, 2027' (the end once the order is placed). */
export function licenceLabel(licence: LicenceShown): string {
	const name = licenceName(licence);
	return licence.exclusive_months && licence.exclusive_until
		? `${name}, until ${licensingDateText(licence.exclusive_until)}`
		: name;
}

/** An upgrade on offer: 'Upgrade to hero (+$196.00)', 'Make exclusive for 6 months (+$539.00)'. */
export function upgradeButtonText(upgrade: {
	license_type: LicenseType;
	exclusive_months: ExclusiveTerm | null;
	price_cents: number;
}): string {
	const price = `(+${formatUsd(upgrade.price_cents)})`;
	return upgrade.exclusive_months
		? `Make exclusive for ${upgrade.exclusive_months} months ${price}`
		: `Upgrade to hero ${price}`;
}

/** An order line a later licence upgraded: 'Upgraded to Hero usage by SSD-000051-01' (the certificate's words). */
export function upgradedByText(by: { license_type: LicenseType; licence_number: string }): string {
	return LICENSING_TEXT.upgradedTo(licenceName({ license_type: by.license_type }), by.licence_number);
}

/** An order line that upgrades an earlier licence: 'Upgrades licence SSD-000042-01'. */
export const upgradesText = LICENSING_TEXT.upgrades;
