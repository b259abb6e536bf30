import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { toast } from "@/lib/toast";
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
});
