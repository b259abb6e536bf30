import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { rowsOf } from "../db/executor";
import { photoRow } from "../db/factories/rows";
import { photos } from "../db/schema";
import { type AuthClient, authClient, signUpFamily } from "../test/auth-client";
import type { TestContext } from "../test/harness";

/** The releases tests' shared steps: families with photos of their own, and answers read strictly. */

export const ok = <T = Record<string, unknown>>(
	res: { statusCode: number; body: string; json(): T },
	status = 200,
): T => {
	expect(res.statusCode, res.body).toBe(status);
	return res.json();
};

export type Family = { client: AuthClient; id: string; email: string; photos: string[] };

/** A family signed in, with draft photos of its own (clearance pending, no faces, no people count). */
export async function familyWithPhotos(
	ctx: TestContext,
	email: string,
	storefront: string,
	count = 2,
): Promise<Family> {
	const client = authClient(ctx);
	const id = await signUpFamily(ctx, client, email, storefront);
	if (count === 0) return { client, id, email, photos: [] };
	const rows = await ctx.database.db
		.insert(photos)
		.values(
			Array.from({ length: count }, (_, i) =>
				photoRow({
					title: `${storefront} snapshot ${i + 1}`,
					user_id: id,
					photo_status: "draft",
					clearance: "pending",
					thumbnail_url: `/media/thumbs/${id}-${i}.webp`,
					preview_url: `/media/previews/${id}-${i}.webp`,
				}),
			),
		)
		.returning({ id: photos.id });
	return { client, id, email, photos: rows.map((row) => row.id) };
}

/** The stored clearance of a photo (what search and checkout act on). */
export async function storedClearance(ctx: TestContext, photoId: string): Promise<string | undefined> {
	const [row] = await rowsOf<{ clearance: string }>(
		ctx.database.db,
		sql`select clearance from photos where id = ${photoId}`,
	);
	return row?.clearance;
}

/** A person of the family, and a face of theirs on each photo given. */
export async function personOnPhotos(
	family: Family,
	photoIds: readonly string[],
	person: { name?: string; life_status?: string; birth_year?: number | null } = {},
): Promise<string> {
	const created = ok<{ person: { id: string } }>(
		await family.client.post("/api/family/persons", {
			name: "Aunt Rose",
			life_status: "living",
			birth_year: 1950,
			...person,
		}),
		201,
	);
	for (const photoId of photoIds)
		ok(
			await family.client.post(`/api/family/photos/${photoId}/faces`, {
				box: [0.2, 0.2, 0.2, 0.3],
				person_id: created.person.id,
			}),
			201,
		);
	return created.person.id;
}
