import type { Auth } from "./auth/auth";
import type { Redis } from "./cluster/redis";
import type { Config } from "./config";
import type { Database } from "./db/client";
import type { Mailer } from "./mail/mailer";
import type { MediaStorage } from "./media/storage";
import type { PaymentProviders } from "./payments/provider";

/** What the commerce modules (orders, payments, deliverables) are given by buildApp. */
export type AppServices = {
	auth: Auth;
	config: Config;
	database: Database;
	mailer: Mailer;
	storage: MediaStorage;
	payments: PaymentProviders;
	/** Issue 31: the shared Redis (REDIS_URL) for what every instance must count together; unset: memory. */
	redis?: Redis;
};
