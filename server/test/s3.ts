import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

/** The S3_ variables of a bucket on a local s3rver (any key pair is accepted by it). */
export type TestBucket = {
	env: Record<string, string>;
	endpoint: string;
	bucket: string;
	close(): Promise<void>;
};

/**
 * A real S3-compatible server (s3rver, in this process) on a random local port, with one fresh
 * bucket kept in a temporary folder. s3rver accepts unsigned and tampered requests, so presigned
 * links are proved in our own code (the link's key and X-Amz-Expires), not by it refusing them.
 */
export async function startS3Server(): Promise<TestBucket> {
	const directory = mkdtempSync(path.join(os.tmpdir(), "snap-s3-"));
	const bucket = `snap-${randomBytes(4).toString("hex")}`;
	const server = new S3rver({
		address: "127.0.0.1",
		port: 0,
		silent: true,
		directory,
		configureBuckets: [{ name: bucket }],
	});
	const { port } = await server.run();
	const endpoint = `http://127.0.0.1:${port}`;
	return {
		endpoint,
		bucket,
		env: {
			MEDIA_STORAGE: "s3",
			S3_BUCKET: bucket,
			S3_ENDPOINT: endpoint,
			S3_REGION: "us-east-1",
			S3_ACCESS_KEY_ID: "S3RVER",
			S3_SECRET_ACCESS_KEY: "S3RVER",
			S3_FORCE_PATH_STYLE: "true",
		},
		async close() {
			await server.close();
			rmSync(directory, { recursive: true, force: true });
		},
	};
}
