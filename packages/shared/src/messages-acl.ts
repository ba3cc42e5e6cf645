// Server messages of the permission, share and cabinet calls (merged into MESSAGES).
// Kept apart so each area edits its own file.

export const ACL_MESSAGES = {
  'acl.moduleType': { en: 'moduleType must be dms, cabinet or annotation', zh: 'moduleType 必须为 dms、cabinet 或 annotation', ja: 'moduleType は dms、cabinet、annotation のいずれかです' },
  'acl.permissionType': { en: 'Please choose a valid permission type', zh: '请选择有效的权限类型', ja: '有効な権限の種類を選んでください' },
  'acl.actionType': { en: 'actionType must be 1 (folder) or 2 (file)', zh: 'actionType 必须为 1（文件夹）或 2（文件）', ja: 'actionType は 1（フォルダー）か 2（ファイル）です' },
  'acl.kindMismatch': { en: 'This id is not a {kind}', zh: '该 id 不是{kind}', ja: 'この ID は{kind}ではありません' },
  'acl.unknownAction': { en: 'Unknown permission: {action}', zh: '未知的权限：{action}', ja: '不明な権限です：{action}' },
  'acl.unknownRole': { en: 'The role does not belong to this project', zh: '该角色不属于此项目', ja: 'このロールはこのプロジェクトのものではありません' },
  'acl.adminRole': { en: 'The project administrator role always holds every permission', zh: '项目管理员角色始终拥有全部权限', ja: 'プロジェクト管理者ロールは常にすべての権限を持ちます' },
  'acl.notOwner': { en: 'In the default permission mode you may only change your own files; ask an administrator', zh: '默认权限模式下只能修改自己的文件，请联系管理员', ja: '既定の権限モードでは自分のファイルだけを変更できます。管理者に依頼してください' },
} as const;

export const SHARE_MESSAGES = {
  'share.validDays': { en: 'Please choose a validity period', zh: '请选择有效期', ja: '有効期間を選んでください' },
  'share.identities': { en: 'Please choose at least one identity', zh: '请至少选择一种身份', ja: '少なくとも 1 つの身分を選んでください' },
  'share.codeInvalid': { en: 'The extraction code must be 4 letters or digits', zh: '提取码须为 4 位字母或数字', ja: '抽出コードは英数字 4 文字です' },
  'share.invalid': { en: 'The link is invalid or has expired', zh: '链接无效或已过期', ja: 'リンクが無効か期限切れです' },
  'share.wrongCode': { en: 'The extraction code is incorrect', zh: '提取码错误', ja: '抽出コードが正しくありません' },
  'share.fileDeleted': { en: 'The shared file has been deleted', zh: '分享的文件已被删除', ja: '共有されたファイルは削除されました' },
  'share.loginRequired': { en: 'This link is for platform users with rights in the project; please sign in', zh: '该链接仅限有项目权限的平台用户打开，请登录', ja: 'このリンクはプロジェクトの権限を持つユーザー専用です。ログインしてください' },
  'share.noDownload': { en: 'This link does not allow downloads', zh: '该链接不允许下载', ja: 'このリンクではダウンロードできません' },
  'share.codeNeeded': { en: 'Please enter the extraction code', zh: '请输入提取码', ja: '抽出コードを入力してください' },
  'share.notInLink': { en: 'This item is not part of the shared link', zh: '该内容不在分享链接中', ja: 'この項目は共有リンクに含まれていません' },
} as const;

export const CABINET_MESSAGES = {
  'cabinet.nameRequired': { en: 'Please enter the cabinet name', zh: '请输入图纸柜名称', ja: 'キャビネット名を入力してください' },
  'cabinet.nameExists': { en: 'A cabinet named "{name}" already exists here', zh: '此处已存在名为“{name}”的图纸柜', ja: '「{name}」という名前のキャビネットが既にあります' },
  'cabinet.onlyFiles': { en: 'Only files can be added to a cabinet, not folders', zh: '只能将文件加入图纸柜，不能加入文件夹', ja: 'キャビネットに追加できるのはファイルだけで、フォルダーは追加できません' },
  'cabinet.intoItself': { en: 'A drawing cannot be moved into the cabinet it is in', zh: '图纸不能移动到其所在的图纸柜', ja: '図面を現在のキャビネットに移動することはできません' },
  'v.date': { en: 'Please enter a date as YYYY-MM-DD', zh: '请输入日期（YYYY-MM-DD）', ja: '日付を YYYY-MM-DD で入力してください' },
  'cabinet.fileDeleted': { en: 'The document of this drawing has been deleted', zh: '该图纸对应的文件已被删除', ja: 'この図面の文書は削除されました' },
} as const;

export const MODEL_MESSAGES = {
  'model.notModel': { en: 'This file is not a model the viewer can open (IFC or IFCZIP)', zh: '该文件不是查看器可打开的模型（IFC 或 IFCZIP）', ja: 'このファイルはビューアーで開けるモデル（IFC または IFCZIP）ではありません' },
  'model.converting': { en: 'The model is still converting; it opens when the conversion is complete', zh: '模型仍在转换中，转换完成后即可打开', ja: 'モデルは変換中です。変換が完了すると開けます' },
  'model.convertError': { en: 'The model could not be converted; retry the conversion or download the file', zh: '模型转换失败，请重试转换或下载文件', ja: 'モデルを変換できませんでした。変換を再試行するか、ファイルをダウンロードしてください' },
  'model.notFailed': { en: 'Only a model whose conversion failed can be retried', zh: '只有转换失败的模型才能重试', ja: '再試行できるのは変換に失敗したモデルだけです' },
  'model.badElementId': { en: 'Element ids must be whole numbers', zh: '构件 ID 必须为整数', ja: '要素 ID は整数で指定してください' },
  'model.pathExpired': { en: 'The model address has expired; reopen the model', zh: '模型地址已过期，请重新打开模型', ja: 'モデルのアドレスの有効期限が切れました。モデルを開き直してください' },
  'model.whereRequired': { en: 'Send projectId (or linkId for a shared model)', zh: '请提供 projectId（共享模型请提供 linkId）', ja: 'projectId（共有モデルは linkId）を送ってください' },
} as const;
