// s3rver 3.7 ships no types: the part server/test/s3.ts uses.
declare module "s3rver" {
	import type { AddressInfo } from "node:net";

	type S3rverOptions = {
		address?: string;
		port?: number;
		silent?: boolean;
		directory: string;
		resetOnClose?: boolean;
		configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
	};
	export default class S3rver {
		constructor(options: S3rverOptions);
		run(): Promise<AddressInfo>;
		close(): Promise<void>;
	}
}
