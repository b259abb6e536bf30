import type { Auth } from "./auth/auth";
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
};
