import { Link } from "react-router";
import { verifyUrl } from "@/lib/paths";

/** "Verify licence SSD-000042-01": the licence's public page, which anyone with the link sees, signed out too (issue 28). */
export function VerifyLicenceLink({ code, licenceNumber }: { code: string; licenceNumber: string }) {
	return (
		<p className="w-full text-sm">
			<Link
				to={verifyUrl(code)}
				className="text-accent-700 underline underline-offset-2 hover:text-accent-800"
			>
				Verify licence {licenceNumber}
			</Link>
		</p>
	);
}
