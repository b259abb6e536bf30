import { z } from "zod";

/** Legacy (WordPress) accounts and whether each has completed migration. */
export const LegacyAccount = z.object({
	user_id: z.uuid(),
	email: z.string(),
	first_name: z.string().nullable(),
	last_name: z.string().nullable(),
	imported_at: z.string(),
	migrated_at: z.string().nullable(),
	last_reset_sent_at: z.string().nullable(),
});
export type LegacyAccount = z.infer<typeof LegacyAccount>;
export const LegacyAccountsResponse = z.object({
	accounts: z.array(LegacyAccount),
	total: z.number().int(),
	migrated: z.number().int(),
});
export type LegacyAccountsResponse = z.infer<typeof LegacyAccountsResponse>;
