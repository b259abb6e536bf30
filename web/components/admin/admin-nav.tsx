import { Link } from "react-router";
import { cn } from "@/lib/cn";
import { ADMIN_NAV, type AdminNavItem } from "./admin-nav-items";

/** The admin pages in their groups; the page shown is marked for sight and for screen readers. */
export function AdminNavList({
	active,
	idPrefix,
	onNavigate,
}: {
	active: AdminNavItem | null;
	/** Unique per copy of the list on the page (the sidebar and the phone menu). */
	idPrefix: string;
	onNavigate?: () => void;
}) {
	return (
		<div className="space-y-5">
			{ADMIN_NAV.map((group) => {
				const headingId = `${idPrefix}-${group.title.toLowerCase()}`;
				return (
					<div key={group.title}>
						<h2
							id={headingId}
							className="px-3 pb-1.5 text-xs font-semibold tracking-[0.14em] text-ink-500 uppercase"
						>
							{group.title}
						</h2>
						<ul aria-labelledby={headingId} className="space-y-0.5">
							{group.items.map((item) => {
								const current = item.href === active?.href;
								return (
									<li key={item.href}>
										<Link
											to={item.href}
											aria-current={current ? "page" : undefined}
											onClick={onNavigate}
											className={cn(
												"flex min-h-10 items-center rounded-md px-3 py-2 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-accent-600",
												current
													? "bg-accent-50 font-semibold text-accent-800"
													: "text-ink-700 hover:bg-ink-900/5 hover:text-ink-950",
											)}
										>
											{item.label}
										</Link>
									</li>
								);
							})}
						</ul>
					</div>
				);
			})}
		</div>
	);
}
