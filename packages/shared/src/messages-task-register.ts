// Server messages of the project task register (/protected/projecttask/*, the categories and the
// staff picker; merged into MESSAGES). The board and task messages live in messages-tasks.ts.

export const PROJECTTASK_MESSAGES = {
  'projecttask.nameRequired': { en: 'Please enter the task name', zh: '请输入任务名称', ja: 'タスク名を入力してください' },
  'projecttask.estimate': {
    en: 'The estimate must look like 3w, 4d, 12h or 3d8h (a week is 5 days, a day 8 hours)',
    zh: '预估工期格式应为 3w、4d、12h 或 3d8h（一周 5 天，一天 8 小时）',
    ja: '見積もりは 3w、4d、12h、3d8h の形式で入力してください（1 週 = 5 日、1 日 = 8 時間）',
  },
  'projecttask.status': {
    en: 'The status must be 0 (start), 1 (implement), 2 (end) or 3 (execute end)',
    zh: '状态必须为 0（开始）、1（实施）、2（结束）或 3（执行结束）',
    ja: 'ステータスは 0（開始）、1（実施）、2（終了）、3（実行終了）のいずれかです',
  },
  'projecttask.hours': { en: 'The actual hours must be a number from 0', zh: '实际工时必须为不小于 0 的数字', ja: '実績時間は 0 以上の数値にしてください' },
  'projecttask.categoryName': {
    en: 'Please enter the category name (at most 50 characters)',
    zh: '请输入分类名称（最多 50 个字符）',
    ja: 'カテゴリ名を入力してください（最大 50 文字）',
  },
  'projecttask.categoryIdRequired': { en: 'Choose the category to delete', zh: '请选择要删除的分类', ja: '削除するカテゴリを選んでください' },
  'projecttask.categoryUnknown': {
    en: 'The category does not exist in this project',
    zh: '该分类在此项目中不存在',
    ja: 'このカテゴリはこのプロジェクトにありません',
  },
  'projecttask.categoryExists': { en: 'A category named "{name}" already exists', zh: '分类“{name}”已存在', ja: 'カテゴリ「{name}」は既にあります' },
  'projecttask.categoryInUse': {
    en: 'The category "{name}" is used by {count} task(s); move them to another category first',
    zh: '分类“{name}”正被 {count} 个任务使用，请先将这些任务移到其他分类',
    ja: 'カテゴリ「{name}」は {count} 件のタスクで使われています。先に別のカテゴリへ移してください',
  },
  'projecttask.unknown': { en: 'The task does not exist in this project', zh: '该任务在此项目中不存在', ja: 'このタスクはこのプロジェクトにありません' },
  'projecttask.workerNotMember': {
    en: 'The worker must be a member of this project',
    zh: '执行人必须是本项目的成员',
    ja: '担当者はこのプロジェクトのメンバーにしてください',
  },
  'projecttask.added': { en: 'Task added', zh: '任务已添加', ja: 'タスクを追加しました' },
  'projecttask.saved': { en: 'Task saved', zh: '任务已保存', ja: 'タスクを保存しました' },
  'projecttask.deleted': { en: 'Task deleted', zh: '任务已删除', ja: 'タスクを削除しました' },
  'projecttask.statusChanged': { en: 'Status changed', zh: '状态已更改', ja: 'ステータスを変更しました' },
  'projecttask.workerChanged': { en: 'Worker changed', zh: '执行人已更改', ja: '担当者を変更しました' },
  'projecttask.categorySaved': { en: 'Category saved', zh: '分类已保存', ja: 'カテゴリを保存しました' },
  'projecttask.categoryDeleted': { en: 'Category deleted', zh: '分类已删除', ja: 'カテゴリを削除しました' },
  'staff.projectUnknown': {
    en: 'The project does not belong to this enterprise or you cannot see it',
    zh: '该项目不属于此企业，或您无权查看',
    ja: 'このプロジェクトはこの企業のものではないか、閲覧できません',
  },
} as const;
