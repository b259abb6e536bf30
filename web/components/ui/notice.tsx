import { CircleAlert, CircleCheck, Info, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

export type NoticeTone = "info" | "success" | "warning" | "error";

const tones: Record<NoticeTone, { box: string; icon: string; Icon: typeof Info }> = {
	info: { box: "border-ink-900/10 bg-cream-50 text-ink-800", icon: "text-ink-500", Icon: Info },
	success: {
		box: "border-emerald-700/20 bg-emerald-50 text-emerald-950",
		icon: "text-emerald-700",
		Icon: CircleCheck,
	},
	warning: {
		box: "border-mustard-500/40 bg-mustard-300/20 text-ink-900",
		icon: "text-mustard-500",
		Icon: TriangleAlert,
	},
	error: {
		box: "border-accent-700/25 bg-accent-50 text-accent-800",
		icon: "text-accent-700",
		Icon: CircleAlert,
	},
};

type NoticeProps = {
	tone?: NoticeTone;
	title?: ReactNode;
	children?: ReactNode;
	/** `status` for news the user waits for, `alert` for a problem; none for a standing note. */
	role?: "status" | "alert";
	className?: string;
};

/** A boxed message inside a page: a confirmation, a warning, a problem. */
export function Notice({ tone = "info", title, children, role, className }: NoticeProps) {
	const { box, icon, Icon } = tones[tone];
	return (
		<div
			role={role}
			className={cn("flex gap-3 rounded-lg border px-4 py-3 text-sm leading-relaxed", box, className)}
		>
			<Icon aria-hidden="true" className={cn("mt-0.5 size-5 shrink-0", icon)} />
			<div className="min-w-0 flex-1">
				{title && <p className="font-semibold">{title}</p>}
				{children && <div className={title ? "mt-1" : undefined}>{children}</div>}
			</div>
		</div>
	);
}
