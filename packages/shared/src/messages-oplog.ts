// Server messages of the operation log (/protected/operation-log/*; docs/operation-log.md),
// merged into MESSAGES: validation of the filters and the export's column headers.

export const OPLOG_MESSAGES = {
  'oplog.range': {
    en: 'The period must be 24h, 7d, 30d or 90d',
    zh: '时间范围必须为 24 小时、7 天、30 天或 90 天',
    ja: '期間は 24 時間、7 日、30 日、90 日のいずれかです',
  },
  'oplog.date': {
    en: 'Please enter a valid date or time (YYYY-MM-DD or an ISO time)',
    zh: '请输入有效的日期或时间（YYYY-MM-DD 或 ISO 时间）',
    ja: '有効な日付または時刻を入力してください（YYYY-MM-DD または ISO 形式）',
  },
  'oplog.fromAfterTo': { en: 'The start cannot be later than the end', zh: '开始时间不能晚于结束时间', ja: '開始は終了より後にできません' },
  'oplog.rangeAndDates': {
    en: 'Choose either a period (24h, 7d, 30d, 90d) or a from–to range, not both',
    zh: '请选择时间范围（24 小时、7/30/90 天）或起止日期，不能同时选择',
    ja: '期間（24 時間、7/30/90 日）か開始〜終了のどちらか一方を選んでください',
  },
  'oplog.format': { en: 'The export format must be xlsx or csv', zh: '导出格式必须为 xlsx 或 csv', ja: 'エクスポート形式は xlsx または csv です' },
  'oplog.tooMany': {
    en: 'At most {max} rows can be exported at once; narrow the filters',
    zh: '一次最多导出 {max} 条记录，请缩小筛选范围',
    ja: '一度にエクスポートできるのは最大 {max} 件です。絞り込んでください',
  },
  'oplog.sheet': { en: 'Operation log', zh: '操作日志', ja: '操作ログ' },
  'oplog.col.time': { en: 'Time', zh: '时间', ja: '日時' },
  'oplog.col.person': { en: 'Person', zh: '操作人', ja: '操作者' },
  'oplog.col.loginName': { en: 'Login name', zh: '登录名', ja: 'ログイン名' },
  'oplog.col.module': { en: 'Module', zh: '模块', ja: 'モジュール' },
  'oplog.col.action': { en: 'Action', zh: '操作', ja: '操作' },
  'oplog.col.target': { en: 'Target', zh: '对象', ja: '対象' },
  'oplog.col.targetId': { en: 'Target id', zh: '对象 ID', ja: '対象 ID' },
  'oplog.col.changes': { en: 'Changes', zh: '变更', ja: '変更内容' },
  'oplog.col.ip': { en: 'IP address', zh: 'IP 地址', ja: 'IP アドレス' },
  'oplog.col.userAgent': { en: 'Browser', zh: '浏览器', ja: 'ブラウザー' },
  'oplog.col.route': { en: 'Call', zh: '接口', ja: 'API' },
} as const;
