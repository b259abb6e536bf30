import type { Config } from "../config";
import { s3Storage } from "./s3-storage";
import { localStorage, type MediaStorage } from "./storage";

/** The media storage the configuration names: DATA_DIR on local disk, or an S3-compatible bucket. */
export function createStorage(config: Pick<Config, "dataDir" | "media">): MediaStorage {
	return config.media.storage === "s3"
		? s3Storage(config.media)
		: localStorage(config.dataDir, config.media.publicUrl);
}
