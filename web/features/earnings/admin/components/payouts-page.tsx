/** Issue 27 (the earnings helper): built by its owner; until then it names itself. */
export function PayoutsPage() {
	return <h2 className="text-xl font-semibold">Payouts</h2>;
}
