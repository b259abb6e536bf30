import type {
	FamilyFacePhoto,
	FamilyPerson,
	FamilyPhotoFacesResponse,
	PublicReleaseRequest,
} from "@core/contracts/releases";

export const photoId = (n: number) => `3c9e1f20-6a4b-4d8e-9f10-${String(n).padStart(12, "0")}`;
export const faceId = (n: number) => `8b2d4e60-1c3a-4f5b-8d7e-${String(n).padStart(12, "0")}`;
export const personId = (n: number) => `5e7f9a10-2b4c-4d6e-8f0a-${String(n).padStart(12, "0")}`;
export const TOKEN = "q".repeat(43);

export function facePhoto(n: number, overrides: Partial<FamilyFacePhoto> = {}): FamilyFacePhoto {
	return {
		id: photoId(n),
		photoid: 700 + n,
		title: `Picnic ${n}`,
		thumbnail_url: `/media/thumbs/${n}.webp`,
		photo_status: "draft",
		clearance: "pending",
		face_count: 1,
		people_count: null,
		...overrides,
	};
}

export const photoPage = (photos: FamilyFacePhoto[]) => ({
	photos,
	total: photos.length,
	page: 1,
	page_size: 12,
});

export function photoFaces(n: number): FamilyPhotoFacesResponse {
	return {
		photo: { ...facePhoto(n), preview_url: `/media/previews/${n}.webp`, width: 1200, height: 800 },
		faces: [
			{
				id: faceId(1),
				box: [0.1, 0.2, 0.15, 0.2],
				person: { id: personId(1), name: "Aunt Rose" },
				identifiable: true,
			},
		],
		clearance: {
			clearance: "pending",
			missing_for_background: ["Its rights are not recorded", "Woman, 30s has no verified release"],
			missing_for_hero: [],
		},
	};
}

export function person(n: number, overrides: Partial<FamilyPerson> = {}): FamilyPerson {
	return {
		id: personId(n),
		name: n === 1 ? "Aunt Rose" : `Person ${n}`,
		life_status: "living",
		birth_year: 1950,
		photo_count: 2,
		thumbnail_url: null,
		release_state: "none",
		request: null,
		releases: [],
		created_at: "2026-11-01T10:00:00.000Z",
		...overrides,
	};
}

export const personsAnswer = (persons: FamilyPerson[]) => ({
	persons,
	storefront_name: "The Rose Family Album",
});

export const releaseRequest: PublicReleaseRequest = {
	storefront_name: "The Rose Family Album",
	person_name: "Aunt Rose",
	relationship: "self",
	email: "aunt.rose@example.test",
	title: "Appearance release",
	text: [
		"Signing for myself, as the person shown, I allow the photographs…",
		"This release covers all media.",
	],
	photos: [
		{ id: photoId(1), title: "Picnic 1", preview_url: "/media/previews/1.webp", width: 1200, height: 800 },
	],
	expires_at: "2026-12-11T10:00:00.000Z",
};
