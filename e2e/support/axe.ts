import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Scans the page as it is now (a page, or a state of one: a dialog open, a selection made) and
 * fails with every serious or critical violation (issue 10: WCAG 2.1 A and AA).
 */
export async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
	const results = await new AxeBuilder({ page })
		.withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
		// The style guide's contrast samples show failing pairs on purpose.
		.exclude("[data-contrast-sample]")
		// A toast on its way out fades (sonner marks it data-removed): its colours pass once shown,
		// and a scan that catches the fade measured half-transparent text (buyer-day, once, in CI).
		.exclude('[data-sonner-toast][data-removed="true"]')
		.analyze();
	const serious = results.violations
		.filter((v) => v.impact === "serious" || v.impact === "critical")
		.map((v) => {
			const where = v.nodes.slice(0, 5).map((n) => n.target.join(" "));
			return `${v.id} (${v.impact}): ${v.help} — ${where.join(", ")}${v.nodes.length > 5 ? ` and ${v.nodes.length - 5} more` : ""}`;
		});
	expect(serious, `${label}\n${serious.join("\n")}`).toEqual([]);
}

/** Opens `url`, waits for its heading and for lazy parts (grids, lists) to settle, then scans it. */
export async function expectAccessible(page: Page, url: string): Promise<void> {
	await page.goto(url);
	await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
	await page.waitForLoadState("networkidle");
	await expectNoSeriousViolations(page, url);
}
