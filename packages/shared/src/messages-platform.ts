// Server messages of platform management: enterprises, their managers, suspension and trial
// users (docs/platform.md; merged into MESSAGES). Spec 1 §1, §2.1, §6; 3 §2, §3, §7.

export const PLATFORM_MESSAGES = {
  'platform.created': { en: 'The enterprise was created', zh: '企业已创建', ja: '企業を作成しました' },
  'platform.saved': { en: 'The enterprise was saved', zh: '企业已保存', ja: '企業を保存しました' },
  'platform.suspendedOk': { en: 'The enterprise is suspended', zh: '企业已停用', ja: '企業を停止しました' },
  'platform.resumedOk': { en: 'The enterprise is in use again', zh: '企业已恢复使用', ja: '企業の利用を再開しました' },
  'platform.managerAdded': { en: 'The manager was added', zh: '管理员已添加', ja: '管理者を追加しました' },
  'platform.managerRemoved': { en: 'The manager was removed', zh: '管理员已移除', ja: '管理者を外しました' },
  'platform.enterpriseSuspended': {
    en: '{name} is suspended: nobody can sign in to it. Please contact the platform administrator.',
    zh: '{name} 已被停用，无法登录该企业。请联系平台管理员。',
    ja: '{name} は停止中のため、この企業にはサインインできません。プラットフォーム管理者に連絡してください。',
  },
  'platform.enterpriseSuspendedAccess': {
    en: 'This enterprise is suspended; its data cannot be used until it is resumed',
    zh: '该企业已停用，恢复之前无法使用其数据',
    ja: 'この企業は停止中です。再開されるまでデータは利用できません',
  },
  'platform.shareSuspended': {
    en: 'The enterprise that shared this link is suspended; its content is not available',
    zh: '分享此链接的企业已停用，内容无法查看',
    ja: 'このリンクを共有した企業は停止中のため、内容を表示できません',
  },
  'platform.alreadySuspended': { en: 'The enterprise is already suspended', zh: '该企业已处于停用状态', ja: 'この企業はすでに停止中です' },
  'platform.notSuspended': { en: 'The enterprise is not suspended', zh: '该企业未被停用', ja: 'この企業は停止されていません' },
  'platform.lastManager': {
    en: '{name} is the last manager of the enterprise: add another manager first',
    zh: '{name} 是该企业最后一位管理员，请先添加其他管理员',
    ja: '{name} はこの企業の最後の管理者です。先に別の管理者を追加してください',
  },
  'platform.notManager': { en: '{name} is not a manager of this enterprise', zh: '{name} 不是该企业的管理员', ja: '{name} はこの企業の管理者ではありません' },
  'platform.alreadyManager': { en: '{name} already manages this enterprise', zh: '{name} 已是该企业的管理员', ja: '{name} はすでにこの企業の管理者です' },
  'platform.managerRequired': {
    en: "Choose the enterprise's first manager: an existing account, or the name and e-mail of a new one",
    zh: '请指定企业的首位管理员：选择已有账号，或填写新账号的姓名和邮箱',
    ja: '企業の最初の管理者を指定してください（既存のアカウント、または新しいアカウントの氏名とメールアドレス）',
  },
  'platform.managerNameRequired': { en: "Please enter the manager's name", zh: '请输入管理员姓名', ja: '管理者の氏名を入力してください' },
  'platform.storageSizeRange': {
    en: 'The storage size must be a whole number of GB from 1 to 100000',
    zh: '存储空间必须是 1 到 100000 之间的整数 GB',
    ja: 'ストレージ容量は 1～100000 GB の整数で指定してください',
  },
  'platform.storageBelowUsed': {
    en: 'The storage size cannot be smaller than what the enterprise already stores ({used})',
    zh: '存储空间不能小于企业已使用的容量（{used}）',
    ja: 'ストレージ容量は企業がすでに使用している量（{used}）より小さくできません',
  },
  'platform.nameRequired': { en: 'Please enter the enterprise name', zh: '请输入企业名称', ja: '企業名を入力してください' },
  'platform.staffPost': { en: 'Staff', zh: '员工', ja: 'スタッフ' },
  'platform.managerPost': { en: 'Enterprise manager', zh: '企业管理员', ja: '企業管理者' },
  'trial.ended': {
    en: 'Your trial ended on {date}. Please ask the platform administrator to continue with an enterprise account.',
    zh: '您的试用已于 {date} 结束。如需继续使用，请联系平台管理员开通企业账号。',
    ja: 'お試し期間は {date} に終了しました。引き続き利用するには、プラットフォーム管理者に企業アカウントを依頼してください。',
  },
  'trial.notTrial': { en: '{name} is not a trial user', zh: '{name} 不是试用用户', ja: '{name} はお試しユーザーではありません' },
  'trial.closed': {
    en: 'The trial of {name} was already converted or ended',
    zh: '{name} 的试用已转正或已结束',
    ja: '{name} のお試しはすでに移行済みか終了しています',
  },
  'trial.convertedOk': {
    en: 'The trial user now manages the new enterprise',
    zh: '试用用户已成为新企业的管理员',
    ja: 'お試しユーザーは新しい企業の管理者になりました',
  },
  'trial.addedOk': { en: 'The trial user was added to the enterprise', zh: '试用用户已加入企业', ja: 'お試しユーザーを企業に追加しました' },
  'trial.endedOk': { en: 'The trial was ended', zh: '试用已结束', ja: 'お試しを終了しました' },
  'trial.state': { en: 'Unknown trial state', zh: '未知的试用状态', ja: '不明なお試し状態です' },
  'mail.trial.subject': { en: 'Your trial ends on {date}', zh: '您的试用将于 {date} 结束', ja: 'お試し期間は {date} に終了します' },
  'mail.trial.body': {
    en: 'Hello {name},\n\nyour trial account {loginName} ends on {date}. After that you can sign in only to see that it ended.\nTo go on working, ask the platform administrator to turn it into an enterprise account.\n\n{link}',
    zh: '{name}，您好：\n\n您的试用账号 {loginName} 将于 {date} 结束。结束后登录只会看到试用已结束的提示。\n如需继续使用，请联系平台管理员转为企业账号。\n\n{link}',
    ja: '{name} 様\n\nお試しアカウント {loginName} は {date} に終了します。終了後はサインインしても終了のお知らせだけが表示されます。\n引き続き利用するには、プラットフォーム管理者に企業アカウントへの移行を依頼してください。\n\n{link}',
  },
} as const;
