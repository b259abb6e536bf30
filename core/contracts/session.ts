import { z } from "zod";

export const SessionUser = z.object({
	id: z.uuid(),
	email: z.string(),
	first_name: z.string().nullable(),
	is_admin: z.boolean(),
});
export type SessionUser = z.infer<typeof SessionUser>;

export const MeResponse = z.object({
	user: SessionUser.nullable(),
	/** When the session ends unless it is used again (ISO date-time); null when signed out. */
	expires_at: z.string().nullable().optional(),
});
export type MeResponse = z.infer<typeof MeResponse>;
