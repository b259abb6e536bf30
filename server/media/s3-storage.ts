import { Readable } from "node:stream";
import {
	DeleteObjectCommand,
	GetObjectCommand,
	HeadBucketCommand,
	HeadObjectCommand,
	ListObjectsV2Command,
	PutObjectCommand,
	S3Client,
	S3ServiceException,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import type { MediaConfig } from "../config";
import {
	isSafeKey,
	MediaMissingError,
	type MediaStorage,
	mediaContentType,
	mediaUrl,
	publicCacheControl,
	registerPublicBase,
} from "./storage";

export type S3MediaConfig = Extract<MediaConfig, { storage: "s3" }>;

/** The bucket's two prefixes mirror the local folders (DATA_DIR/media, DATA_DIR/originals). */
export const PUBLIC_PREFIX = "media/";
export const PRIVATE_PREFIX = "originals/";

/** What the copy command needs beyond the interface: the bucket's own keys and sizes. */
export type S3MediaStorage = MediaStorage & {
	readonly kind: "s3";
	readonly client: S3Client;
	readonly bucket: string;
	/** Every object under a bucket prefix with its size in bytes (all pages of the listing). */
	objectSizes(prefix: string): Promise<Map<string, number>>;
	/** Writes one object by its full bucket key, with the headers a public or private file gets. */
	putObject(bucketKey: string, data: Buffer): Promise<void>;
};

function bucketKey(prefix: string, key: string): string {
	if (!isSafeKey(key)) throw new Error(`media key escapes its folder: ${key}`);
	return prefix + key;
}

const notFound = (err: unknown) =>
	err instanceof S3ServiceException &&
	(err.name === "NoSuchKey" || err.name === "NotFound" || err.$metadata.httpStatusCode === 404);

/**
 * How long one request to the store may take: to connect, and until the answer's headers arrive
 * (the body of a large original may then stream for longer). Without them a store that hangs
 * holds a request (and a /media answer, a readiness check) for as long as the socket lives.
 */
export type S3Timeouts = { connectionTimeout: number; requestTimeout: number };
export const S3_TIMEOUTS: S3Timeouts = { connectionTimeout: 2_000, requestTimeout: 30_000 };

export function s3Client(config: S3MediaConfig, timeouts: S3Timeouts = S3_TIMEOUTS): S3Client {
	return new S3Client({
		// The options of @smithy/node-http-handler's NodeHttpHandler, which the SDK makes from them;
		// without throwOnRequestTimeout a request past requestTimeout only logs a warning.
		requestHandler: { ...timeouts, throwOnRequestTimeout: true },
		region: config.region,
		endpoint: config.endpoint,
		forcePathStyle: config.forcePathStyle,
		credentials:
			config.accessKeyId && config.secretAccessKey
				? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
				: undefined,
		// Checksums only where the API demands them: some S3-compatible servers (s3rver among them)
		// store a checksummed upload with its framing, and our bodies are whole Buffers anyway.
		requestChecksumCalculation: "WHEN_REQUIRED",
		responseChecksumValidation: "WHEN_REQUIRED",
	});
}

/** Media in an S3-compatible bucket: public files under media/, private ones under originals/. */
export function s3Storage(config: S3MediaConfig, client: S3Client = s3Client(config)): S3MediaStorage {
	const Bucket = config.bucket;
	registerPublicBase(config.publicUrl);
	const put = async (fullKey: string, data: Buffer) => {
		const isPublic = fullKey.startsWith(PUBLIC_PREFIX);
		await client.send(
			new PutObjectCommand({
				Bucket,
				Key: fullKey,
				Body: data,
				ContentLength: data.length,
				ContentType: mediaContentType(fullKey),
				// A CDN or browser reading the bucket directly gets the same caching as through /media.
				CacheControl: isPublic
					? publicCacheControl(fullKey.slice(PUBLIC_PREFIX.length))
					: "private, no-store",
			}),
		);
	};
	const read = async (fullKey: string): Promise<Buffer> => {
		try {
			const answer = await client.send(new GetObjectCommand({ Bucket, Key: fullKey }));
			if (!answer.Body) throw new MediaMissingError(fullKey);
			return Buffer.from(await answer.Body.transformToByteArray());
		} catch (err) {
			if (notFound(err)) throw new MediaMissingError(fullKey);
			throw err;
		}
	};
	const remove = async (fullKey: string) => {
		// S3 answers a delete of a missing key with success: clean-ups may repeat.
		await client.send(new DeleteObjectCommand({ Bucket, Key: fullKey }));
	};
	const exists = async (fullKey: string) => {
		try {
			await client.send(new HeadObjectCommand({ Bucket, Key: fullKey }));
			return true;
		} catch (err) {
			if (notFound(err)) return false;
			throw err;
		}
	};
	const list = async (prefix: string, delimiter?: string) => {
		const found = new Map<string, number>();
		let ContinuationToken: string | undefined;
		do {
			const page = await client.send(
				new ListObjectsV2Command({ Bucket, Prefix: prefix, Delimiter: delimiter, ContinuationToken }),
			);
			for (const object of page.Contents ?? []) if (object.Key) found.set(object.Key, object.Size ?? 0);
			ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
		} while (ContinuationToken);
		return found;
	};

	// Every method is async, so a bad key rejects like any other failure instead of throwing.
	return {
		kind: "s3",
		client,
		bucket: Bucket,
		publicUrl: (key) => mediaUrl(key, config.publicUrl),
		async putPublic(key, data) {
			await put(bucketKey(PUBLIC_PREFIX, key), data);
			return mediaUrl(key, config.publicUrl);
		},
		putPrivate: async (key, data) => put(bucketKey(PRIVATE_PREFIX, key), data),
		deletePublic: async (key) => remove(bucketKey(PUBLIC_PREFIX, key)),
		deletePrivate: async (key) => remove(bucketKey(PRIVATE_PREFIX, key)),
		async listPublic(prefix) {
			// The files directly in one folder, as the local readdir gives them.
			const folder = `${bucketKey(PUBLIC_PREFIX, prefix)}/`;
			const keys = [...(await list(folder, "/")).keys()];
			return keys.map((k) => `${prefix}/${k.slice(folder.length)}`).sort();
		},
		async openPrivate(key) {
			const fullKey = bucketKey(PRIVATE_PREFIX, key);
			try {
				const answer = await client.send(new GetObjectCommand({ Bucket, Key: fullKey }));
				if (!(answer.Body instanceof Readable)) throw new Error(`the bucket gave no stream for ${fullKey}`);
				return answer.Body;
			} catch (err) {
				if (notFound(err)) throw new MediaMissingError(fullKey);
				throw err;
			}
		},
		async privateLink(key, download) {
			const fullKey = bucketKey(PRIVATE_PREFIX, key);
			// A link to nothing would fail in the browser with the bucket's XML: answer 404 here instead.
			if (!(await exists(fullKey))) throw new MediaMissingError(fullKey);
			const filename = download.filename.replace(/["\\\r\n]/g, "_");
			return getSignedUrl(
				client,
				new GetObjectCommand({
					Bucket,
					Key: fullKey,
					ResponseContentType: download.contentType,
					ResponseContentDisposition: `${download.disposition}; filename="${filename}"`,
					ResponseCacheControl: "private, no-store",
				}),
				{ expiresIn: config.linkSeconds },
			);
		},
		readPrivate: async (key) => read(bucketKey(PRIVATE_PREFIX, key)),
		readPublic: async (key) => read(bucketKey(PUBLIC_PREFIX, key)),
		async publicSize(key) {
			const fullKey = bucketKey(PUBLIC_PREFIX, key);
			try {
				const answer = await client.send(new HeadObjectCommand({ Bucket, Key: fullKey }));
				return answer.ContentLength ?? 0;
			} catch (err) {
				if (notFound(err)) throw new MediaMissingError(fullKey);
				throw err;
			}
		},
		existsPublic: async (key) => exists(bucketKey(PUBLIC_PREFIX, key)),
		async check() {
			await client.send(new HeadBucketCommand({ Bucket }));
		},
		objectSizes: (prefix) => list(prefix),
		putObject: put,
	};
}
