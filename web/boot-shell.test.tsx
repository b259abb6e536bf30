import { describe, expect, it } from "vitest";
import { HomeHero } from "@/features/site/components/home-hero";
import { mockApi, signedOut } from "@/test/api-mock";
import { renderWithProviders } from "@/test/render-app";
import indexHtml from "./index.html?raw";

/**
 * index.html paints the home hero's words before the app runs; when the app's hero replaces them
 * the visitor must see the same words in the same places, so the copy follows the component.
 */
const shell = new DOMParser().parseFromString(indexHtml, "text/html");
const boot = shell.querySelector(".boot-hero");

describe("the page shell's home hero", () => {
	const renderHero = () => {
		mockApi({ "/api/me": signedOut });
		return renderWithProviders(<HomeHero />).container.querySelector("section");
	};

	it("exists, hidden from assistive technology like the rest of the loading view", () => {
		expect(boot).not.toBeNull();
		expect(boot?.closest("[aria-hidden='true']")).not.toBeNull();
	});

	it("has the component's badge, heading and lead, word for word and styled alike", () => {
		const hero = renderHero();
		for (const selector of ["h1", "h1 + p", "p:first-child"]) {
			const own = hero?.querySelector(selector);
			const copy = boot?.querySelector(selector);
			expect(own, selector).toBeTruthy();
			expect(copy?.textContent, selector).toBe(own?.textContent);
			expect(copy?.className, selector).toBe(own?.className);
		}
	});

	it("lays out like the component: the section's classes, the search box's frame, the tags' row", () => {
		const hero = renderHero();
		const classes = (element: Element | null | undefined) => new Set(element?.classList);
		const section = classes(hero);
		section.delete("flex");
		expect(classes(boot)).toEqual(new Set(["boot-hero", ...section]));
		const box = hero?.querySelector("form[role='search'] > div");
		// The frame's size and look (the real one adds its focus ring and transition).
		const frame = [...classes(boot?.querySelector(".shadow-2xl"))];
		expect(frame.length).toBeGreaterThan(5);
		expect(frame.filter((name) => !box?.classList.contains(name))).toEqual([]);
		const tags = hero?.querySelector("nav");
		const row = boot?.querySelector(".min-h-8");
		expect(row?.firstElementChild?.textContent).toBe(tags?.firstElementChild?.textContent);
		expect(row?.querySelectorAll(".rounded-full")).toHaveLength(5);
	});
});
