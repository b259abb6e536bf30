import type { FastifyPluginAsync } from "fastify";
import type { Captcha } from "./service";

/** The widget fetches a fresh challenge for each verification. */
export const captchaRoutes: FastifyPluginAsync<{ captcha: Captcha; rateLimit: number }> = async (
	app,
	opts,
) => {
	app.get(
		"/api/captcha/challenge",
		{
			config: { access: "public", rateLimit: { max: opts.rateLimit * 3, timeWindow: 60_000 } },
			schema: { tags: ["auth"], summary: "A signed ALTCHA proof-of-work challenge (expires in 10 minutes)" },
		},
		async (_request, reply) => {
			reply.header("cache-control", "no-store");
			return opts.captcha.challenge();
		},
	);
};
