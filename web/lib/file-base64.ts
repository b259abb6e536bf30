/**
 * A file's bytes as base64 (no data: prefix), as the endpoints that take a file inside a JSON
 * body want it: ledger documents, release scans, portraits.
 */
export async function fileBase64(file: Blob): Promise<string> {
	const bytes = new Uint8Array(await file.arrayBuffer());
	let binary = "";
	// In slices: String.fromCharCode with millions of arguments overflows the stack.
	for (let i = 0; i < bytes.length; i += 0x8000)
		binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
	return btoa(binary);
}
