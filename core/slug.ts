/** A lowercase, dash-separated, ASCII form of a name for file names and email local parts. */
export function slugify(name: string): string {
	return name
		.normalize("NFKD")
		.replace(/[\u0300-\u036f'’]/g, "")
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, "-")
		.replace(/^-+|-+$/g, "");
}
