import { ADMIN_PHOTO_PAGE_SIZES } from "@core/contracts/catalogue";
import { DECADES } from "@core/decades";
import { PHOTO_FLAGS } from "@core/photo-flags";
import { useSearchParams } from "react-router";
import { SelectFilter } from "@/components/select-filter";
import { UrlSearchField } from "@/components/url-search-field";
import { FLAG_TEXT } from "@/lib/photo-update-text";
import { useFamilyRef } from "../api/lookups";
import { type FilterName, type PhotoListState, withFilter } from "../lib/photo-list-params";
import { FamilyPicker } from "./family-picker";

const FLAG_OPTIONS = [
	{ value: "", label: "All photos" },
	{ value: "any", label: "Any issue" },
	...PHOTO_FLAGS.map((flag) => ({ value: flag, label: FLAG_TEXT[flag].label })),
];
const DECADE_OPTIONS = [{ value: "", label: "Any decade" }, ...DECADES.map((d) => ({ value: d, label: d }))];
const SIZE_OPTIONS = ADMIN_PHOTO_PAGE_SIZES.map((size) => ({
	value: String(size),
	label: `${size} per page`,
}));

/** Search, issue flag, family, decade and page size: each kept in the URL. */
export function PhotoFiltersBar({ state }: { state: PhotoListState }) {
	const [, setSearchParams] = useSearchParams();
	const set = (name: FilterName, value: string | null) =>
		setSearchParams((current) => withFilter(current, name, value));
	const family = useFamilyRef(state.family);
	const familyValue = state.family
		? (family.data ?? {
				id: state.family,
				storefront_name: family.isError ? "Unknown family" : "…",
				email: "",
			})
		: null;

	return (
		<div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(14rem,1.4fr)_repeat(4,minmax(9rem,1fr))] lg:items-end">
			<UrlSearchField
				value={state.q}
				write={(current, text) => withFilter(current, "q", text)}
				id="photo-search"
				label="Search photos"
				maxLength={200}
				placeholder="Title, #photoid, file name or family"
			/>
			<FamilyPicker
				key={state.family ?? "none"}
				id="photo-family"
				label="Family"
				value={familyValue}
				onChange={(picked) => set("family", picked?.id ?? null)}
				clearable
			/>
			<SelectFilter
				id="photo-flag"
				label="Issues"
				value={state.flag ?? ""}
				options={FLAG_OPTIONS}
				onChange={(value) => set("flag", value)}
			/>
			<SelectFilter
				id="photo-decade"
				label="Decade"
				value={state.decade ?? ""}
				options={DECADE_OPTIONS}
				onChange={(value) => set("decade", value)}
			/>
			<SelectFilter
				id="photo-page-size"
				label="Rows"
				value={String(state.pageSize)}
				options={SIZE_OPTIONS}
				onChange={(value) => set("page_size", value)}
			/>
		</div>
	);
}
