import { STUDIO_LOGO_MAX_BYTES, STUDIO_LOGO_TYPES } from "@core/contracts/site";
import { imageFileRules } from "@/lib/image-file";

export const studioLogoFile = imageFileRules({
	types: STUDIO_LOGO_TYPES,
	maxBytes: STUDIO_LOGO_MAX_BYTES,
	noun: "logo",
});
