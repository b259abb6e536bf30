/** Issue 27 (the releases helper): built by its owner; until then it names itself. */
export function SignReleasePage() {
	return <h2 className="text-xl font-semibold">Sign a release</h2>;
}
