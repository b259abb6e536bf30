import { useState } from "react";

/**
 * The editor beside an admin list: the item it was opened on (null: a new one) and a session
 * number that restarts it (its `key`) on each choice, and the id it saves to, which a new
 * item's first save sets.
 */
export function useEditorChoice<T extends { id: string }>() {
	const [editor, setEditor] = useState<{ item: T | null; session: number }>({ item: null, session: 0 });
	const [editingId, setEditingId] = useState<string | null>(null);

	function open(item: T | null) {
		setEditor((current) => ({ item, session: current.session + 1 }));
		setEditingId(item?.id ?? null);
	}

	return {
		editor,
		editingId,
		/** After a save: the editor goes on with the saved item. */
		saved: (item: T) => setEditingId(item.id),
		open,
		/** After a delete: an editor on the deleted item starts a new one. */
		deleted: (id: string) => {
			if (id === editingId) open(null);
		},
	};
}
