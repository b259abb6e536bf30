import type { PhotoSummary } from "@core/contracts/photos";

/**
 * A drawn snapshot (film border, two figures, a date stamp) as an inline SVG: the demos show a
 * real image without asking the server for one.
 */
const SNAPSHOT_SVG = [
	"<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 600 400'>",
	"<rect width='600' height='400' fill='#efe3cc'/>",
	"<rect x='24' y='24' width='552' height='352' fill='#c9a27a'/>",
	"<rect x='24' y='250' width='552' height='126' fill='#a8845f'/>",
	"<circle cx='240' cy='160' r='38' fill='#6e4a35'/>",
	"<rect x='202' y='200' width='76' height='150' rx='30' fill='#6e4a35'/>",
	"<circle cx='370' cy='184' r='30' fill='#7d5740'/>",
	"<rect x='340' y='216' width='60' height='134' rx='24' fill='#7d5740'/>",
	"<text x='556' y='360' font-family='monospace' font-size='22' fill='#e8863a' text-anchor='end'>'76 7 14</text>",
	"</svg>",
].join("");

export const SAMPLE_THUMBNAIL = `data:image/svg+xml,${encodeURIComponent(SNAPSHOT_SVG)}`;

/** A photo as the listing endpoints return it, for the photo-card demos. */
export const SAMPLE_PHOTO: PhotoSummary = {
	id: "3f6c2a9e-4b1d-4e8f-9a7c-5d2e1b0c8f41",
	photoid: 1042,
	title: "Birthday cake on the porch",
	thumbnail_url: SAMPLE_THUMBNAIL,
	preview_url: null,
	width: 600,
	height: 400,
	price: 4900,
	user_id: "8a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
	storefront_name: "The Hendersons",
	decade_taken: "1970s",
	event_names: ["Birthday", "Summer holiday", "Family reunion"],
	clearance: "hero",
};
