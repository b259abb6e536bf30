import { RELEASES_TEXT } from "@core/releases";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, byMethod, json, mockApi, sentBodies } from "@/test/api-mock";
import { fieldError } from "@/test/field-error";
import { renderWithProviders } from "@/test/render-app";
import {
	faceId,
	facePhoto,
	person,
	personId,
	personsAnswer,
	photoFaces,
	photoId,
	photoPage,
} from "../test/fixtures";
import { PeopleTab } from "./people-tab";

const PHOTOS = "/api/family/faces/photos";
const PERSONS = "/api/family/persons";
const FACES = `/api/family/photos/${photoId(1)}/faces`;
const FACE = `/api/family/faces/${faceId(1)}`;
const RIGHTS = `/api/family/photos/${photoId(1)}/rights`;
const REQUESTS = `/api/family/persons/${personId(2)}/release-requests`;
const pending = { clearance: "pending", missing_for_background: [], missing_for_hero: [] };

const open = (url = "/family?tab=people") => renderWithProviders(<PeopleTab />, { url });

describe("the People and releases tab", () => {
	it("offers the upload when there are no photos, and says when people cannot be loaded", async () => {
		mockApi({ [PHOTOS]: photoPage([]), [PERSONS]: apiError(503, "SERVICE_UNAVAILABLE", "Down") });
		open();
		expect(await screen.findByText("No photos yet")).toBeTruthy();
		expect(screen.getByRole("link", { name: "Upload photos" }).getAttribute("href")).toBe(
			"/family?tab=upload",
		);
		expect(await screen.findByText("We could not load your people.")).toBeTruthy();
	});

	it("opens a photo with its boxes, names who each face is and marks one not identifiable", async () => {
		const fetchMock = mockApi({
			[PHOTOS]: photoPage([facePhoto(1), facePhoto(2)]),
			[PERSONS]: personsAnswer([person(1)]),
			[FACES]: photoFaces(1),
			[RIGHTS]: { rights: null, clearance: pending },
			[FACE]: byMethod({
				PATCH: json({
					face: { ...photoFaces(1).faces[0], identifiable: false },
					clearance: { clearance: "hero", missing_for_background: [], missing_for_hero: [] },
				}),
			}),
		});
		const { router } = open();
		expect(await screen.findByText("Choose a photo")).toBeTruthy();
		const photos = await screen.findByRole("navigation", { name: "Your photos" });
		fireEvent.click(within(photos).getByRole("button", { name: /Picnic 1/ }));
		await waitFor(() => expect(router.state.location.search).toBe(`?tab=people&photo=${photoId(1)}`));

		const box = await screen.findByRole("button", { name: "Face 1: Aunt Rose" });
		expect(box.style.left).toBe("10%");
		const card = screen.getByRole("region", { name: "Face 1" });
		expect(within(card).getByLabelText<HTMLSelectElement>("Who is it?").value).toBe(personId(1));
		expect(screen.getByText("Woman, 30s has no verified release")).toBeTruthy();
		expect(await screen.findByRole("form", { name: "Your rights to this photo" })).toBeTruthy();

		fireEvent.click(within(card).getByLabelText("Not identifiable"));
		await waitFor(() => expect(sentBodies(fetchMock, FACE)).toEqual([{ identifiable: false }]));
		expect(await screen.findByText("Cleared for hero use")).toBeTruthy();
	});

	it("lists each person's release state and sends a signing link, checking the address first", async () => {
		const requested = person(1, {
			release_state: "requested",
			request: {
				id: "6a6a6a6a-1c3a-4f5b-8d7e-000000000001",
				email: "rose@example.test",
				relationship: "self",
				expires_at: "2026-12-11T10:00:00.000Z",
				created_at: "2026-11-27T10:00:00.000Z",
			},
		});
		const fetchMock = mockApi({
			[PHOTOS]: photoPage([facePhoto(1)]),
			[PERSONS]: personsAnswer([requested, person(2)]),
			[REQUESTS]: byMethod({
				POST: json(
					{
						request: {
							id: "6a6a6a6a-1c3a-4f5b-8d7e-000000000002",
							email: "dad@example.test",
							relationship: "self",
							expires_at: "2026-12-11T10:00:00.000Z",
							created_at: "2026-11-27T10:00:00.000Z",
						},
					},
					201,
				),
			}),
		});
		open();
		expect(await screen.findByText("Signing link sent")).toBeTruthy();
		expect(screen.getByText(/Link sent to rose@example.test/)).toBeTruthy();
		expect(screen.getByText("No release")).toBeTruthy();

		const actions = screen.getByRole("group", { name: "Get a release for Person 2" });
		fireEvent.click(within(actions).getByRole("button", { name: "Send a signing link" }));
		const dialog = await screen.findByRole("dialog", { name: "Send a signing link for Person 2" });
		fireEvent.change(within(dialog).getByLabelText("Their email address"), {
			target: { value: "not an address" },
		});
		fireEvent.click(within(dialog).getByRole("button", { name: "Send the link" }));
		await waitFor(() => expect(fieldError("Their email address")).toBe(RELEASES_TEXT.emailInvalid));
		expect(sentBodies(fetchMock, REQUESTS)).toHaveLength(0);

		fireEvent.change(within(dialog).getByLabelText("Their email address"), {
			target: { value: "dad@example.test" },
		});
		fireEvent.click(within(dialog).getByRole("button", { name: "Send the link" }));
		await waitFor(() =>
			expect(sentBodies(fetchMock, REQUESTS)).toEqual([{ email: "dad@example.test", relationship: "self" }]),
		);
		await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
	});
});
