import { APPROVAL_LABELS, APPROVAL_TEXT, APPROVAL_UI_TEXT, COMMENT_MAX } from "@core/approvals";
import type { ApprovalItem, ApprovalRights } from "@core/contracts/approvals";
import type { ApprovalState } from "@core/teams";
import { Check, MessageSquare, Send, X } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { LoadErrorNotice, LoadingStatus } from "@/components/query-states";
import { Button, SubmitButton } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextAreaField } from "@/components/ui/field";
import { Skeleton } from "@/components/ui/skeleton";
import { type PillTone, StatusPill } from "@/components/ui/status-pill";
import { formatDateTime } from "@/lib/date-format";
import { errorText, fieldProblem } from "@/lib/error-text";
import { toast } from "@/lib/toast";
import { useAddComment, useComments, useDecide, useSendForApproval } from "../api/approvals";

const TONES: Record<ApprovalState, PillTone> = { proposed: "waiting", approved: "good", rejected: "accent" };

/** A photo's approval in words: Proposed, Approved, or Rejected with the approver's note. */
export function ApprovalPill({ item }: { item: ApprovalItem }) {
	return (
		<div className="space-y-0.5">
			<StatusPill tone={TONES[item.approval]}>
				<span className="sr-only">Approval: </span>
				{APPROVAL_LABELS[item.approval]}
			</StatusPill>
			{item.approval !== "proposed" && item.decided_by && (
				<span className="ml-1 text-xs text-ink-600">{APPROVAL_UI_TEXT.decidedBy(item.decided_by)}</span>
			)}
			{item.approval === "rejected" && item.note && (
				<p className="text-xs break-words text-ink-700">
					<span className="sr-only">Why: </span>
					{item.note}
				</p>
			)}
		</div>
	);
}

function RejectDialog({
	open,
	title,
	pending,
	error,
	onReject,
	onClose,
}: {
	open: boolean;
	title: string;
	pending: boolean;
	error: string | null;
	onReject: (note: string) => void;
	onClose: () => void;
}) {
	const [note, setNote] = useState("");
	const [problem, setProblem] = useState<string | null>(null);
	const id = useId();
	function submit(event: FormEvent) {
		event.preventDefault();
		if (!note.trim()) {
			setProblem(APPROVAL_TEXT.noteRequired);
			return;
		}
		setProblem(null);
		onReject(note.trim());
	}
	return (
		<Dialog
			open={open}
			onClose={onClose}
			title={APPROVAL_UI_TEXT.rejectTitle(title)}
			description={APPROVAL_UI_TEXT.rejectHint}
		>
			<form onSubmit={submit} noValidate className="space-y-4">
				<TextAreaField
					id={id}
					label={APPROVAL_UI_TEXT.noteLabel}
					value={note}
					maxLength={500}
					error={problem ?? error ?? undefined}
					onChange={(event) => setNote(event.target.value)}
					data-autofocus
				/>
				<div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
					<Button type="button" variant="secondary" onClick={onClose}>
						Cancel
					</Button>
					<SubmitButton pending={pending} pendingLabel="Rejecting…">
						{APPROVAL_UI_TEXT.reject}
					</SubmitButton>
				</div>
			</form>
		</Dialog>
	);
}

function CommentsDialog({
	wishlistId,
	photoId,
	title,
	mayComment,
	open,
	onClose,
}: {
	wishlistId: string;
	photoId: string;
	title: string;
	mayComment: boolean;
	open: boolean;
	onClose: () => void;
}) {
	const query = useComments(wishlistId, photoId, open);
	const add = useAddComment(wishlistId, photoId);
	const [body, setBody] = useState("");
	const [problem, setProblem] = useState<string | null>(null);
	const id = useId();
	function submit(event: FormEvent) {
		event.preventDefault();
		if (!body.trim()) {
			setProblem(APPROVAL_TEXT.commentRequired);
			return;
		}
		setProblem(null);
		add.mutate(body.trim(), {
			onSuccess: () => {
				setBody("");
				toast.success(APPROVAL_TEXT.commented);
			},
			onError: (error) => {
				const field = fieldProblem(error, "body");
				if (field) setProblem(field);
				else
					toast.error(APPROVAL_UI_TEXT.commentFailed, { description: errorText(error, "Please try again.") });
			},
		});
	}
	return (
		<Dialog open={open} onClose={onClose} title={APPROVAL_UI_TEXT.commentsLabel(title)}>
			<div className="max-h-[50vh] overflow-y-auto">
				{query.isPending ? (
					<LoadingStatus label="Loading the comments…">
						<Skeleton className="h-12 w-full" />
					</LoadingStatus>
				) : query.isError ? (
					<LoadErrorNotice
						title={APPROVAL_UI_TEXT.commentsFailed}
						onRetry={() => void query.refetch()}
						retrying={query.isFetching}
					/>
				) : query.data.comments.length === 0 ? (
					<p className="text-sm text-ink-600">{APPROVAL_UI_TEXT.noComments}</p>
				) : (
					<ol aria-label="Comments" className="space-y-3">
						{query.data.comments.map((comment) => (
							<li key={comment.id} className="rounded-md bg-cream-50 p-3">
								<p className="text-xs text-ink-600">
									<span className="font-semibold text-ink-900">{comment.author}</span>{" "}
									<time dateTime={comment.created_at}>{formatDateTime(comment.created_at)}</time>
								</p>
								<p className="mt-1 text-sm break-words whitespace-pre-line text-ink-800">{comment.body}</p>
							</li>
						))}
					</ol>
				)}
			</div>
			{mayComment && (
				<form onSubmit={submit} noValidate className="mt-4 space-y-3">
					<TextAreaField
						id={id}
						label={APPROVAL_UI_TEXT.commentLabel}
						value={body}
						maxLength={COMMENT_MAX}
						error={problem ?? undefined}
						onChange={(event) => setBody(event.target.value)}
					/>
					<div className="flex justify-end">
						<SubmitButton pending={add.isPending} pendingLabel="Posting…">
							{APPROVAL_UI_TEXT.postComment}
						</SubmitButton>
					</div>
				</form>
			)}
		</Dialog>
	);
}

/**
 * A shortlisted photo's team controls: its approval pill, the comments, and Approve / Reject for
 * those who may decide (a rejection asks for its note in a dialog).
 */
export function ItemApproval({
	wishlistId,
	item,
	title,
	may,
}: {
	wishlistId: string;
	item: ApprovalItem;
	title: string;
	may: ApprovalRights;
}) {
	const decide = useDecide(wishlistId);
	const [rejecting, setRejecting] = useState(false);
	const [commenting, setCommenting] = useState(false);
	const [rejectError, setRejectError] = useState<string | null>(null);

	function send(state: "approved" | "rejected", note?: string) {
		decide.mutate([{ photo_id: item.photo_id, state, ...(note ? { note } : {}) }], {
			onSuccess: () => {
				setRejecting(false);
				toast.success(APPROVAL_TEXT.decided(state === "approved" ? 1 : 0, state === "rejected" ? 1 : 0));
			},
			onError: (error) => {
				const field = fieldProblem(error, "decisions.0.note");
				if (field) setRejectError(field);
				else
					toast.error(APPROVAL_UI_TEXT.decideFailed, { description: errorText(error, "Please try again.") });
			},
		});
	}

	return (
		<div className="space-y-2">
			<ApprovalPill item={item} />
			<div className="flex flex-wrap gap-1">
				<Button variant="ghost" size="sm" className="min-h-11 md:min-h-9" onClick={() => setCommenting(true)}>
					<MessageSquare aria-hidden="true" className="size-4" />
					{/* The name starts with the words on screen (axe's label-content-name-mismatch). */}
					{APPROVAL_UI_TEXT.comments(item.comment_count)} <span className="sr-only">on {title}</span>
				</Button>
				{may.decide && item.approval !== "approved" && (
					<Button
						variant="secondary"
						size="sm"
						className="min-h-11 md:min-h-9"
						aria-label={APPROVAL_UI_TEXT.approveLabel(title)}
						disabled={decide.isPending}
						onClick={() => send("approved")}
					>
						<Check aria-hidden="true" className="size-4" />
						{APPROVAL_UI_TEXT.approve}
					</Button>
				)}
				{may.decide && item.approval !== "rejected" && (
					<Button
						variant="secondary"
						size="sm"
						className="min-h-11 md:min-h-9"
						aria-label={APPROVAL_UI_TEXT.rejectLabel(title)}
						disabled={decide.isPending}
						onClick={() => {
							setRejectError(null);
							setRejecting(true);
						}}
					>
						<X aria-hidden="true" className="size-4" />
						{APPROVAL_UI_TEXT.reject}
					</Button>
				)}
			</div>
			{rejecting && (
				<RejectDialog
					open
					title={title}
					pending={decide.isPending}
					error={rejectError}
					onReject={(note) => send("rejected", note)}
					onClose={() => setRejecting(false)}
				/>
			)}
			{commenting && (
				<CommentsDialog
					open
					wishlistId={wishlistId}
					photoId={item.photo_id}
					title={title}
					mayComment={may.comment}
					onClose={() => setCommenting(false)}
				/>
			)}
		</div>
	);
}

/** "Send for approval": every photo still proposed, to the company's approvers by email. */
export function SendForApprovalButton({ wishlistId, proposed }: { wishlistId: string; proposed: number }) {
	const send = useSendForApproval(wishlistId);
	const hintId = useId();
	return (
		<>
			<Button
				variant="secondary"
				aria-describedby={hintId}
				disabled={send.isPending || proposed === 0}
				onClick={() =>
					send.mutate(undefined, {
						onSuccess: (result) => toast.success(APPROVAL_TEXT.sent(result.sent)),
						onError: (error) =>
							toast.error(APPROVAL_UI_TEXT.sendFailed, {
								description: errorText(error, "Please try again."),
							}),
					})
				}
			>
				<Send aria-hidden="true" className="size-4" />
				{APPROVAL_UI_TEXT.send}
			</Button>
			<span id={hintId} className="sr-only">
				{APPROVAL_UI_TEXT.sendHint}
			</span>
		</>
	);
}
