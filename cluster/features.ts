/**
 * Issue 31's features this suite proves once they are in main. Each scenario that needs one
 * is skipped, with the reason in its name, while its flag is false; the lead sets the flag to true
 * when the feature lands (and the scenario must then pass).
 */
export const LANDED = {
	/** MEDIA_STORAGE=s3 (server/media/s3-storage.ts); until then the instances share one media folder. */
	s3: true,
	/** Rate limits counted in Redis across instances (REDIS_URL). */
	redisLimits: true,
	/** Caches an admin write must clear, cleared on every instance (server/cluster/bus.ts). */
	bus: true,
	/** /api/ready with its checks, graceful shutdown on SIGTERM, request ids from the balancer. */
	deploy: true,
} as const;

/** The skip reason a scenario names while its feature is not in main. */
export const waitingFor = (feature: keyof typeof LANDED) =>
	LANDED[feature]
		? ""
		: ` [skipped until issue 31's ${feature} lands: set LANDED.${feature} in cluster/features.ts]`;
