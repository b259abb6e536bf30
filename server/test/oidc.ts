import { OAuth2Server } from "oauth2-mock-server";

export type OidcPerson = {
	sub: string;
	email: string;
	given_name: string;
	family_name: string;
	email_verified?: boolean;
};

/**
 * A real OpenID Connect provider on a random local port (oauth2-mock-server): discovery, keys,
 * authorize (it approves at once, as if the person had signed in there), token and userinfo.
 * `person` is who signs in next.
 */
export async function startOidcServer(host = "127.0.0.1", port = 0) {
	const server = new OAuth2Server();
	await server.issuer.keys.generate("RS256");
	let person: OidcPerson = {
		sub: "oidc-1",
		email: "casting@bigstudio.test",
		given_name: "Cass",
		family_name: "Moreno",
	};
	const claims = () => ({
		email_verified: true,
		...person,
		name: `${person.given_name} ${person.family_name}`,
	});
	server.service.on("beforeTokenSigning", (token) => {
		Object.assign(token.payload, claims());
	});
	server.service.on("beforeUserinfo", (response) => {
		response.body = claims();
	});
	await server.start(port, host);
	return {
		issuer: server.issuer.url ?? "",
		setPerson(next: OidcPerson) {
			person = next;
		},
		close: () => server.stop(),
	};
}
