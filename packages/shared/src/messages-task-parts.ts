// Server messages of task extend data, reports, attachments, task comments and annotation links
// (merged into MESSAGES; docs/tasks.md).

export const TASK_PART_MESSAGES = {
  'task.linked': { en: 'Associated with the task', zh: '已关联任务', ja: 'タスクに関連付けました' },
  'task.linkRemoved': { en: 'The associated task was removed', zh: '已移除关联任务', ja: '関連付けたタスクを解除しました' },
  'task.linkUnknown': { en: 'This annotation is not associated with the task', zh: '该批注未关联此任务', ja: 'この注釈はこのタスクに関連付けられていません' },
  'task.noAssociate': {
    en: 'You may not associate tasks with the annotations of this file',
    zh: '您无权为此文件的批注关联任务',
    ja: 'このファイルの注釈にタスクを関連付ける権限がありません',
  },
  'task.extendUnknown': { en: 'The task has no field "{name}"', zh: '任务没有字段“{name}”', ja: 'タスクに項目「{name}」はありません' },
  'task.extendTaskNeeded': { en: 'Please give taskId or taskIds', zh: '请提供 taskId 或 taskIds', ja: 'taskId か taskIds を指定してください' },
  'task.reportDays': { en: 'The trend covers 7 to 180 days', zh: '趋势的天数须在 7 至 180 之间', ja: '推移の日数は 7〜180 日です' },
  'task.attachmentNoFile': { en: 'Please choose a file to attach', zh: '请选择要上传的附件', ja: '添付するファイルを選んでください' },
  'task.attachmentUnknown': { en: 'This attachment does not exist', zh: '附件不存在', ja: 'この添付ファイルはありません' },
  'task.attachmentName': {
    en: 'The file name is empty or too long (at most 255 characters)',
    zh: '文件名为空或过长（最多 255 个字符）',
    ja: 'ファイル名が空か長すぎます（255 文字以内）',
  },
  'task.attachmentAdded': { en: 'Attachment uploaded', zh: '附件已上传', ja: '添付ファイルをアップロードしました' },
  'task.attachmentDeleted': { en: 'Attachment deleted', zh: '附件已删除', ja: '添付ファイルを削除しました' },
  'modelTask.elementIds': { en: 'Please pick at least one model element', zh: '请至少选择一个模型构件', ja: 'モデルの要素を 1 つ以上選んでください' },
  'modelTask.tooManyElements': {
    en: 'At most 10,000 elements can be linked at once',
    zh: '一次最多关联 10,000 个构件',
    ja: '一度に関連付けられる要素は 10,000 個までです',
  },
  'modelTask.taskOrNew': { en: 'Please choose a task or describe a new one', zh: '请选择任务或填写新任务', ja: 'タスクを選ぶか新しいタスクを入力してください' },
  'modelTask.notConverted': {
    en: 'Only converted 3D models can be linked with tasks',
    zh: '只有已转换的三维模型才能关联任务',
    ja: 'タスクに関連付けられるのは変換済みの 3D モデルだけです',
  },
  'modelTask.unknownElements': { en: 'Some elements are not part of this model', zh: '部分构件不属于此模型', ja: 'このモデルにない要素が含まれています' },
  'modelTask.linkUnknown': { en: 'This model link does not exist', zh: '该模型关联不存在', ja: 'このモデルの関連付けはありません' },
  'modelTask.linked': { en: 'The elements were linked with the task', zh: '构件已关联任务', ja: '要素をタスクに関連付けました' },
  'modelTask.removed': { en: 'The link was removed', zh: '已移除关联', ja: '関連付けを解除しました' },
} as const;
