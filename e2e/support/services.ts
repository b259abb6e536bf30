/**
 * The outside world of the browser suite, in one process: a real SMTP server that catches the
 * app's mail (and lists it over HTTP for the tests; it refuses `refused.*` mailboxes), and a
 * real OpenID Connect provider.
 */
import { createServer } from "node:http";
import { startOidcServer } from "../../server/test/oidc";
import { startSmtpServer } from "../../server/test/smtp";
import { E2E_PORTS } from "./ports";

/** Mailboxes the mail server refuses for good (550): the admin mail screen's spec sends to one. */
const REFUSED_MAILBOX = /^refused\./;

const smtp = await startSmtpServer(E2E_PORTS.smtp, { refuse: (to) => REFUSED_MAILBOX.test(to) });
const oidc = await startOidcServer("127.0.0.1", E2E_PORTS.oidc);

const http = createServer((req, res) => {
	const url = new URL(req.url ?? "/", "http://localhost");
	if (url.pathname === "/health") {
		res.end("ok");
		return;
	}
	if (url.pathname === "/messages") {
		const to = url.searchParams.get("to");
		res.setHeader("content-type", "application/json");
		res.end(JSON.stringify(smtp.messages.filter((m) => !to || m.to === to)));
		return;
	}
	res.statusCode = 404;
	res.end();
});
http.listen(E2E_PORTS.mailApi, "127.0.0.1", () => {
	console.log(`e2e services: SMTP ${smtp.url}, OIDC ${oidc.issuer}, mail API :${E2E_PORTS.mailApi}`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
	process.on(signal, async () => {
		http.close();
		await Promise.all([smtp.close(), oidc.close()]);
		process.exit(0);
	});
}
