import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { users } from "../db/schema";

/** Sets an account's role by email (case-insensitive); false when no account has that email. */
export async function setUserRole(
	database: Database,
	email: string,
	role: "admin" | "user",
): Promise<boolean> {
	const updated = await database.db
		.update(users)
		.set({ role, updated_at: new Date() })
		.where(eq(sql`lower(${users.email})`, email.toLowerCase()))
		.returning({ id: users.id });
	return updated.length > 0;
}
