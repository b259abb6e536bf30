import type { AdminFace, FacePhotoRow, PhotoFacesResponse } from "@core/contracts/people";
import { signedInAdmin } from "@/test/api-mock";

/** What the app asks for around any admin page: the session and the header's counts. */
export const adminSession = {
	"/api/me": signedInAdmin,
	"/api/me/is-admin": { is_admin: true },
	"/api/cart/count": { count: 0 },
};

export const photoId = (n: number) => `3c9e1f20-6a4b-4d8e-9f10-${String(n).padStart(12, "0")}`;
export const faceId = (n: number) => `8b2d4e60-1c3a-4f5b-8d7e-${String(n).padStart(12, "0")}`;
export const personId = (n: number) => `5e7f9a10-2b4c-4d6e-8f0a-${String(n).padStart(12, "0")}`;

export function facePhotoRow(n: number, overrides: Partial<FacePhotoRow> = {}): FacePhotoRow {
	return {
		id: photoId(n),
		photoid: 500 + n,
		title: `Picnic ${n}`,
		thumbnail_url: `/media/thumbs/${n}.webp`,
		photo_status: "live",
		people_count: 3,
		face_count: 1,
		missing_faces: false,
		...overrides,
	};
}

export function face(n: number, overrides: Partial<AdminFace> = {}): AdminFace {
	return {
		id: faceId(n),
		box: [0.1, 0.2, 0.15, 0.2],
		person: { id: personId(1), name: "Ada Okafor", aliases: [] },
		gender: "female",
		age: 34,
		ethnicity: "Black",
		identifiable: true,
		created_at: "2025-03-01T10:00:00.000Z",
		...overrides,
	};
}

export function photoFaces(faces: AdminFace[] = [face(1)], photo: Partial<PhotoFacesResponse["photo"]> = {}) {
	return {
		photo: {
			...facePhotoRow(1, { face_count: faces.length }),
			preview_url: "/media/previews/1.webp",
			width: 1200,
			height: 800,
			...photo,
		},
		faces,
	};
}

export const listPage = (photos: FacePhotoRow[], total = photos.length) => ({
	photos,
	total,
	page: 1,
	page_size: 24,
});
