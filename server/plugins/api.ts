import type { FastifyInstance } from "fastify";
import { adminAnalyticsRoutes } from "../analytics/admin-routes";
import { startClickAggregator } from "../analytics/aggregator";
import { analyticsRoutes } from "../analytics/routes";
import { trackingRoutes } from "../analytics/tracking-routes";
import type { AppServices } from "../app-services";
import { approvalsRoutes } from "../approvals/routes";
import { registerAccessControl } from "../auth/access";
import { accountRoutes } from "../auth/account-routes";
import { trustedOrigins } from "../auth/auth";
import { authRoutes } from "../auth/routes";
import { adminBannerRoutes } from "../banner/admin-routes";
import { bannerRoutes } from "../banner/routes";
import { captchaRoutes } from "../captcha/routes";
import type { Captcha } from "../captcha/service";
import { cartRoutes } from "../cart/routes";
import { catalogueAdminRoutes } from "../catalogue/admin-routes";
import { catalogueIngestRoutes } from "../catalogue/ingest-routes";
import { adminClearanceRoutes } from "../clearance/admin-routes";
import { clearanceLogRoutes } from "../clearance/log-routes";
import { clearanceRoutes } from "../clearance/routes";
import { cliRoutes } from "../cli/routes";
import type { Redis } from "../cluster/redis";
import { adminCompaniesRoutes } from "../companies/admin-routes";
import { companiesRoutes } from "../companies/routes";
import { companyTeamRoutes } from "../companies/team-routes";
import { contactRoutes } from "../contact/routes";
import { continuityRoutes } from "../continuity/routes";
import { adminCollectionsRoutes } from "../curation/collections-routes";
import { adminEventsRoutes } from "../curation/events-routes";
import { deliverablesRoutes } from "../deliverables/routes";
import { adminPayoutsRoutes } from "../earnings/admin-routes";
import { earningsRoutes } from "../earnings/routes";
import { adminFamiliesRoutes } from "../families/admin-routes";
import { familyApplicationsRoutes } from "../families/applications-routes";
import { familyInvitationsRoutes } from "../families/invitations-routes";
import { familyStorefrontRoutes } from "../families/storefront-routes";
import type { Lifecycle } from "../health/lifecycle";
import { healthRoutes } from "../health/routes";
import { holdsRoutes } from "../holds/routes";
import { legacyRoutes } from "../legacy/routes";
import { licensingRoutes } from "../licensing/routes";
import { isListingsWrite, listingsChanged } from "../listings/freshness";
import { listingsRoutes } from "../listings/routes";
import { mailRoutes } from "../mail/routes";
import type { MailService } from "../mail/setup";
import { mediaRoutes } from "../media/routes";
import { adminOrdersRoutes } from "../orders/admin-routes";
import { orderPaperworkRoutes } from "../orders/paperwork-routes";
import { ordersRoutes } from "../orders/routes";
import type { PaymentProviders } from "../payments/provider";
import { createPaymentProviders } from "../payments/registry";
import { stripeWebhookRoutes } from "../payments/webhook-routes";
import { adminPeopleRoutes } from "../people/admin-routes";
import { photosRoutes } from "../photos/routes";
import { printsRoutes } from "../prints/routes";
import { profileRoutes } from "../profiles/routes";
import { productionsRoutes } from "../projects/production-routes";
import { projectsRoutes } from "../projects/routes";
import { releasesRoutes } from "../releases/routes";
import { searchRoutes } from "../search/routes";
import { seoRoutes } from "../seo/routes";
import { siteRoutes } from "../site/routes";
import { adminStudioLogosRoutes } from "../studio-logos/admin-routes";
import { studioLogosRoutes } from "../studio-logos/routes";
import { adminReviewRoutes } from "../submissions/review-routes";
import { submissionsRoutes } from "../submissions/routes";
import { uploadsRoutes } from "../uploads/routes";
import { verificationRoutes } from "../verification/routes";
import { wishlistsRoutes } from "../wishlists/routes";

export type ApiDeps = Omit<AppServices, "payments"> & {
	mail: MailService;
	captcha: Captcha;
	/** Defaults to the providers the config enables. */
	payments?: PaymentProviders;
	/** Secret that guards the CLI's local command channel; unset leaves the channel out. */
	cliToken?: string;
	/** Readiness (issue 31): the shared Redis it checks when configured, and the shutdown state. */
	redis?: Redis;
	lifecycle: Lifecycle;
};

/**
 * Every route under /api (and the few that sit beside it: sitemap, robots, media by id), one
 * domain's module at a time, behind the access check that makes each declare who may call it:
 * the check is installed first, so a route without `config.access` stops the start.
 */
export async function registerApi(app: FastifyInstance, deps: ApiDeps): Promise<void> {
	const { auth, config, database, mailer, storage, mail, captcha } = deps;
	registerAccessControl(app, auth, trustedOrigins(config));
	app.addHook("onResponse", async (request, reply) => {
		if (isListingsWrite(request.method, request.url, reply.statusCode)) void listingsChanged(database);
	});

	await app.register(healthRoutes, { database, storage, redis: deps.redis, lifecycle: deps.lifecycle });
	await app.register(authRoutes, { auth, config, database, captcha });
	await app.register(captchaRoutes, { captcha, rateLimit: config.authRateLimit });
	await app.register(accountRoutes, { auth, database, rateLimit: config.authRateLimit });
	await app.register(contactRoutes, { auth, config, database, captcha, mailer });
	await app.register(profileRoutes, { auth, database });
	await app.register(cartRoutes, { auth, config, database });
	await app.register(companiesRoutes, { auth, database });
	await app.register(projectsRoutes, { auth, database });
	await app.register(productionsRoutes, { auth, database });
	await app.register(clearanceLogRoutes, { auth, database });
	await app.register(wishlistsRoutes, { auth, database });
	await app.register(adminCompaniesRoutes, { database, storage });
	const services: AppServices = {
		auth,
		config,
		database,
		mailer,
		storage,
		payments: deps.payments ?? createPaymentProviders(config),
		...(deps.redis ? { redis: deps.redis } : {}),
	};
	await app.register(ordersRoutes, services);
	await app.register(approvalsRoutes, services);
	await app.register(adminOrdersRoutes, services);
	await app.register(orderPaperworkRoutes, services);
	await app.register(companyTeamRoutes, services);
	await app.register(stripeWebhookRoutes, services);
	await app.register(deliverablesRoutes, services);
	await app.register(verificationRoutes, services);
	await app.register(licensingRoutes, services);
	await app.register(holdsRoutes, services);
	await app.register(printsRoutes, services);
	await app.register(earningsRoutes, services);
	await app.register(adminPayoutsRoutes, services);
	await app.register(searchRoutes, { auth, config, database });
	await app.register(legacyRoutes, { database });
	await app.register(mailRoutes, { mail, config });
	await app.register(photosRoutes, { auth, database });
	await app.register(continuityRoutes, { database });
	await app.register(clearanceRoutes, { auth, database });
	await app.register(listingsRoutes, { database });
	await app.register(analyticsRoutes, services);
	await app.register(trackingRoutes, services);
	await app.register(adminAnalyticsRoutes, services);
	if (config.clickAggregateIntervalMs > 0) {
		const aggregator = startClickAggregator(database, {
			intervalMs: config.clickAggregateIntervalMs,
			log: app.log,
		});
		app.addHook("onClose", () => aggregator.stop());
	}
	await app.register(bannerRoutes, { database });
	await app.register(adminBannerRoutes, { database, storage });
	await app.register(catalogueAdminRoutes, { database, storage });
	await app.register(catalogueIngestRoutes, { database, storage });
	await app.register(uploadsRoutes, { auth, database, storage });
	await app.register(adminFamiliesRoutes, { database, storage });
	await app.register(submissionsRoutes, { auth, database, storage });
	await app.register(familyApplicationsRoutes, services);
	await app.register(familyInvitationsRoutes, services);
	await app.register(familyStorefrontRoutes, services);
	await app.register(adminPeopleRoutes, { auth, database });
	await app.register(adminClearanceRoutes, services);
	await app.register(adminReviewRoutes, services);
	await app.register(releasesRoutes, services);
	await app.register(adminEventsRoutes, { database });
	await app.register(adminCollectionsRoutes, { auth, database });
	await app.register(mediaRoutes, { storage });
	await app.register(studioLogosRoutes, { database });
	await app.register(adminStudioLogosRoutes, { database, storage });
	await app.register(siteRoutes, { config });
	await app.register(seoRoutes, { database, origin: config.publicUrl });
	if (deps.cliToken) await app.register(cliRoutes, { database, storage, token: deps.cliToken });
}
