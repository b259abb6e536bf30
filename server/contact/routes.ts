import { CAPTCHA_HEADER } from "@core/contracts/auth";
import { ContactMessageCreate, ContactMessageReceived } from "@core/contracts/contact";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sessionOf } from "../auth/access";
import type { Auth } from "../auth/auth";
import { captchaError } from "../auth/captcha-check";
import type { Captcha } from "../captcha/service";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { DomainError } from "../errors";
import type { Mailer } from "../mail/mailer";
import { queueUnmailedContactMessages, receiveContactMessage } from "./service";

/**
 * Messages an address may send in one window: a quarter of the sign-in allowance, over fifteen
 * minutes. A person writes once or twice; every message lands in the team's inbox.
 */
export const CONTACT_RATE_WINDOW_MS = 15 * 60_000;
export const contactRateLimit = (authRateLimit: number) => Math.max(1, Math.floor(authRateLimit / 4));

type Options = { auth: Auth; config: Config; database: Database; captcha: Captcha; mailer: Mailer };

/** The contact form (issue 10). */
export const contactRoutes: FastifyPluginAsyncZod<Options> = async (
	app,
	{ auth, config, database, captcha, mailer },
) => {
	const deps = { database, mailer, contactTo: config.contactTo };
	// Messages whose mail failed before the mail queue existed go out now.
	app.addHook("onReady", async () => {
		const queued = await queueUnmailedContactMessages(deps);
		if (queued > 0) app.log.info({ queued }, "contact messages never mailed: queued for the team");
	});

	app.post(
		"/api/contact",
		{
			config: {
				access: "public",
				rateLimit: { max: contactRateLimit(config.authRateLimit), timeWindow: CONTACT_RATE_WINDOW_MS },
			},
			schema: {
				tags: ["contact"],
				summary:
					"Send the team a message (solved captcha in x-captcha-response); it is stored and its mail queued (it leaves after the answer and is retried until delivered)",
				body: ContactMessageCreate,
				response: { 201: ContactMessageReceived },
			},
		},
		async (request, reply) => {
			// After the body's check, so a typo does not spend the sender's verification.
			const problem = captchaError(await captcha.verify(request.headers[CAPTCHA_HEADER]?.toString()));
			if (problem) throw new DomainError(400, problem.error.code, problem.error.message);
			const session = await sessionOf(auth, request);
			const received = await receiveContactMessage(
				deps,
				request.body,
				session ? { userId: session.user.id, accountEmail: session.user.email } : null,
			);
			reply.header("cache-control", "no-store");
			return reply.status(201).send(received);
		},
	);
};
