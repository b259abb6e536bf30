import type { AdminFamilyApplication, FamilyApplication } from "@core/contracts/families";
import { sql } from "drizzle-orm";
import { answersRow, type Executor, isoTime, isoTimeOrNull, rowsOf } from "../../db/executor";
import type { Columns } from "../../db/rows";
import type { family_applications, users } from "../../db/schema";

/** The SQL of members' applications to become a family (issue 27). */

type ApplicationRow = Columns<
	typeof family_applications,
	"id" | "status" | "storefront_name" | "story" | "portrait_url" | "reason" | "created_at" | "reviewed_at"
>;
type AdminApplicationRow = ApplicationRow &
	Columns<typeof family_applications, "user_id"> &
	Columns<typeof users, "email" | "name" | "role">;

const toApplication = (row: ApplicationRow): FamilyApplication => ({
	id: row.id,
	status: row.status,
	storefront_name: row.storefront_name,
	story: row.story,
	portrait_url: row.portrait_url,
	reason: row.reason,
	created_at: isoTime(row.created_at),
	reviewed_at: isoTimeOrNull(row.reviewed_at),
});

const toAdminApplication = (row: AdminApplicationRow): AdminFamilyApplication => ({
	...toApplication(row),
	user_id: row.user_id,
	email: row.email,
	name: row.name || null,
	role: row.role,
});

const COLUMNS = sql`a.id, a.status, a.storefront_name, a.story, a.portrait_url, a.reason, a.created_at,
	a.reviewed_at`;
const ADMIN_COLUMNS = sql`${COLUMNS}, a.user_id, u.email, u.name, u.role`;

/** The member's newest application, or null. */
export async function latestApplication(
	executor: Executor,
	userId: string,
): Promise<FamilyApplication | null> {
	const [row] = await rowsOf<ApplicationRow>(
		executor,
		sql`select ${COLUMNS} from family_applications a where a.user_id = ${userId}
			order by a.created_at desc, a.id desc limit 1`,
	);
	return row ? toApplication(row) : null;
}

export async function hasPendingApplication(executor: Executor, userId: string): Promise<boolean> {
	return answersRow(
		executor,
		sql`select 1 from family_applications where user_id = ${userId} and status = 'pending'`,
	);
}

/** A new pending application (the partial unique index keeps one per member). */
export async function insertApplication(
	executor: Executor,
	application: {
		id: string;
		user_id: string;
		storefront_name: string;
		story: string;
		portrait_url: string | null;
	},
): Promise<void> {
	await executor.execute(sql`insert into family_applications (id, user_id, storefront_name, story, portrait_url)
		values (${application.id}, ${application.user_id}, ${application.storefront_name}, ${application.story},
			${application.portrait_url})`);
}

/** Pending applications first, oldest first (a queue); then the newest 100 decided. */
export async function adminApplications(executor: Executor): Promise<AdminFamilyApplication[]> {
	const rows = await rowsOf<AdminApplicationRow>(
		executor,
		sql`(select ${ADMIN_COLUMNS}, 0 as rank from family_applications a join users u on u.id = a.user_id
				where a.status = 'pending' order by a.created_at, a.id)
			union all
			(select ${ADMIN_COLUMNS}, 1 as rank from family_applications a join users u on u.id = a.user_id
				where a.status <> 'pending' order by a.reviewed_at desc nulls last, a.id desc limit 100)
			order by rank, created_at`,
	);
	return rows.map(toAdminApplication);
}

export async function findAdminApplication(
	executor: Executor,
	id: string,
): Promise<AdminFamilyApplication | null> {
	const [row] = await rowsOf<AdminApplicationRow>(
		executor,
		sql`select ${ADMIN_COLUMNS} from family_applications a join users u on u.id = a.user_id where a.id = ${id}`,
	);
	return row ? toAdminApplication(row) : null;
}

/** The application, locked until the deciding transaction ends; null when there is none. */
export async function lockApplication(
	executor: Executor,
	id: string,
): Promise<AdminFamilyApplication | null> {
	const [row] = await rowsOf<AdminApplicationRow>(
		executor,
		sql`select ${ADMIN_COLUMNS} from family_applications a join users u on u.id = a.user_id
			where a.id = ${id} for update of a`,
	);
	return row ? toAdminApplication(row) : null;
}

export async function decideApplication(
	executor: Executor,
	id: string,
	decision: { status: "approved" | "declined"; reason: string | null; reviewerId: string },
): Promise<void> {
	await executor.execute(sql`update family_applications
		set status = ${decision.status}, reason = ${decision.reason}, reviewed_by = ${decision.reviewerId},
			reviewed_at = now()
		where id = ${id}`);
}
