import { afterEach, describe, expect, it } from "vitest";
import { visitorSeed } from "./visitor-seed";

describe("the visitor's random-order seed", () => {
	afterEach(() => {
		// biome-ignore lint/suspicious/noDocumentCookie: the test sets the server's cookie as the browser would keep it.
		document.cookie = "ssd.seed=; max-age=0; path=/";
		window.sessionStorage.clear();
	});

	it("is the server's cookie when there is one, so the app lists what the loading view drew", () => {
		// biome-ignore lint/suspicious/noDocumentCookie: as above.
		document.cookie = "ssd.seed=1234567; path=/";
		window.sessionStorage.setItem("photoSearchSeed", "99");
		expect(visitorSeed()).toBe(1234567);
	});

	it("reads the number of the server's signed cookie, before its signature", () => {
		// biome-ignore lint/suspicious/noDocumentCookie: as above.
		document.cookie = "ssd.seed=7654321.Qk3x%2Fabc; path=/";
		expect(visitorSeed()).toBe(7654321);
	});

	it("is kept for the tab when there is no cookie, and ignores a cookie that is not a seed", () => {
		// biome-ignore lint/suspicious/noDocumentCookie: as above.
		document.cookie = "ssd.seed=99999999999; path=/";
		const seed = visitorSeed();
		expect(window.sessionStorage.getItem("photoSearchSeed")).toBe(String(seed));
		expect(visitorSeed()).toBe(seed);
		expect(seed).not.toBe(99999999999);
	});
});
