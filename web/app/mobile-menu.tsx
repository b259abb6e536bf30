import type { SessionUser } from "@core/contracts/auth";
import { Building2, LogOut, Receipt, Search, ShoppingCart, UserRound, X } from "lucide-react";
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef } from "react";
import { createPortal } from "react-dom";
import { Link, NavLink } from "react-router";
import { displayName } from "@/api/auth/session";
import { useReturnHere } from "@/components/sign-in-buttons";
import { buttonClasses } from "@/components/ui/button";
import { Wordmark } from "@/components/wordmark";
import { cn } from "@/lib/cn";
import { FOCUSABLE, keepFocusInside } from "@/lib/focus-trap";
import { myCompaniesUrl, paths } from "@/lib/paths";
import type { NavItem } from "./nav-items";

const DESKTOP_QUERY = "(min-width: 768px)";

type MobileMenuProps = {
	id: string;
	user: SessionUser | null;
	cartCount: number;
	navItems: NavItem[];
	/** Closes the menu; the header then returns focus to the menu button. */
	onClose: () => void;
	/** Signs out (the header owns it, so it finishes after the menu has closed). */
	onLogOut: () => void;
	loggingOut: boolean;
};

/**
 * The slide-out menu below 768 px: a modal dialog that keeps focus inside, closes on Escape,
 * on the backdrop, on any link, and when the window grows to desktop width.
 */
export function MobileMenu({
	id,
	user,
	cartCount,
	navItems,
	onClose,
	onLogOut,
	loggingOut,
}: MobileMenuProps) {
	const panelRef = useRef<HTMLDivElement>(null);
	// Create account and Sign in come back to this page (issue 28).
	const returnHere = useReturnHere();

	// Before the menu paints: once it shows, focus is inside it, so Escape (handled by the panel)
	// closes it even when pressed at once (a passive effect could leave it on the menu button).
	useLayoutEffect(() => {
		panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
		const { overflow } = document.body.style;
		document.body.style.overflow = "hidden";
		return () => {
			document.body.style.overflow = overflow;
		};
	}, []);

	useEffect(() => {
		if (typeof window.matchMedia !== "function") return;
		const desktop = window.matchMedia(DESKTOP_QUERY);
		const onChange = () => desktop.matches && onClose();
		desktop.addEventListener("change", onChange);
		return () => desktop.removeEventListener("change", onChange);
	}, [onClose]);

	function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
		if (event.key === "Escape") {
			event.stopPropagation();
			onClose();
			return;
		}
		keepFocusInside(event, panelRef.current);
	}

	function handleLogOut() {
		onClose();
		onLogOut();
	}

	const linkClass =
		"flex items-center gap-3 rounded-md px-3 py-3 text-base font-medium text-ink-800 transition-colors hover:bg-ink-900/5";

	return createPortal(
		<div className="fixed inset-0 z-50 md:hidden">
			<button
				type="button"
				tabIndex={-1}
				aria-label="Close menu"
				onClick={onClose}
				className="absolute inset-0 animate-fade-in cursor-default bg-ink-950/50 backdrop-blur-[2px]"
			/>
			<div
				ref={panelRef}
				id={id}
				role="dialog"
				aria-modal="true"
				aria-label="Menu"
				onKeyDown={handleKeyDown}
				className="paper-grain absolute inset-y-0 right-0 flex w-[min(22rem,88vw)] animate-slide-in-right flex-col bg-cream-100 shadow-2xl"
			>
				<div className="flex h-16 items-center justify-between border-b border-ink-900/10 px-4">
					<Wordmark className="[&>span:last-child]:text-base" />
					<button
						type="button"
						onClick={onClose}
						className={buttonClasses({ variant: "ghost", size: "icon" })}
					>
						<X aria-hidden="true" className="size-6" />
						<span className="sr-only">Close menu</span>
					</button>
				</div>

				<nav aria-label="Mobile" className="flex-1 overflow-y-auto px-3 py-4">
					<ul className="space-y-1">
						{navItems.map((item) => (
							<li key={item.to}>
								<NavLink
									to={item.to}
									onClick={onClose}
									className={({ isActive }) => cn(linkClass, isActive && "bg-accent-50 text-accent-700")}
								>
									{item.to === paths.search && <Search aria-hidden="true" className="size-5 text-ink-500" />}
									{item.label}
								</NavLink>
							</li>
						))}
					</ul>
					<ul className="mt-4 space-y-1 border-t border-ink-900/10 pt-4">
						{user && (
							<li className="truncate px-3 pb-1 text-sm text-ink-600">
								Signed in as <span className="font-medium text-ink-900">{displayName(user)}</span>
							</li>
						)}
						{user && (
							<li>
								<Link to={paths.account} onClick={onClose} className={linkClass}>
									<UserRound aria-hidden="true" className="size-5 text-ink-500" />
									Account
								</Link>
							</li>
						)}
						{user && (
							<li>
								<Link to={myCompaniesUrl} onClick={onClose} className={linkClass}>
									<Building2 aria-hidden="true" className="size-5 text-ink-500" />
									Companies
								</Link>
							</li>
						)}
						{user && (
							<li>
								<Link to={paths.myPurchases} onClick={onClose} className={linkClass}>
									<Receipt aria-hidden="true" className="size-5 text-ink-500" />
									My purchases
								</Link>
							</li>
						)}
						<li>
							<Link to={paths.cart} onClick={onClose} className={linkClass}>
								<ShoppingCart aria-hidden="true" className="size-5 text-ink-500" />
								Cart
								{cartCount > 0 && (
									<span className="ml-auto rounded-full bg-accent-600 px-2 py-0.5 text-xs font-semibold text-cream-50">
										{cartCount}
										<span className="sr-only"> items</span>
									</span>
								)}
							</Link>
						</li>
						{user && (
							<li>
								<button
									type="button"
									onClick={handleLogOut}
									disabled={loggingOut}
									className={cn(linkClass, "w-full text-left")}
								>
									<LogOut aria-hidden="true" className="size-5 text-ink-500" />
									Log out
								</button>
							</li>
						)}
					</ul>
				</nav>

				{!user && (
					<div className="grid gap-2 border-t border-ink-900/10 p-4">
						<Link
							to={paths.authSignup}
							state={returnHere}
							onClick={onClose}
							className={buttonClasses({ variant: "primary", size: "lg" })}
						>
							Create account
						</Link>
						<Link
							to={paths.authLogin}
							state={returnHere}
							onClick={onClose}
							className={buttonClasses({ variant: "secondary", size: "lg" })}
						>
							Sign in
						</Link>
					</div>
				)}
			</div>
		</div>,
		document.body,
	);
}
