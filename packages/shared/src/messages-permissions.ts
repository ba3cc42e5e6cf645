// Server messages of the permission, share and cabinet calls (merged into MESSAGES).
// Kept apart so each area edits its own file.

export const ACL_MESSAGES = {
  'acl.moduleType': {
    en: 'moduleType must be dms, cabinet or annotation',
    zh: 'moduleType 必须为 dms、cabinet 或 annotation',
    ja: 'moduleType は dms、cabinet、annotation のいずれかです',
  },
  'acl.permissionType': { en: 'Please choose a valid permission type', zh: '请选择有效的权限类型', ja: '有効な権限の種類を選んでください' },
  'acl.actionType': {
    en: 'actionType must be 1 (folder) or 2 (file)',
    zh: 'actionType 必须为 1（文件夹）或 2（文件）',
    ja: 'actionType は 1（フォルダー）か 2（ファイル）です',
  },
  'acl.kindMismatch': { en: 'This id is not a {kind}', zh: '该 id 不是{kind}', ja: 'この ID は{kind}ではありません' },
  'acl.unknownAction': { en: 'Unknown permission: {action}', zh: '未知的权限：{action}', ja: '不明な権限です：{action}' },
  'acl.unknownRole': { en: 'The role does not belong to this project', zh: '该角色不属于此项目', ja: 'このロールはこのプロジェクトのものではありません' },
  'acl.adminRole': {
    en: 'The project administrator role always holds every permission',
    zh: '项目管理员角色始终拥有全部权限',
    ja: 'プロジェクト管理者ロールは常にすべての権限を持ちます',
  },
  'acl.notOwner': {
    en: 'In the default permission mode you may only change your own files; ask an administrator',
    zh: '默认权限模式下只能修改自己的文件，请联系管理员',
    ja: '既定の権限モードでは自分のファイルだけを変更できます。管理者に依頼してください',
  },
} as const;

export const SHARE_MESSAGES = {
  'share.validDays': { en: 'Please choose a validity period', zh: '请选择有效期', ja: '有効期間を選んでください' },
  'share.identities': { en: 'Please choose at least one identity', zh: '请至少选择一种身份', ja: '少なくとも 1 つの身分を選んでください' },
  'share.codeInvalid': { en: 'The extraction code must be 4 letters or digits', zh: '提取码须为 4 位字母或数字', ja: '抽出コードは英数字 4 文字です' },
  'share.invalid': { en: 'The link is invalid or has expired', zh: '链接无效或已过期', ja: 'リンクが無効か期限切れです' },
  'share.wrongCode': { en: 'The extraction code is incorrect', zh: '提取码错误', ja: '抽出コードが正しくありません' },
  'share.fileDeleted': { en: 'The shared file has been deleted', zh: '分享的文件已被删除', ja: '共有されたファイルは削除されました' },
  'share.loginRequired': {
    en: 'This link is for platform users with rights in the project; please sign in',
    zh: '该链接仅限有项目权限的平台用户打开，请登录',
    ja: 'このリンクはプロジェクトの権限を持つユーザー専用です。ログインしてください',
  },
  'share.noDownload': { en: 'This link does not allow downloads', zh: '该链接不允许下载', ja: 'このリンクではダウンロードできません' },
  'share.codeNeeded': { en: 'Please enter the extraction code', zh: '请输入提取码', ja: '抽出コードを入力してください' },
  'share.notInLink': { en: 'This item is not part of the shared link', zh: '该内容不在分享链接中', ja: 'この項目は共有リンクに含まれていません' },
} as const;

export const CABINET_MESSAGES = {
  'cabinet.nameRequired': { en: 'Please enter the cabinet name', zh: '请输入图纸柜名称', ja: 'キャビネット名を入力してください' },
  'cabinet.nameForbidden': {
    en: 'A cabinet name may not contain text direction control characters',
    zh: '图纸柜名称不能包含文字方向控制字符',
    ja: 'キャビネット名に文字方向の制御文字は使えません',
  },
  'cabinet.nameExists': {
    en: 'A cabinet named "{name}" already exists here',
    zh: '此处已存在名为“{name}”的图纸柜',
    ja: '「{name}」という名前のキャビネットが既にあります',
  },
  'cabinet.onlyFiles': {
    en: 'Only files can be added to a cabinet, not folders',
    zh: '只能将文件加入图纸柜，不能加入文件夹',
    ja: 'キャビネットに追加できるのはファイルだけで、フォルダーは追加できません',
  },
  'cabinet.intoItself': {
    en: 'A drawing cannot be moved into the cabinet it is in',
    zh: '图纸不能移动到其所在的图纸柜',
    ja: '図面を現在のキャビネットに移動することはできません',
  },
  'v.date': { en: 'Please enter a date as YYYY-MM-DD', zh: '请输入日期（YYYY-MM-DD）', ja: '日付を YYYY-MM-DD で入力してください' },
  'cabinet.fileDeleted': { en: 'The document of this drawing has been deleted', zh: '该图纸对应的文件已被删除', ja: 'この図面の文書は削除されました' },
} as const;

export const MODEL_MESSAGES = {
  'model.notModel': {
    en: 'This file is not a model the viewer can open (IFC or IFCZIP)',
    zh: '该文件不是查看器可打开的模型（IFC 或 IFCZIP）',
    ja: 'このファイルはビューアーで開けるモデル（IFC または IFCZIP）ではありません',
  },
  'model.converting': {
    en: 'The model is still converting; it opens when the conversion is complete',
    zh: '模型仍在转换中，转换完成后即可打开',
    ja: 'モデルは変換中です。変換が完了すると開けます',
  },
  'model.convertError': {
    en: 'The model could not be converted; retry the conversion or download the file',
    zh: '模型转换失败，请重试转换或下载文件',
    ja: 'モデルを変換できませんでした。変換を再試行するか、ファイルをダウンロードしてください',
  },
  'model.notFailed': {
    en: 'Only a model whose conversion failed can be retried',
    zh: '只有转换失败的模型才能重试',
    ja: '再試行できるのは変換に失敗したモデルだけです',
  },
  'model.badElementId': { en: 'Element ids must be whole numbers', zh: '构件 ID 必须为整数', ja: '要素 ID は整数で指定してください' },
  'model.pathExpired': {
    en: 'The model address has expired; reopen the model',
    zh: '模型地址已过期，请重新打开模型',
    ja: 'モデルのアドレスの有効期限が切れました。モデルを開き直してください',
  },
  'model.whereRequired': {
    en: 'Send projectId (or linkId for a shared model)',
    zh: '请提供 projectId（共享模型请提供 linkId）',
    ja: 'projectId（共有モデルは linkId）を送ってください',
  },
} as const;

export const ANNOTATION_MESSAGES = {
  'annotation.nameRequired': { en: 'Please enter the annotation name', zh: '请输入批注名称', ja: '注釈名を入力してください' },
  'annotation.statusRequired': { en: 'Please choose the annotation status', zh: '请选择批注状态', ja: '注釈のステータスを選んでください' },
  'annotation.type': {
    en: 'The annotation type must be other, auto or naviswork',
    zh: '批注类型必须为 other、auto 或 naviswork',
    ja: '注釈の種類は other、auto、naviswork のいずれかです',
  },
  'annotation.viewpoint': {
    en: 'The viewpoint is not valid (numbers must be finite, vectors [x, y, z])',
    zh: '视点无效（数值必须为有限数，向量为 [x, y, z]）',
    ja: '視点が正しくありません（数値は有限、ベクトルは [x, y, z]）',
  },
  'annotation.clipPlanes': { en: 'A viewpoint may have at most 6 clipping planes', zh: '一个视点最多 6 个剖切面', ja: '視点の断面は最大 6 つです' },
  'annotation.svgTooLarge': { en: 'The markup may be at most 2 MB', zh: '批注图形最大 2 MB', ja: 'マークアップは最大 2 MB です' },
  'annotation.svgUnsafe': {
    en: 'The markup may not contain scripts or event handlers',
    zh: '批注图形不能包含脚本或事件处理器',
    ja: 'マークアップにスクリプトやイベントハンドラーは含められません',
  },
  'annotation.snapshotFormat': {
    en: 'The snapshot must be a PNG or JPEG image',
    zh: '截图必须为 PNG 或 JPEG 图片',
    ja: 'スナップショットは PNG か JPEG の画像にしてください',
  },
  'annotation.snapshotTooLarge': { en: 'The snapshot may be at most 3 MB', zh: '截图最大 3 MB', ja: 'スナップショットは最大 3 MB です' },
  'annotation.versionMismatch': { en: 'This version does not belong to the file', zh: '该版本不属于此文件', ja: 'この版はこのファイルのものではありません' },
  'annotation.notOwn': {
    en: 'In the default permission mode you may only change your own annotations',
    zh: '默认权限模式下只能修改自己的批注',
    ja: '既定の権限モードでは自分の注釈だけを変更できます',
  },
  'annotation.snapshotGone': { en: 'The picture does not exist or has been deleted', zh: '图片不存在或已被删除', ja: '画像が存在しないか削除されました' },
  'comment.blank': { en: 'Please enter a comment', zh: '请输入评论内容', ja: 'コメントを入力してください' },
  'comment.business': {
    en: 'Comments can be made on annotations, tasks and discussions only (business annotation, task or discussion)',
    zh: '只能评论批注、任务和讨论（business 为 annotation、task 或 discussion）',
    ja: 'コメントできるのは注釈・タスク・ディスカッションだけです（business は annotation・task・discussion）',
  },
  'comment.notSelf': {
    en: 'currentUserId must be the signed-in user',
    zh: 'currentUserId 必须为当前登录用户',
    ja: 'currentUserId はログイン中のユーザーにしてください',
  },
  'comment.replyNeeds': {
    en: 'A reply needs the comment it answers (ancestorId) and the addressee (toUserId)',
    zh: '回复需要提供所回复的评论（ancestorId）和回复对象（toUserId）',
    ja: '返信には返信先のコメント（ancestorId）と宛先（toUserId）が必要です',
  },
  'comment.ancestorUnknown': { en: 'The comment you reply to does not exist here', zh: '所回复的评论不存在', ja: '返信先のコメントが存在しません' },
  'comment.toUserUnknown': {
    en: 'The addressee is not a member of this project',
    zh: '回复对象不是本项目成员',
    ja: '宛先はこのプロジェクトのメンバーではありません',
  },
  'comment.success': { en: 'Comment succeeded', zh: '评论成功', ja: 'コメントしました' },
  'bcf.version': { en: 'The BCF version must be 3.0 or 2.1', zh: 'BCF 版本必须为 3.0 或 2.1', ja: 'BCF のバージョンは 3.0 か 2.1 です' },
  'bcf.noFile': {
    en: 'Please choose a BCF file (.bcf or .bcfzip)',
    zh: '请选择 BCF 文件（.bcf 或 .bcfzip）',
    ja: 'BCF ファイル（.bcf または .bcfzip）を選んでください',
  },
  'bcf.notBcf': { en: 'The file is not a BCF archive', zh: '该文件不是 BCF 压缩包', ja: 'このファイルは BCF アーカイブではありません' },
  'bcf.tooLarge': { en: 'A BCF file may be at most 50 MB', zh: 'BCF 文件最大 50 MB', ja: 'BCF ファイルは最大 50 MB です' },
  'bcf.topicNoTitle': { en: 'The topic has no title', zh: '该议题没有标题', ja: 'トピックにタイトルがありません' },
  'bcf.topicUnreadable': { en: 'The topic markup could not be read', zh: '无法读取该议题的标记', ja: 'トピックのマークアップを読み込めません' },
  'bcf.topicExists': { en: 'This topic is on the file already', zh: '该议题已在此文件中', ja: 'このトピックはこのファイルに既にあります' },
  'bcf.snapshotSkipped': {
    en: 'The snapshot was left out (not a PNG or JPEG up to 3 MB)',
    zh: '截图未导入（不是 3 MB 以内的 PNG 或 JPEG）',
    ja: 'スナップショットは取り込みませんでした（3 MB 以下の PNG か JPEG ではありません）',
  },
} as const;
