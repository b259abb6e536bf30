/** Addresses of this machine: the dev mailbox and the CLI channel answer only these. */
const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

export const isLoopback = (address: string | undefined): boolean => LOOPBACK.has(address ?? "");
