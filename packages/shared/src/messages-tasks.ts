// Server messages of boards, swimlanes, tasks and the project task register (merged into MESSAGES).

export const TASK_MESSAGES = {
  'task.level': { en: 'The priority must be 1, 2 or 3', zh: '优先级必须为 1、2 或 3', ja: '優先度は 1、2、3 のいずれかです' },
  'task.boardName': { en: 'Please enter the board name', zh: '请输入看板名称', ja: 'ボード名を入力してください' },
  'task.laneName': { en: 'Please enter the lane name', zh: '请输入泳道名称', ja: 'レーン名を入力してください' },
  'task.titleRequired': { en: 'Please enter the task title', zh: '请输入任务标题', ja: 'タスクのタイトルを入力してください' },
  'task.target': {
    en: 'The task list must be UP_COMING, PARTICIPANT or MINE',
    zh: '任务列表必须为 UP_COMING、PARTICIPANT 或 MINE',
    ja: 'タスク一覧は UP_COMING、PARTICIPANT、MINE のいずれかです',
  },
  'task.orderBy': { en: 'Please choose one of the offered sort orders', zh: '请选择提供的排序方式', ja: '提示された並び順から選んでください' },
  'task.filter': {
    en: 'The status filter must be all, unfinished or completed',
    zh: '状态筛选必须为 all、unfinished 或 completed',
    ja: '状態の絞り込みは all、unfinished、completed のいずれかです',
  },
  'task.moveTarget': { en: 'Please choose the target board and lane', zh: '请选择目标看板和泳道', ja: '移動先のボードとレーンを選んでください' },
  'task.subNameRequired': { en: 'Please enter the sub-task name', zh: '请输入子任务名称', ja: 'サブタスク名を入力してください' },
  'task.option': { en: 'Unknown task action', zh: '未知的任务操作', ja: '不明なタスク操作です' },
  'task.extendName': { en: 'Please enter the field name', zh: '请输入字段名称', ja: '項目名を入力してください' },
  'task.chooseTask': { en: 'Please choose a task', zh: '请选择任务', ja: 'タスクを選んでください' },
  'task.boardUnknown': { en: 'The board does not exist in this project', zh: '此项目中不存在该看板', ja: 'このプロジェクトにそのボードはありません' },
  'task.laneUnknown': { en: 'The lane does not exist on this board', zh: '该看板中不存在此泳道', ja: 'このボードにそのレーンはありません' },
  'task.unknown': { en: 'The task does not exist or has been deleted', zh: '该任务不存在或已被删除', ja: 'タスクが存在しないか削除されました' },
  'task.notMember': {
    en: 'Only members of the project can be assigned: {name}',
    zh: '只能指派项目成员：{name}',
    ja: 'プロジェクトのメンバーだけを割り当てられます：{name}',
  },
  'task.annotationUnknown': { en: 'The annotation does not exist in this project', zh: '此项目中不存在该批注', ja: 'このプロジェクトにその注釈はありません' },
  'task.subUnknown': { en: 'The sub-task does not exist on this task', zh: '该任务中不存在此子任务', ja: 'このタスクにそのサブタスクはありません' },
  'task.subTooMany': { en: 'A task can have at most {max} sub-tasks', zh: '一个任务最多 {max} 个子任务', ja: '1 つのタスクのサブタスクは最大 {max} 件です' },
  'task.lanesIncomplete': {
    en: 'Please send every lane of the board exactly once',
    zh: '请提交该看板的全部泳道，每个泳道一次',
    ja: 'ボードのすべてのレーンを 1 回ずつ送ってください',
  },
  'task.userNotOnTask': { en: 'This person is not on the task', zh: '此人不在该任务中', ja: 'この人はタスクに含まれていません' },
  'task.laneDeleted': {
    en: 'The lane was deleted with {count} task(s)',
    zh: '泳道已删除，同时删除了 {count} 个任务',
    ja: 'レーンを削除しました（タスク {count} 件も削除）',
  },
  'task.moved': { en: 'Moved', zh: '移动成功', ja: '移動しました' },
  'worktask.existed': { en: 'The item already exists', zh: '该项已存在', ja: 'この項目は既に存在します' },
} as const;
