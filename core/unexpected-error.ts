/**
 * The spec's short fallback for a failure the server did not explain (section 8, Auth toasts),
 * in a module of its own: the sign-out button of every page needs it, and importing it from
 * auth-text.ts would put all the sign-in screens' texts in the first download.
 */
export const UNEXPECTED_ERROR_SHORT = "An unexpected error occurred";
