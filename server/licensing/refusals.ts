import { ErrorCode } from "@core/contracts/errors";
import { LICENSING_TEXT } from "@core/licensing";
import { DomainError } from "../errors";

/** A licensing refusal (409) with its sentence, under `field` when a form field caused it. */
export class LicensingConflictError extends DomainError {
	constructor(message: string, field?: string) {
		super(409, ErrorCode.conflict, message, field ? { [field]: message } : undefined);
	}
}

/**
 * Checkout refused photos for another production's hold or exclusivity, or an upgrade no longer
 * possible (409): each named by its title with its reason, their ids in `details.photo_ids`.
 */
export class LicensingRefusedError extends DomainError {
	constructor(photos: ReadonlyArray<{ id: string; title: string; reason: string }>) {
		super(
			409,
			ErrorCode.conflict,
			photos.map((photo) => LICENSING_TEXT.photoRefused(photo.title, photo.reason)).join(" "),
			undefined,
			{ photo_ids: photos.map((photo) => photo.id) },
		);
	}
}
