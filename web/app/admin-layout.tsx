import { ChevronDown } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Outlet, useLocation } from "react-router";
import { AdminNavList } from "@/components/admin/admin-nav";
import { type AdminNavItem, activeAdminItem } from "@/components/admin/admin-nav-items";
import { cn } from "@/lib/cn";

/**
 * Phones and narrow windows: one button naming the page shown opens the admin pages as a list
 * under it (a disclosure, not a modal: the page stays reachable); Escape closes it and gives
 * focus back to the button, and following a link closes it.
 */
function AdminMenuDisclosure({ active }: { active: AdminNavItem | null }) {
	const { pathname } = useLocation();
	const [open, setOpen] = useState(false);
	const button = useRef<HTMLButtonElement>(null);
	const panelId = useId();

	// biome-ignore lint/correctness/useExhaustiveDependencies: close whenever another page shows
	useEffect(() => setOpen(false), [pathname]);

	function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
		if (event.key !== "Escape" || !open) return;
		event.stopPropagation();
		setOpen(false);
		button.current?.focus();
	}

	return (
		// biome-ignore lint/a11y/noStaticElementInteractions: Escape from the button or any link inside closes the menu
		<div
			className="border-b border-ink-900/10 bg-cream-50 px-3 py-2 sm:px-6 lg:hidden"
			onKeyDown={handleKeyDown}
		>
			<button
				ref={button}
				type="button"
				aria-expanded={open}
				aria-controls={panelId}
				onClick={() => setOpen((was) => !was)}
				className="flex min-h-11 w-full items-center justify-between gap-2 rounded-md px-3 text-left text-sm font-medium text-ink-900 hover:bg-ink-900/5 focus-visible:outline-2 focus-visible:outline-accent-600"
			>
				<span>
					<span className="text-ink-500">Admin menu</span>
					{active && <span className="ml-2">· {active.label}</span>}
				</span>
				<ChevronDown aria-hidden="true" className={cn("size-4 transition-transform", open && "rotate-180")} />
			</button>
			<div id={panelId} hidden={!open} className="pt-3 pb-2">
				{open && (
					<nav aria-label="Admin">
						<AdminNavList active={active} idPrefix="admin-menu" onNavigate={() => setOpen(false)} />
					</nav>
				)}
			</div>
		</div>
	);
}

/**
 * Every admin page sits in this frame: the admin pages as a sidebar on wide screens, as a menu
 * on phones, and the page beside it.
 */
export function AdminLayout() {
	const { pathname } = useLocation();
	const active = activeAdminItem(pathname);
	return (
		<div className="mx-auto w-full max-w-[96rem] lg:flex lg:gap-2 lg:px-4">
			<AdminMenuDisclosure active={active} />
			<aside className="hidden w-56 shrink-0 lg:block">
				<nav
					aria-label="Admin"
					className="sticky top-[88px] max-h-[calc(100svh-88px)] overflow-y-auto py-8 pr-2"
				>
					<AdminNavList active={active} idPrefix="admin-sidebar" />
				</nav>
			</aside>
			<div className="min-w-0 flex-1">
				<Outlet />
			</div>
		</div>
	);
}
