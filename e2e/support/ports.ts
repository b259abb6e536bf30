/** Fixed local ports of the browser suite (playwright.config.ts starts everything on them). */
export const E2E_PORTS = {
	/** The app as most tests use it: captcha off, mail by SMTP, the identity provider configured. */
	app: 3100,
	oidc: 3101,
	/** A second app with the captcha on and the dev outbox, for the widget and /dev/mailbox. */
	captchaApp: 3102,
	smtp: 3125,
	mailApi: 3126,
} as const;
