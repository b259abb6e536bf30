import { AUTH_MESSAGES } from "@core/auth-text";
import { CAPTCHA_INVALID_CODE, CAPTCHA_REQUIRED_CODE } from "@core/contracts/auth";
import type { ApiErrorBody } from "@core/contracts/errors";
import type { CaptchaVerdict } from "../captcha/service";
import { errorBody } from "../errors";

/** The 400 answer for a captcha that did not pass, or null when it did. */
export function captchaError(verdict: CaptchaVerdict): ApiErrorBody | null {
	switch (verdict) {
		case "ok":
			return null;
		case "missing":
			return errorBody(CAPTCHA_REQUIRED_CODE, AUTH_MESSAGES.completeAllFields);
		case "expired":
			return errorBody(CAPTCHA_INVALID_CODE, "The verification expired. Please verify again.");
		case "replayed":
			return errorBody(CAPTCHA_INVALID_CODE, "This verification was already used. Please verify again.");
		default:
			return errorBody(CAPTCHA_INVALID_CODE, "The verification failed. Please verify again.");
	}
}
