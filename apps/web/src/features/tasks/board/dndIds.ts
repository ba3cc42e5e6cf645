// dnd-kit ids of the board's two kinds of draggables, so one collision pass can tell them apart.

export const cardDndId = (taskId: string) => `task:${taskId}`;
export const laneDndId = (laneId: string) => `lane:${laneId}`;
export const isLaneDndId = (id: unknown) => String(id).startsWith('lane:');
export const isCardDndId = (id: unknown) => String(id).startsWith('task:');
/** The task or lane id behind a dnd-kit id. */
export const plainId = (id: unknown) => String(id).replace(/^(task|lane):/, '');
