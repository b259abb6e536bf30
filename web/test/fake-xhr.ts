import { act } from "@testing-library/react";

/** The browser's XMLHttpRequest as the uploads see it; each test answers the requests it made. */
export class FakeXhr {
	static sent: FakeXhr[] = [];
	method = "";
	url = "";
	headers: Record<string, string> = {};
	body: unknown;
	withCredentials = false;
	status = 0;
	responseText = "";
	upload: {
		onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
	} = {
		onprogress: null,
	};
	onload: (() => void) | null = null;
	onerror: (() => void) | null = null;
	onabort: (() => void) | null = null;
	open(method: string, url: string) {
		this.method = method;
		this.url = url;
	}
	setRequestHeader(name: string, value: string) {
		this.headers[name] = value;
	}
	send(body: unknown) {
		this.body = body;
		FakeXhr.sent.push(this);
	}
	abort() {
		this.onabort?.();
	}
	progress(share: number) {
		act(() => this.upload.onprogress?.({ lengthComputable: true, loaded: share * 100, total: 100 }));
	}
	answer(status: number, body: unknown) {
		this.status = status;
		this.responseText = JSON.stringify(body);
		act(() => this.onload?.());
	}
	get filename() {
		return new URL(this.url, "http://localhost").searchParams.get("filename");
	}
}
