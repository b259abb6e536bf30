import path from "node:path";
import { CommandError, runCommand } from "../server/cli/commands";
import { ConfigError, loadConfig } from "../server/config";
import { createStorage } from "../server/media/create-storage";
import { DataDirBusyError, isProcessAlive, openConfiguredDatabase, readServerFile } from "../server/runtime";

const isConnectionRefused = (err: unknown) =>
	err instanceof TypeError && (err.cause as NodeJS.ErrnoException | undefined)?.code === "ECONNREFUSED";

/**
 * One CLI for admin work. The embedded database admits one process at a time, so when a server
 * is running on this DATA_DIR the command is handed to it over its local, token-guarded channel;
 * otherwise the CLI opens the database itself.
 */
async function viaServer(url: string, token: string, argv: string[]): Promise<number> {
	const res = await fetch(`${url}/api/internal/cli`, {
		method: "POST",
		headers: { "content-type": "application/json", "x-cli-token": token },
		body: JSON.stringify({ argv }),
	});
	if (!res.ok || !res.body) {
		console.error(`The running server refused the command (${res.status}): ${await res.text()}`);
		return 1;
	}
	let last = "";
	const decoder = new TextDecoder();
	let pending = "";
	for await (const chunk of res.body) {
		pending += decoder.decode(chunk as Uint8Array, { stream: true });
		const lines = pending.split("\n");
		pending = lines.pop() ?? "";
		for (const line of lines) {
			if (line === "ok" || line.startsWith("error: ")) last = line;
			else console.log(line);
		}
	}
	if (last.startsWith("error: ")) {
		console.error(last);
		return 1;
	}
	return last === "ok" ? 0 : 1;
}

async function direct(argv: string[]): Promise<number> {
	const config = loadConfig();
	const database = await openConfiguredDatabase(config);
	try {
		await database.migrate();
		await runCommand({ database, storage: createStorage(config) }, argv, (line) => console.log(line));
		return 0;
	} finally {
		await database.close();
	}
}

/** The folder and the CSV of `import`, made absolute; other options (an email) stay as given. */
function importPaths(args: string[]): string[] {
	const out: string[] = [];
	for (let i = 0; i < args.length; i++) {
		const arg = args[i] ?? "";
		if (arg === "--metadata" || arg === "--family") {
			const value = args[i + 1];
			out.push(arg);
			if (value !== undefined) out.push(arg === "--metadata" ? path.resolve(value) : value);
			i++;
		} else if (arg.startsWith("--metadata="))
			out.push(`--metadata=${path.resolve(arg.slice("--metadata=".length))}`);
		else if (arg.startsWith("-")) out.push(arg);
		else out.push(path.resolve(arg));
	}
	return out;
}

/** File arguments are read by whichever process runs the command: make them absolute here. */
function withAbsolutePaths(argv: string[]): string[] {
	const [command, ...args] = argv;
	if (command === "import-legacy-users") return [command, ...args.map((a) => path.resolve(a))];
	if (command === "import") return [command, ...importPaths(args)];
	if (command === "copy-media-to-bucket")
		return [command, ...args.map((a) => (a.startsWith("-") ? a : path.resolve(a)))];
	return argv;
}

async function main(): Promise<number> {
	const argv = withAbsolutePaths(process.argv.slice(2));
	try {
		const config = loadConfig();
		const server = readServerFile(config.dataDir);
		if (server && isProcessAlive(server.pid)) {
			console.log(`(handing the command to the running server, pid ${server.pid})`);
			try {
				return await viaServer(server.url, server.token, argv);
			} catch (err) {
				// A stale server file (the pid now belongs to another process): do it ourselves.
				if (!isConnectionRefused(err)) throw err;
				console.log("(the server is not answering; opening the database directly)");
			}
		}
		return await direct(argv);
	} catch (err) {
		if (err instanceof CommandError || err instanceof ConfigError || err instanceof DataDirBusyError) {
			console.error(`error: ${err.message}`);
			return 1;
		}
		throw err;
	}
}

process.exitCode = await main();
