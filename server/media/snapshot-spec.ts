/** What a generated demo snapshot shows. Kept apart from the renderer so scene modules can share it. */
import { DECADES, type Decade } from "@core/decades";

export { DECADES, type Decade };

export const COLOR_STYLES = [
	"sepia",
	"black-and-white",
	"faded-colour",
	"kodachrome",
	"polaroid",
	"vivid",
] as const;
export type ColorStyle = (typeof COLOR_STYLES)[number];

export const SCENES = [
	"beach",
	"living-room",
	"backyard",
	"kitchen",
	"park",
	"street",
	"mountains",
	"birthday",
	"wedding",
	"holiday",
	"car",
	"school",
] as const;
export type Scene = (typeof SCENES)[number];

export interface SnapshotSpec {
	seed: number;
	width: number;
	height: number;
	decade: Decade;
	/** 0 to 8 figures. */
	peopleCount: number;
	colorStyle: ColorStyle;
	scene: Scene;
	/** A camera date imprint such as "'78 7 14"; drawn only for the 1970s and later. */
	dateStamp: string | null;
}

/** 1920s -> 0, 2000s -> 8: handy for "older means more faded" arithmetic. */
export function decadeIndex(decade: Decade): number {
	return DECADES.indexOf(decade);
}
