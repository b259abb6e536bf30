import { randomBytes } from "node:crypto";
import { expect, type Page, type Route, test } from "@playwright/test";
import { adminSettles, createFirstProject, placeInvoiceOrder } from "./support/checkout";
import { scanFile } from "./support/family";
import { uniqueEmail, waitForMail } from "./support/mail";
import { newAdmin, signUpByLink } from "./support/session";

/** The five scans of the journey. */
const SCANS = 5;

/** Drags on the photo from one point to another, each as fractions of the photo (as on the admin faces editor). */
async function drawBox(page: Page, from: [number, number], to: [number, number]): Promise<void> {
	const canvas = page.getByTestId("face-canvas");
	await expect(canvas.getByRole("img")).toBeVisible();
	const rect = await canvas.boundingBox();
	if (!rect) throw new Error("the photo has no size");
	const at = ([x, y]: [number, number]) => [rect.x + rect.width * x, rect.y + rect.height * y] as const;
	await page.mouse.move(...at(from));
	await page.mouse.down();
	await page.mouse.move(...at(to), { steps: 8 });
	await page.mouse.up();
}

/** Ticks every photo on the Photos tab; answers the bar that changes them together. */
async function selectAllPhotos(page: Page) {
	await page.getByRole("checkbox", { name: "Select all on this page" }).check();
	const bar = page.getByRole("region", { name: "Change the selected photos" });
	await expect(bar.getByRole("status")).toHaveText(`${SCANS} photos selected`);
	return bar;
}

async function openTab(page: Page, name: string): Promise<void> {
	await page.getByRole("tab", { name }).click();
	await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
}

test.describe("families supply the archive", () => {
	test.skip(({ isMobile }) => isMobile, "the journey runs once, on the desktop project");
	// One long journey: the family, an admin, a signer without an account and a buyer.
	test.describe.configure({ timeout: 420_000 });

	test("a member applies and is approved, uploads, describes, marks a face, gets a release signed by email, submits; the photo is approved, licensed and paid; the family sees the earning and the payout", async ({
		page,
		browser,
	}) => {
		const tag = randomBytes(3).toString("hex");
		const storefront = `The Okafor Family ${tag}`;
		const person = `Aunt Rose ${tag}`;
		const titles = Array.from({ length: SCANS }, (_, i) => `Harbor picnic ${tag} ${i + 1}`);

		// --- A member applies from /family.
		await page.goto("/");
		await signUpByLink(page, "Rosa");
		const familyEmail = ((await (await page.request.get("/api/me")).json()) as { user: { email: string } })
			.user.email;
		await page.goto("/family");
		await expect(page.getByRole("heading", { level: 1, name: "Become a family" })).toBeVisible();
		const application = page.getByRole("form", { name: "Apply to become a family" });
		await application.getByLabel("Storefront name").fill(storefront);
		await application
			.getByLabel("Your family's story")
			.fill("Three generations of summers on Lake Superior, from Grandpa Walter's box camera.");
		await application.getByRole("checkbox", { name: "I accept these terms" }).check();
		await application.getByRole("button", { name: "Send my application" }).click();
		await expect(page.getByText("Your application is waiting for review")).toBeVisible();

		// --- An admin approves it on /admin/families.
		const adminContext = await browser.newContext();
		const admin = await adminContext.newPage();
		await newAdmin(admin, "Ines");
		await admin.goto("/admin/families");
		const card = admin.getByRole("article", { name: storefront });
		await expect(card.getByText("Pending")).toBeVisible();
		await card.getByRole("button", { name: "Approve" }).click();
		await expect(admin.getByText("Application approved").first()).toBeVisible();

		// The member is told by email; /family opens as the dashboard.
		await waitForMail(familyEmail, /your storefront is open$/);
		await page.reload();
		await expect(page.getByRole("heading", { level: 1, name: "Family dashboard" })).toBeVisible();
		await expect(page.getByText("No photos yet — upload your first")).toBeVisible();

		// --- Five scans, each with its own progress bar, then processed into previews.
		await openTab(page, "Upload");
		let release = () => {};
		const held = new Promise<void>((resolve) => {
			release = resolve;
		});
		// The first files' answers wait until their progress bars have been seen.
		const hold = async (route: Route) => {
			await held;
			await route.continue();
		};
		const isUpload = (url: URL) => url.pathname === "/api/family/uploads";
		await page.route(isUpload, hold);
		const files = await Promise.all(
			titles.map((title, i) => scanFile(`${title.replaceAll(" ", "-")}.jpg`, i + 1)),
		);
		await page.getByLabel("Choose photos").setInputFiles(files);
		const uploads = page.getByRole("list", { name: "Uploads" });
		await expect(uploads.getByRole("listitem")).toHaveCount(SCANS);
		// Three at a time: three bars, two files waiting their turn.
		await expect(uploads.getByRole("progressbar")).toHaveCount(3);
		const first = files[0]?.name ?? "";
		await expect(uploads.getByRole("progressbar", { name: `Uploading ${first}` })).toBeVisible();
		await expect(page.getByText("0 of 5 uploaded · 3 uploading · 2 waiting")).toBeVisible();
		release();
		// The job worker makes each photo's derivatives; a row turns Ready with its thumbnail.
		await expect(uploads.getByText("Ready", { exact: true })).toHaveCount(SCANS, { timeout: 120_000 });
		await expect(page.getByRole("status").filter({ hasText: "of 5 uploaded" })).toHaveText("5 of 5 uploaded");
		await expect(uploads.getByRole("progressbar")).toHaveCount(0);
		await page.unroute(isUpload, hold);

		// --- Described in bulk on the Photos tab: decade, place, tags (one picked from the vocabulary).
		await page.getByRole("link", { name: "Describe your photos" }).click();
		await expect(page.getByRole("list", { name: "Your photos" }).getByRole("listitem")).toHaveCount(SCANS);
		let bar = await selectAllPhotos(page);
		await bar.getByLabel("Decade", { exact: true }).selectOption("1960s");
		await bar.getByRole("button", { name: "Set decade" }).click();
		await expect(page.getByText("Decade set on 5 photos")).toBeVisible();
		bar = await selectAllPhotos(page);
		await bar.getByLabel("City or town").fill("Duluth");
		await bar.getByLabel("Country").fill("United States");
		await bar.getByRole("button", { name: "Set place" }).click();
		await expect(page.getByText("Place set on 5 photos")).toBeVisible();
		bar = await selectAllPhotos(page);
		const addTags = bar.getByRole("combobox", { name: "Add tags" });
		await addTags.fill("cand");
		await page.getByRole("option", { name: "candles" }).click();
		await addTags.fill("lake");
		await addTags.press("Enter");
		await expect(bar.getByRole("list", { name: "Add tags: chosen" }).getByRole("listitem")).toHaveCount(2);
		await bar.getByRole("button", { name: "Update tags" }).click();
		await expect(page.getByText("Tags set on 5 photos")).toBeVisible();
		// One opened: the bulk changes are its own.
		await page.getByRole("button", { name: titles[0], exact: true }).click();
		const editor = page.getByRole("dialog", { name: titles[0] });
		await expect(editor.getByLabel("Decade taken")).toHaveValue("1960s");
		await expect(editor.getByLabel("City or town")).toHaveValue("Duluth");
		const photoid = Number(((await editor.getByText(/^Photo #\d+$/).textContent()) ?? "").replace(/\D/g, ""));
		expect(photoid).toBeGreaterThan(0);
		await page.keyboard.press("Escape");
		await expect(editor).toBeHidden();

		// --- People and releases: a face drawn on the first photo, named, and the rights stated.
		await openTab(page, "People and releases");
		await page
			.getByRole("navigation", { name: "Your photos" })
			.getByRole("button", { name: new RegExp(`^${titles[0]}`) })
			.click();
		const photoId = new URL(page.url()).searchParams.get("photo") ?? "";
		expect(photoId).not.toBe("");
		await expect(page.getByText("No faces marked yet")).toBeVisible();
		await drawBox(page, [0.3, 0.2], [0.5, 0.5]);
		const face = page.getByRole("region", { name: "Face 1" });
		await expect(face).toBeVisible();
		await face.getByLabel("Who is it?").selectOption({ label: "Add a new person…" });
		const newPerson = page.getByRole("form", { name: "New person" });
		await newPerson.getByLabel("Name", { exact: true }).fill(person);
		await newPerson.getByLabel("Year of birth").fill("1948");
		await newPerson.getByRole("button", { name: "Add person" }).click();
		await expect(
			page.getByTestId("face-canvas").getByRole("button", { name: `Face 1: ${person}` }),
		).toBeVisible();
		await expect(face.getByLabel("Who is it?")).toHaveValue(/.+/);

		const rights = page.getByRole("form", { name: "Your rights to this photo" });
		await rights.getByLabel("Who took the photo").fill("Walter Okafor");
		await rights.getByLabel("Who holds the copyright now").fill("Rosa Okafor");
		await rights.getByLabel("How they hold it").selectOption({ label: "Inherited" });
		await rights.getByLabel("Inherited how").selectOption({ label: "By a will" });
		await rights.getByRole("button", { name: "Save the rights statement" }).click();
		await expect(rights.getByText("Waiting for review")).toBeVisible();

		// --- A signing link sent by email to the person.
		const signerEmail = uniqueEmail("rose");
		const personCard = page
			.getByRole("listitem")
			.filter({ has: page.getByRole("heading", { name: person }) });
		await personCard.getByRole("button", { name: "Send a signing link" }).click();
		const request = page.getByRole("form", { name: "Send a signing link" });
		await request.getByLabel("Their email address").fill(signerEmail);
		await request.getByRole("button", { name: "Send the link" }).click();
		await expect(personCard.getByText(`Link sent to ${signerEmail}`, { exact: false })).toBeVisible();
		await expect(personCard.getByText("Signing link sent")).toBeVisible();

		// --- The signer opens the mail's link in a fresh browser, with no account, and signs.
		const mail = await waitForMail(
			signerEmail,
			new RegExp(`^${storefront} asks you to sign a photo release$`),
		);
		const link = mail.links.find((l) => l.includes("/sign-release?token=")) ?? "";
		expect(link).not.toBe("");
		const signerContext = await browser.newContext();
		const signer = await signerContext.newPage();
		await signer.goto(link);
		await expect(signer.getByRole("heading", { level: 1, name: "Sign a photo release" })).toBeVisible();
		await expect(
			signer.getByRole("list", { name: "Photos the release covers" }).getByRole("img"),
		).toHaveCount(1);
		const signature = signer.getByRole("form", { name: "Sign the release" });
		await signature.getByLabel("Your full name").fill("Rose Okafor");
		await signature.getByRole("checkbox", { name: /I agree to this release/ }).check();
		await signature.getByRole("button", { name: "Sign the release" }).click();
		await expect(signer.getByText("Thank you: the release is signed")).toBeVisible();
		await signerContext.close();

		await page.reload();
		await expect(personCard.getByText("Release verified")).toBeVisible();
		await expect(personCard.getByText(/R-\d{6}, signed by Rose Okafor on .* \(online\)/)).toBeVisible();

		// --- The family submits the five.
		await openTab(page, "Photos");
		bar = await selectAllPhotos(page);
		await bar.getByRole("button", { name: "Submit for review" }).click();
		await expect(page.getByText("5 photos sent for review")).toBeVisible();
		await expect(page.getByRole("button", { name: /^In review\s*5$/ })).toBeVisible();

		// --- An admin approves them on /admin/review; the marked photo waits only for its rights.
		await admin.goto("/admin/review");
		await admin.getByLabel("Family", { exact: true }).selectOption({ label: `${storefront} (5)` });
		const queue = admin.getByRole("list", { name: "Photos waiting for review" });
		await expect(queue.getByRole("article")).toHaveCount(SCANS);
		const marked = queue.getByRole("article", { name: `#${photoid} ${titles[0]}` });
		await expect(marked.getByText("Stated, waiting for verification")).toBeVisible();
		await expect(marked.getByText("1 face drawn", { exact: false })).toBeVisible();
		await expect(marked.getByText("Its rights are not verified")).toBeVisible();
		for (const article of await queue.getByRole("article").all())
			await article.getByRole("checkbox", { name: /^Choose #\d+$/ }).check();
		await admin.getByRole("button", { name: "Approve chosen" }).click();
		await expect(admin.getByText(/approved, waiting for clearance/)).toBeVisible();
		await expect(queue).toBeHidden();

		// The rights verified on the photo's admin page: the approved photo goes live by itself.
		await admin.goto(`/admin/photos/${photoId}`);
		await admin.getByRole("button", { name: "Verify rights" }).click();
		await expect(admin.getByText("Rights verified").first()).toBeVisible();
		await expect(admin.getByText("Cleared for hero use").first()).toBeVisible();

		await page.reload();
		await expect(page.getByRole("button", { name: /^Live\s*1$/ })).toBeVisible();

		// --- A buyer licenses it for hero use, checks out by invoice; an admin marks the order paid.
		const buyerContext = await browser.newContext();
		const buyer = await buyerContext.newPage();
		await buyer.goto("/");
		await signUpByLink(buyer, "Milo");
		await buyer.goto(`/photo/${photoid}`);
		await expect(buyer.getByRole("heading", { level: 1, name: titles[0] })).toBeVisible();
		await buyer.getByRole("radio", { name: /Hero usage/ }).check();
		await buyer.getByRole("button", { name: "Add to Cart", exact: true }).click();
		await expect(buyer.getByText("In your cart as Hero usage — change it in the cart")).toBeVisible();
		await buyer.goto("/checkout");
		await createFirstProject(buyer, "Lake Effect", "Northlight Pictures");
		const { reference } = await placeInvoiceOrder(buyer, {
			name: "Milo Brandt",
			company: "Northlight Pictures",
		});
		await buyerContext.close();

		await adminSettles(admin, reference, "paid", "Wire received");

		// --- The family sees the earning: half of the $245.00 hero licence.
		await openTab(page, "Earnings");
		const figures = page.getByRole("definition");
		await expect(page.getByText("Balance", { exact: true })).toBeVisible();
		await expect(figures.first()).toHaveText("$122.50");
		const sales = page.getByRole("table", { name: "Your latest sales and refunds, newest first" });
		const sale = sales.getByRole("row").filter({ hasText: titles[0] });
		await expect(sale).toContainText("Hero usage");
		await expect(sale).toContainText("$245.00");
		await expect(sale).toContainText("$122.50");
		await expect(page.getByText("Nothing has been paid out yet.")).toBeVisible();

		// --- An admin records the payout on /admin/payouts; the family sees it, and is emailed.
		await admin.goto("/admin/payouts");
		await admin.getByRole("button", { name: `Record payout to ${storefront}` }).click();
		const payout = admin.getByRole("form", { name: "Record payout" });
		await expect(payout.getByLabel("Amount (USD)")).toHaveValue("122.50");
		await payout.getByLabel("Payment reference").fill(`ACH-${tag}`);
		await payout.getByRole("button", { name: "Record payout" }).click();
		await expect(admin.getByText("Payout recorded").first()).toBeVisible();
		await adminContext.close();

		await page.reload();
		const paid = page.getByRole("table", { name: "Money paid to you, newest first" });
		await expect(paid.getByRole("row").filter({ hasText: `ACH-${tag}` })).toContainText("$122.50");
		await expect(figures.first()).toHaveText("$0.00");
		await waitForMail(familyEmail, /^A payout to you was recorded$/);
	});
});
