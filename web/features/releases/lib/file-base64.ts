/** A file's bytes as base64, as the ledger's upload endpoints take them in their JSON body. */
export async function fileBase64(file: Blob): Promise<string> {
	const bytes = new Uint8Array(await file.arrayBuffer());
	let binary = "";
	// In slices: String.fromCharCode with millions of arguments overflows the stack.
	for (let i = 0; i < bytes.length; i += 0x8000)
		binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
	return btoa(binary);
}
