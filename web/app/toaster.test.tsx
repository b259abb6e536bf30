import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { GROUP_WINDOW_MS, groupedSuccess, toast } from "@/lib/toast";
import { AppToaster } from "./toaster";

describe("toast", () => {
	it("puts the toaster on the page with the first toast, and shows toasts asked for before it came", async () => {
		render(<AppToaster />);
		expect(document.querySelector("[data-sonner-toaster]")).toBeNull();
		toast.success("Added to cart", { description: "Photo added to your cart successfully" });
		toast.error("Error");
		expect(await screen.findByText("Added to cart")).toBeTruthy();
		expect(screen.getByText("Photo added to your cart successfully")).toBeTruthy();
		expect(await screen.findByText("Error")).toBeTruthy();
		// Once here, a toast shows straight away.
		toast.info("Photo already in cart");
		expect(await screen.findByText("Photo already in cart")).toBeTruthy();
	});

	it("groups adds in a row into one toast that counts them; a single add keeps its own words", async () => {
		const single = { title: "Added to cart", description: "Photo added to your cart successfully" };
		const many = (count: number) => ({
			title: "Added to cart",
			description: `${count} photos added to your cart`,
		});
		render(<AppToaster />);

		groupedSuccess("cart", single, many);
		expect(await screen.findByText("Photo added to your cart successfully")).toBeTruthy();

		groupedSuccess("cart", single, many);
		expect(await screen.findByText("2 photos added to your cart")).toBeTruthy();
		expect(screen.getAllByText("Added to cart")).toHaveLength(1);
		expect(screen.queryByText("Photo added to your cart successfully")).toBeNull();

		// Another kind of add has a toast of its own.
		groupedSuccess(
			"wishlist-a",
			{ title: "Added to wishlist", description: "Photo added to A wishlist" },
			(n) => ({
				title: "Added to wishlist",
				description: `${n} photos added to A wishlist`,
			}),
		);
		expect(await screen.findByText("Photo added to A wishlist")).toBeTruthy();
		expect(screen.getByText("2 photos added to your cart")).toBeTruthy();

		// Once the toasts are closed, the next add starts afresh with the single add's words.
		toast.dismiss();
		await waitFor(() => expect(screen.queryByText("2 photos added to your cart")).toBeNull());
		groupedSuccess("cart", single, many);
		expect(await screen.findByText("Photo added to your cart successfully")).toBeTruthy();
	});

	it("ends a group once its window has passed without another add", () => {
		vi.useFakeTimers();
		try {
			const seen: string[] = [];
			const many = (count: number) => {
				seen.push(`many ${count}`);
				return { title: "t", description: `${count}` };
			};
			groupedSuccess("window", { title: "t", description: "one" }, many);
			vi.advanceTimersByTime(GROUP_WINDOW_MS - 1);
			groupedSuccess("window", { title: "t", description: "one" }, many);
			vi.advanceTimersByTime(GROUP_WINDOW_MS);
			groupedSuccess("window", { title: "t", description: "one" }, many);
			// The second add was within the window of the first; the third came after it closed.
			expect(seen).toEqual(["many 2"]);
		} finally {
			toast.dismiss();
			vi.useRealTimers();
		}
	});
});
