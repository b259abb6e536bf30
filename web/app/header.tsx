import { Building2, Menu, Receipt, Settings, ShoppingCart, UserRound } from "lucide-react";
import { lazy, Suspense, useCallback, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { displayName, useSession } from "@/api/auth/session";
import { useSignOutAction } from "@/api/auth/use-sign-out-action";
import { useReturnHere } from "@/components/sign-in-buttons";
import { buttonClasses } from "@/components/ui/button";
import { Wordmark } from "@/components/wordmark";
import { useCartCount } from "@/features/cart/api/get-cart-count";
import { PRODUCT_NAME } from "@/lib/brand";
import { cn } from "@/lib/cn";
import { myCompaniesUrl, paths } from "@/lib/paths";
import { primaryNavItems } from "./nav-items";
import { useHideOnScroll } from "./use-hide-on-scroll";

export const MOBILE_MENU_ID = "mobile-menu";

/** Phones only, and only once opened: fetched with the first tap on the menu button. */
const MobileMenu = lazy(async () => ({ default: (await import("./mobile-menu")).MobileMenu }));

export function cartLabel(count: number): string {
	return count === 1 ? "Cart, 1 item" : `Cart, ${count} items`;
}

function CartLink({ count, overlay }: { count: number; overlay: boolean }) {
	return (
		<Link
			to={paths.cart}
			aria-label={cartLabel(count)}
			className={buttonClasses({
				variant: overlay ? "inverse-ghost" : "ghost",
				size: "icon",
				className: "relative",
			})}
		>
			<ShoppingCart aria-hidden="true" className="size-5" />
			{count > 0 && (
				<span
					aria-hidden="true"
					className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-600 px-1 text-[11px] leading-none font-semibold text-cream-50 ring-2 ring-cream-100"
				>
					{count > 99 ? "99+" : count}
				</span>
			)}
		</Link>
	);
}

/**
 * The site header: wordmark, main links, cart, account and the mobile menu. It slides away
 * while scrolling down and returns on the way up; on the home page it starts transparent
 * over the hero image.
 */
export function Header() {
	const { user, isAdmin } = useSession();
	const cartCount = useCartCount();
	const signOut = useSignOutAction();
	const { pathname } = useLocation();
	// Sign in and Create account come back to this page (issue 28).
	const returnHere = useReturnHere();
	const { hidden, atTop } = useHideOnScroll();
	// The menu belongs to the page it was opened on: any navigation (links, Back) closes it.
	const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
	const menuOpen = menuOpenOn === pathname;
	const menuButtonRef = useRef<HTMLButtonElement>(null);
	const closeMenu = useCallback(() => {
		setMenuOpenOn(null);
		menuButtonRef.current?.focus();
	}, []);

	const overlay = pathname === paths.home && atTop && !menuOpen;
	const navItems = primaryNavItems(user);

	return (
		<header
			className={cn(
				"fixed inset-x-0 top-0 z-40 transition-[translate,background-color,border-color] duration-300 has-focus-visible:translate-y-0",
				hidden && !menuOpen ? "-translate-y-full" : "translate-y-0",
				overlay
					? "on-dark border-b border-transparent bg-gradient-to-b from-ink-950/60 to-transparent text-cream-50"
					: "border-b border-ink-900/10 bg-cream-100/95 text-ink-900 shadow-[0_1px_0_rgb(31_26_23/0.03)] backdrop-blur supports-[backdrop-filter]:bg-cream-100/85",
			)}
		>
			<div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 md:h-[72px] lg:px-8">
				<Link to={paths.home} aria-label={`${PRODUCT_NAME} home`} className="shrink-0 rounded-sm">
					<Wordmark tone={overlay ? "light" : "dark"} />
				</Link>

				<nav aria-label="Main" className="ml-6 hidden md:block lg:ml-10">
					<ul className="flex items-center gap-1">
						{navItems.map((item) => (
							<li key={item.to}>
								<NavLink
									to={item.to}
									className={({ isActive }) =>
										cn(
											"rounded-md px-3 py-2 text-sm font-medium transition-colors",
											overlay
												? "text-cream-50/90 hover:bg-cream-50/10 hover:text-cream-50"
												: "text-ink-700 hover:bg-ink-900/5 hover:text-ink-950",
											isActive &&
												(overlay ? "text-cream-50 underline underline-offset-8" : "text-accent-700"),
										)
									}
								>
									{item.label}
								</NavLink>
							</li>
						))}
					</ul>
				</nav>

				<div className="ml-auto flex items-center gap-1 sm:gap-2">
					{isAdmin && (
						<Link
							to={paths.adminOrders}
							aria-label="Admin: orders"
							title="Admin"
							className={buttonClasses({ variant: overlay ? "inverse-ghost" : "ghost", size: "icon" })}
						>
							<Settings aria-hidden="true" className="size-5" />
						</Link>
					)}
					{user && (
						<Link
							to={myCompaniesUrl}
							aria-label="Your companies"
							title="Your companies"
							className={buttonClasses({
								variant: overlay ? "inverse-ghost" : "ghost",
								size: "icon",
								className: "max-md:hidden",
							})}
						>
							<Building2 aria-hidden="true" className="size-5" />
						</Link>
					)}
					{user && (
						<Link
							to={paths.myPurchases}
							aria-label="My purchases"
							title="My purchases"
							className={buttonClasses({
								variant: overlay ? "inverse-ghost" : "ghost",
								size: "icon",
								className: "max-md:hidden",
							})}
						>
							<Receipt aria-hidden="true" className="size-5" />
						</Link>
					)}
					<CartLink count={cartCount} overlay={overlay} />
					{user ? (
						<Link
							to={paths.profile}
							className={buttonClasses({
								variant: overlay ? "inverse-ghost" : "ghost",
								// max-md: a plain "hidden" would lose to the button's own inline-flex.
								className: "max-w-48 max-md:hidden",
							})}
						>
							<UserRound aria-hidden="true" className="size-4" />
							<span className="truncate">{displayName(user)}</span>
						</Link>
					) : (
						<div className="hidden items-center gap-2 md:flex">
							<Link
								to={paths.authLogin}
								state={returnHere}
								className={buttonClasses({ variant: overlay ? "inverse-ghost" : "ghost" })}
							>
								Sign in
							</Link>
							<Link
								to={paths.authSignup}
								state={returnHere}
								className={buttonClasses({ variant: "primary" })}
							>
								Create account
							</Link>
						</div>
					)}
					<button
						ref={menuButtonRef}
						type="button"
						aria-expanded={menuOpen}
						aria-controls={MOBILE_MENU_ID}
						onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
						className={buttonClasses({
							variant: overlay ? "inverse-ghost" : "ghost",
							size: "icon",
							className: "md:hidden",
						})}
					>
						<Menu aria-hidden="true" className="size-6" />
						<span className="sr-only">Open menu</span>
					</button>
				</div>
			</div>

			{menuOpen && (
				<Suspense fallback={null}>
					<MobileMenu
						id={MOBILE_MENU_ID}
						user={user}
						cartCount={cartCount}
						navItems={navItems}
						onClose={closeMenu}
						onLogOut={() => void signOut.signOut()}
						loggingOut={signOut.isPending}
					/>
				</Suspense>
			)}
		</header>
	);
}
