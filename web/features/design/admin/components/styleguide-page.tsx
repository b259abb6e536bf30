import { Code as CodeIcon } from "lucide-react";
import { useMemo } from "react";
import { EmptyPanel } from "@/components/empty-panel";
import { PageHeading } from "@/components/page-heading";
import { paths } from "@/lib/paths";
import { useDocumentTitle } from "@/lib/use-document-title";
import { type DesignTokens, loadDesignTokens, STYLESHEET_PATH } from "../lib/design-tokens";
import { ColourTokens } from "./colour-section";
import { Code, Contents, type GuideEntry, GuideSection } from "./guide-layout";
import {
	BreakpointTokens,
	FocusRing,
	MotionTokens,
	RadiusTokens,
	ShadowTokens,
	SpacingTokens,
} from "./scale-sections";
import { TypeTokens } from "./type-section";
import { VoiceRules } from "./voice-section";

export const STYLEGUIDE_SECTIONS = {
	colours: { id: "colours", title: "Colours" },
	type: { id: "typography", title: "Typography" },
	spacing: { id: "spacing", title: "Spacing" },
	radii: { id: "radii", title: "Radii" },
	shadows: { id: "shadows", title: "Shadows" },
	focus: { id: "focus-ring", title: "Focus ring" },
	breakpoints: { id: "breakpoints", title: "Breakpoints" },
	motion: { id: "motion", title: "Motion" },
	voice: { id: "voice", title: "Voice and wording" },
} as const satisfies Record<string, GuideEntry>;

export const NO_TOKENS_TITLE = "No design tokens found";

/** The style guide for given tokens; the page reads them from the stylesheets. */
export function StyleguideView({ tokens }: { tokens: DesignTokens }) {
	const { project, all, stylesheet } = tokens;
	const s = STYLEGUIDE_SECTIONS;
	if (project.length === 0) {
		return (
			<EmptyPanel
				icon={CodeIcon}
				title={NO_TOKENS_TITLE}
				action={{ to: paths.adminComponents, label: "See the components", variant: "secondary" }}
			>
				The <Code>@theme</Code> block of {STYLESHEET_PATH} declared nothing this page could read. Check that
				it still declares its tokens as <Code>--name: value;</Code> lines.
			</EmptyPanel>
		);
	}
	return (
		<>
			<Contents entries={Object.values(s)} />
			<GuideSection
				entry={s.colours}
				intro={
					<>
						Read from the <Code>@theme</Code> of {STYLESHEET_PATH}. Each colour is a class stem, as in{" "}
						<Code>bg-accent-600</Code> or <Code>text-ink-600</Code>; the contrast is of text in that colour on
						the page's cream and on ink. Body text needs AA; AA large is for 24 px or bold 19 px text only.
					</>
				}
			>
				<ColourTokens project={project} all={all} />
			</GuideSection>
			<GuideSection entry={s.type}>
				<TypeTokens all={all} />
			</GuideSection>
			<GuideSection entry={s.spacing}>
				<SpacingTokens all={all} />
			</GuideSection>
			<GuideSection
				entry={s.radii}
				intro="Controls use rounded-md, cards and panels rounded-lg or rounded-xl, pills rounded-full."
			>
				<RadiusTokens all={all} />
			</GuideSection>
			<GuideSection
				entry={s.shadows}
				intro="Light and warm: shadow-card for cards and panels, shadow-sm for raised buttons, shadow-xl for dialogs only."
			>
				<ShadowTokens all={all} />
			</GuideSection>
			<GuideSection entry={s.focus}>
				<FocusRing stylesheet={stylesheet} all={all} />
			</GuideSection>
			<GuideSection entry={s.breakpoints}>
				<BreakpointTokens all={all} />
			</GuideSection>
			<GuideSection entry={s.motion}>
				<MotionTokens all={all} />
			</GuideSection>
			<GuideSection entry={s.voice} intro="For every text a user reads: pages, buttons, messages, mail.">
				<VoiceRules />
			</GuideSection>
		</>
	);
}

/**
 * /admin/styleguide: the design tokens (colours with their contrast, type, spacing, radii,
 * shadows, focus ring, breakpoints, motion) read from the stylesheets, and the writing rules.
 */
export function StyleguidePage() {
	useDocumentTitle("Style guide");
	const tokens = useMemo(loadDesignTokens, []);
	return (
		<>
			<PageHeading
				eyebrow="Admin"
				title="Style guide"
				description="The design tokens every screen is built from, read live from the stylesheet, and how the product writes."
			/>
			<StyleguideView tokens={tokens} />
		</>
	);
}
