import { sql } from "drizzle-orm";
import { type AuthClient, authClient, type MailReader, outboxMail, signUp } from "./auth-client";
import type { AnyTestContext as TestContext } from "./harness";

/** Gives a signed-up member the admin role. */
export async function makeAdmin(ctx: TestContext, email: string): Promise<void> {
	await ctx.database.query(sql`update users set role = 'admin' where email = ${email}`);
}

/** Signs a new member up and makes them an admin; returns their signed-in client. */
export async function signUpAdmin(
	ctx: TestContext,
	email = "curator@studio.test",
	firstName = "Cu",
	readMail: MailReader = outboxMail,
): Promise<AuthClient> {
	const admin = authClient(ctx);
	await signUp(ctx, admin, email, firstName, readMail);
	await makeAdmin(ctx, email);
	return admin;
}
