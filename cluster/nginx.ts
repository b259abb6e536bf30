import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type Child, startChild, waitForOk } from "./processes";

export const NGINX_BIN = "/usr/sbin/nginx";

/**
 * The balancer's configuration (docs/deploy.md shows the same blocks): round robin over the
 * instances, kept-alive connections to them, the client's address in X-Forwarded-For, one request
 * id per request in X-Request-Id, and a retry on the next instance when one refuses the
 * connection, times out or answers 502/503 (an instance shutting down). A request that has reached
 * an instance is retried only when it is idempotent (nginx's default: a POST is never sent twice).
 */
export function nginxConfig(options: { dir: string; port: number; upstreams: number[] }): string {
	const { dir, port, upstreams } = options;
	const at = (name: string) => path.join(dir, name);
	return `worker_processes 1;
pid ${at("nginx.pid")};
error_log ${at("error.log")} warn;
events { worker_connections 1024; }
http {
	client_body_temp_path ${at("tmp-body")};
	proxy_temp_path ${at("tmp-proxy")};
	fastcgi_temp_path ${at("tmp-fastcgi")};
	uwsgi_temp_path ${at("tmp-uwsgi")};
	scgi_temp_path ${at("tmp-scgi")};
	log_format upstream '$request_id $upstream_addr $status $request_method $request_uri';
	access_log ${at("access.log")} upstream buffer=4k flush=200ms;

	upstream app {
${upstreams.map((p) => `\t\tserver 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join("\n")}
		keepalive 32;
	}

	server {
		listen 127.0.0.1:${port};
		client_max_body_size 60m;
		location / {
			proxy_pass http://app;
			proxy_http_version 1.1;
			proxy_set_header Connection "";
			proxy_set_header Host $http_host;
			proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
			proxy_set_header X-Forwarded-Proto $scheme;
			proxy_set_header X-Request-Id $request_id;
			proxy_next_upstream error timeout http_502 http_503;
			proxy_next_upstream_tries 3;
			proxy_connect_timeout 2s;
			proxy_read_timeout 60s;
		}
	}
}
`;
}

export type Nginx = {
	url: string;
	accessLog: string;
	stop(): Promise<void>;
};

/** Runs nginx in the foreground on its own configuration in `dir`, never as the system service. */
export async function startNginx(options: {
	dir: string;
	port: number;
	upstreams: number[];
}): Promise<Nginx> {
	if (!existsSync(NGINX_BIN))
		throw new Error(`${NGINX_BIN} is missing: apt-get install -y nginx (the suite runs it, not the service)`);
	mkdirSync(options.dir, { recursive: true });
	const conf = path.join(options.dir, "nginx.conf");
	writeFileSync(conf, nginxConfig(options));
	const child: Child = startChild(
		NGINX_BIN,
		["-p", options.dir, "-e", path.join(options.dir, "error.log"), "-c", conf, "-g", "daemon off;"],
		{ cwd: options.dir, env: process.env, logFile: path.join(options.dir, "nginx.out") },
	);
	const url = `http://127.0.0.1:${options.port}`;
	// nginx answers 502 until an instance does; /api/health is cheap and only needs the database.
	await waitForOk(`${url}/api/health`, child, 30_000);
	return {
		url,
		accessLog: path.join(options.dir, "access.log"),
		// SIGQUIT: nginx's graceful stop (finishes what it is serving).
		stop: async () => {
			await child.stop("SIGQUIT", 5000);
		},
	};
}
