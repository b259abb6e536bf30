import { z } from "zod";

export const SessionUser = z.object({
	id: z.uuid(),
	email: z.string(),
	first_name: z.string().nullable(),
	is_admin: z.boolean(),
});
export type SessionUser = z.infer<typeof SessionUser>;

export const MeResponse = z.object({ user: SessionUser.nullable() });
export type MeResponse = z.infer<typeof MeResponse>;
