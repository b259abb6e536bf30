import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { TextField } from "@/components/ui/field";
import { fieldError } from "@/test/field-error";
import { ApiError } from "./api-client";
import { fieldOfPath, problemsByField } from "./form-checks";
import { type Problems, refusalOf, useForm } from "./use-form";

const Contact = z.object({
	name: z.string().trim().min(1, "Enter a name"),
	email: z.email("Enter an email address"),
});
type ContactDraft = { name: string; email: string };

// The ids are listed out of document order on purpose: focus follows the page, not this object.
const IDS = { email: "t-email", name: "t-name" } as const;

function TestForm({
	action,
	error,
	extra,
}: {
	action: (data: z.output<typeof Contact>) => unknown;
	error?: unknown;
	extra?: () => { name?: string };
}) {
	const form = useForm<ContactDraft, "name" | "email", z.output<typeof Contact>>({
		initial: { name: "", email: "" },
		ids: IDS,
		check: Contact,
		conflictField: "email",
		failedText: "Not sent.",
		...(error === undefined ? {} : { error }),
	});
	return (
		<form noValidate aria-label="Test" onSubmit={form.handleSubmit(action, { extra })}>
			<TextField label="Name" {...form.field("name")} />
			<TextField label="Email" {...form.field("email")} />
			{form.other && <p role="alert">{form.other}</p>}
			<button type="submit">{form.submitting ? "Sending" : "Send"}</button>
		</form>
	);
}

const type = (label: string, value: string) =>
	fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole("button", { name: /Send/ }));

describe("useForm", () => {
	it("shows the schema's messages under their fields and focuses the first one on the page", async () => {
		const sent: unknown[] = [];
		render(<TestForm action={(data) => sent.push(data)} />);
		send();

		expect(fieldError("Name")).toBe("Enter a name");
		expect(fieldError("Email")).toBe("Enter an email address");
		expect(screen.getByLabelText("Name").getAttribute("aria-invalid")).toBe("true");
		expect(document.activeElement).toBe(screen.getByLabelText("Name"));
		expect(sent).toEqual([]);
	});

	it("drops a field's message when the field is edited, and sends the parsed values", async () => {
		const sent: unknown[] = [];
		render(<TestForm action={(data) => sent.push(data)} />);
		send();
		type("Name", "  Ada ");
		expect(fieldError("Name")).toBeNull();
		expect(fieldError("Email")).toBe("Enter an email address");

		type("Email", "ada@example.com");
		await act(async () => send());
		expect(sent).toEqual([{ name: "Ada", email: "ada@example.com" }]);
	});

	it("adds the messages of extra checks and focuses them in page order", () => {
		render(<TestForm action={() => {}} extra={() => ({ name: "Complete the check" })} />);
		type("Email", "ada@example.com");
		type("Name", "Ada");
		send();
		expect(fieldError("Name")).toBe("Complete the check");
		expect(fieldError("Email")).toBeNull();
		expect(document.activeElement).toBe(screen.getByLabelText("Name"));
	});

	it("shows the server's field messages from a thrown refusal until their field is edited", async () => {
		render(
			<TestForm
				action={() => {
					throw new ApiError(400, "VALIDATION", "Check the fields", { email: "Use a work address" });
				}}
			/>,
		);
		type("Name", "Ada");
		type("Email", "ada@example.com");
		await act(async () => send());

		expect(fieldError("Email")).toBe("Use a work address");
		expect(document.activeElement).toBe(screen.getByLabelText("Email"));
		expect(screen.queryByRole("alert")).toBeNull();

		type("Name", "Ada L");
		expect(fieldError("Email")).toBe("Use a work address");
		type("Email", "ada@work.example");
		expect(fieldError("Email")).toBeNull();
	});

	it("says a refusal no field explains beside the form, and shows the pending state", async () => {
		let fail: (error: unknown) => void = () => {};
		render(
			<TestForm
				action={() =>
					new Promise((_, reject) => {
						fail = reject;
					})
				}
			/>,
		);
		type("Name", "Ada");
		type("Email", "ada@example.com");
		await act(async () => send());
		expect(screen.getByRole("button", { name: "Sending" })).toBeTruthy();

		await act(async () => fail(new ApiError(403, "FORBIDDEN", "Admins only")));
		expect(screen.getByRole("alert").textContent).toBe("Admins only");
		expect(screen.getByRole("button", { name: "Send" })).toBeTruthy();
	});

	it("reads a refusal a mutation keeps, a 409 going under the conflict field", () => {
		const { rerender } = render(<TestForm action={() => {}} error={null} />);
		rerender(<TestForm action={() => {}} error={new ApiError(409, "CONFLICT", "That email is taken")} />);
		expect(fieldError("Email")).toBe("That email is taken");
		expect(document.activeElement).toBe(screen.getByLabelText("Email"));
	});
});

function NameOnly() {
	const form = useForm({
		initial: { name: "" },
		ids: { name: "n-name" },
		check: ({ name }) => ({
			name: name.length > 3 ? "At most 3 letters" : name ? undefined : "Enter a name",
		}),
		recheck: true,
	});
	return (
		<form noValidate aria-label="Short" onSubmit={form.handleSubmit(() => {})}>
			<TextField label="Name" {...form.field("name")} />
			<button type="submit">Send</button>
		</form>
	);
}

describe("useForm with recheck", () => {
	it("checks nothing before the first attempt, then follows each edit", () => {
		render(<NameOnly />);
		type("Name", "Adaline");
		expect(fieldError("Name")).toBeNull();
		send();
		expect(fieldError("Name")).toBe("At most 3 letters");
		type("Name", "Ada");
		expect(fieldError("Name")).toBeNull();
		type("Name", "");
		expect(fieldError("Name")).toBe("Enter a name");
	});
});

const Order = z.object({
	project_id: z.string().min(1, "Choose a project"),
	billing: z.object({
		name: z.string().trim().min(1, "Enter the billing name"),
		email: z.email("Enter a billing email"),
	}),
});
type OrderField = "project_id" | "billing.name" | "billing.email";
type OrderDraft = Record<OrderField, string>;

/** A form over a nested contract: its values keyed by dotted names, a picker-like group first. */
function NestedForm({
	action,
	onInvalid,
}: {
	action: (data: z.output<typeof Order>) => unknown;
	onInvalid?: (found: Problems<OrderField>) => void;
}) {
	const form = useForm<OrderDraft, OrderField, z.output<typeof Order>>({
		initial: { project_id: "", "billing.name": "", "billing.email": "" },
		ids: { project_id: "o-project", "billing.name": "o-name", "billing.email": "o-email" },
		groups: ["project_id"],
		check: Order,
	});
	const { values } = form;
	const submit = form.handleSubmit(action, {
		prepare: () => ({
			project_id: values.project_id,
			billing: { name: values["billing.name"], email: values["billing.email"] },
		}),
		onInvalid,
	});
	return (
		<form noValidate aria-label="Order" onSubmit={submit}>
			<div id="o-project">
				<p>{form.problemOf("project_id")}</p>
				<button type="button" onClick={() => form.set("project_id", "p1")}>
					Pick a project
				</button>
			</div>
			<TextField label="Billing name" {...form.field("billing.name")} />
			<TextField label="Billing email" {...form.field("billing.email")} />
			<button type="submit">Send</button>
		</form>
	);
}

describe("useForm with nested fields", () => {
	it("puts a schema's nested messages under their dotted fields and focuses a group's first control", () => {
		const found: unknown[] = [];
		render(<NestedForm action={() => {}} onInvalid={(problems) => found.push(problems)} />);
		type("Billing email", "not an email");
		send();

		expect(fieldError("Billing name")).toBe("Enter the billing name");
		expect(fieldError("Billing email")).toBe("Enter a billing email");
		expect(screen.getByText("Choose a project")).toBeTruthy();
		expect(document.activeElement).toBe(screen.getByRole("button", { name: "Pick a project" }));
		expect(found).toEqual([
			{
				project_id: "Choose a project",
				"billing.name": "Enter the billing name",
				"billing.email": "Enter a billing email",
			},
		]);
	});

	it("shows the server's dotted field messages and sends the nested values", async () => {
		const sent: unknown[] = [];
		render(
			<NestedForm
				action={(data) => {
					sent.push(data);
					throw new ApiError(400, "VALIDATION", "Invalid body", { "billing.email": "Use a work address" });
				}}
			/>,
		);
		fireEvent.click(screen.getByRole("button", { name: "Pick a project" }));
		type("Billing name", " Ada ");
		type("Billing email", "ada@example.com");
		await act(async () => send());

		expect(sent).toEqual([{ project_id: "p1", billing: { name: "Ada", email: "ada@example.com" } }]);
		expect(fieldError("Billing email")).toBe("Use a work address");
		expect(document.activeElement).toBe(screen.getByLabelText("Billing email"));
	});
});

describe("fieldOfPath and problemsByField", () => {
	it("names the field a path is about: itself, else the nearest field it lies under", () => {
		const fields = ["billing.name", "tags", "billing"] as const;
		expect(fieldOfPath("billing.name", fields)).toBe("billing.name");
		expect(fieldOfPath("billing.address.line1", fields)).toBe("billing");
		expect(fieldOfPath("tags.2", fields)).toBe("tags");
		expect(fieldOfPath("title", fields)).toBeNull();
		expect(fieldOfPath("", fields)).toBeNull();
	});

	it("keys a parse's messages by the form's fields when given, by the top-level name otherwise", () => {
		const result = Order.safeParse({ project_id: "", billing: { name: "", email: "x" } });
		if (result.success) throw new Error("the draft should fail");
		expect(problemsByField(result.error)).toEqual({
			project_id: "Choose a project",
			billing: "Enter the billing name",
		});
		expect(problemsByField(result.error, ["project_id", "billing.email"])).toEqual({
			project_id: "Choose a project",
			billing: "Enter the billing name",
			"billing.email": "Enter a billing email",
		});
	});
});

describe("refusalOf", () => {
	const fields = ["name", "project"] as const;

	it("maps the API's field names to the form's", () => {
		const error = new ApiError(400, "VALIDATION", "Bad", { project_id: "Choose a project" });
		expect(refusalOf(error, fields, { serverNames: { project: "project_id" } })).toEqual({
			fields: { project: "Choose a project" },
			other: null,
		});
	});

	it("gives a field the messages about paths under it, its own message first", () => {
		const error = new ApiError(400, "VALIDATION", "Bad", { "name.0": "Too long", name: "Enter a name" });
		expect(refusalOf(error, fields).fields).toEqual({ name: "Enter a name" });
		const listed = new ApiError(400, "VALIDATION", "Bad", { "project_id.2": "Unknown project", other: "x" });
		expect(refusalOf(listed, fields, { serverNames: { project: "project_id" } }).fields).toEqual({
			project: "Unknown project",
		});
	});

	it("gives the fallback for a failure that is not the server's answer, the message for a 4xx", () => {
		expect(refusalOf(new Error("boom"), fields, { failedText: "Not saved." }).other).toBe("Not saved.");
		expect(refusalOf(new ApiError(422, "X", "Too late"), fields).other).toBe("Too late");
		expect(refusalOf(null, fields)).toEqual({ fields: {}, other: null });
	});
});
