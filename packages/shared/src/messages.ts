import type { Lang } from './constants';
import { IOT_MESSAGES } from './messages-iot';
import { NOTIFY_MESSAGES } from './messages-notify';
import { COMPOSITE_MESSAGES } from './messages-linked-drawings';
import { TASK_MESSAGES } from './messages-tasks';
import { TASK_PART_MESSAGES } from './messages-task-parts';
import { PROJECTTASK_MESSAGES } from './messages-task-register';
import { ISSUE_MESSAGES } from './messages-issues';
import { APPROVAL_MESSAGES } from './messages-approvals';
import { STAFF_MESSAGES } from './messages-staff';
import { DIRECTORY_MESSAGES } from './messages-directory';
import { POWER_MESSAGES } from './messages-power';
import { OPLOG_MESSAGES } from './messages-oplog';
import { ROLE_MESSAGES } from './messages-roles';
import { PROJECT_ORG_MESSAGES } from './messages-project-orgs';
import { SSO_MESSAGES } from './messages-sso';
import { PLUGIN_MESSAGES } from './messages-plugins';
import { CUSTOM_FIELD_MESSAGES } from './messages-custom-fields';
import { APP_STORE_MESSAGES } from './messages-app-store';
import { PLATFORM_MESSAGES } from './messages-platform';
import { ACL_MESSAGES, ANNOTATION_MESSAGES, CABINET_MESSAGES, MODEL_MESSAGES, SHARE_MESSAGES } from './messages-permissions';

// Messages the server sends back in `msg`, in the caller's language. The web app uses the
// same keys for validation texts so a rule and its wording live in one place.
type Catalogue = Record<string, { en: string; zh: string; ja: string }>;

export const MESSAGES = {
  ok: { en: 'Success', zh: '操作成功', ja: '成功しました' },
  'err.operationFault': { en: 'Operation fault!', zh: '操作失败！', ja: '操作に失敗しました！' },
  'err.unknown': {
    en: 'Unknown problem, please refresh the page or contact the developer',
    zh: '未知问题，请刷新页面或联系开发人员',
    ja: '不明な問題です。ページを更新するか開発者に連絡してください',
  },
  'err.notLoggedIn': {
    en: 'You are not logged in or the login is invalid, please login',
    zh: '您未登录或登录已失效，请登录',
    ja: 'ログインしていないか、ログインが無効です。ログインしてください',
  },
  'err.noPermission': { en: 'You do not have permission to operate', zh: '您没有权限操作', ja: '操作する権限がありません' },
  'err.noPermissionView': { en: 'No permission to view this page', zh: '没有权限查看此页面', ja: 'このページを表示する権限がありません' },
  'err.notFound': { en: 'The item does not exist or has been deleted', zh: '该内容不存在或已被删除', ja: '対象が存在しないか削除されました' },
  'err.routeNotFound': { en: 'No such API: {path}', zh: '接口不存在：{path}', ja: 'API が存在しません：{path}' },
  'err.validation': { en: 'Invalid input: {detail}', zh: '输入有误：{detail}', ja: '入力が正しくありません：{detail}' },
  'err.fieldInvalid': { en: '{field} is invalid', zh: '{field} 无效', ja: '{field} が無効です' },
  'err.fieldRequired': { en: '{field} is required', zh: '{field} 为必填项', ja: '{field} は必須です' },
  'err.tooLarge': { en: 'The file is too large', zh: '文件过大', ja: 'ファイルが大きすぎます' },
  'err.nulByte': {
    en: '{field} contains a NUL character (\\0), which is not allowed',
    zh: '{field} 含有不允许的空字符（\\0）',
    ja: '{field} に使用できない NUL 文字（\\0）が含まれています',
  },
  'err.badPath': { en: 'The request path is invalid', zh: '请求路径无效', ja: 'リクエストのパスが無効です' },
  'err.pathTooLong': { en: 'The request path is too long', zh: '请求路径过长', ja: 'リクエストのパスが長すぎます' },
  'err.headersTooLarge': { en: 'The request headers are too large', zh: '请求头过大', ja: 'リクエストヘッダーが大きすぎます' },
  'err.badRequest': { en: 'The request is malformed', zh: '请求格式错误', ja: 'リクエストの形式が正しくありません' },
  'err.requestTimeout': { en: 'The request took too long to arrive', zh: '请求超时', ja: 'リクエストがタイムアウトしました' },
  'err.contentType': { en: 'The request body type is not supported', zh: '不支持的请求内容类型', ja: 'サポートされていないリクエスト本文の形式です' },
  'err.multipartBoundary': {
    en: 'The multipart request has no boundary',
    zh: 'multipart 请求缺少 boundary',
    ja: 'multipart リクエストに boundary がありません',
  },
  'err.multipartMalformed': { en: 'The multipart request is malformed', zh: 'multipart 请求格式错误', ja: 'multipart リクエストの形式が正しくありません' },
  'err.fileFormat': { en: 'The file format is incorrect', zh: '文件格式不正确', ja: 'ファイル形式が正しくありません' },
  'err.rateLimited': {
    en: 'Too many attempts, please try again in {seconds} seconds',
    zh: '尝试次数过多，请 {seconds} 秒后再试',
    ja: '試行回数が多すぎます。{seconds} 秒後に再試行してください',
  },
  'auth.badCredentials': { en: 'Incorrect login name or password', zh: '登录名或密码错误', ja: 'ログイン名またはパスワードが正しくありません' },
  'auth.accountInvalid': { en: 'This account has been disabled', zh: '该账号已停用', ja: 'このアカウントは無効です' },
  'auth.notInEnterprise': { en: 'This account does not belong to the enterprise', zh: '该账号不属于此企业', ja: 'このアカウントはこの企業に所属していません' },
  'auth.sessionExpired': {
    en: 'Your session expired after inactivity, please sign in again',
    zh: '长时间未操作，登录已失效，请重新登录',
    ja: '一定時間操作がなかったため、再度ログインしてください',
  },
  'auth.codeInvalid': { en: 'The link is invalid or has expired', zh: '链接无效或已过期', ja: 'リンクが無効か期限切れです' },
  'auth.oldPasswordWrong': { en: 'The old password is incorrect', zh: '旧密码不正确', ja: '現在のパスワードが正しくありません' },
  'auth.passwordMismatch': { en: 'The two passwords do not match', zh: '两次输入的密码不一致', ja: '2 つのパスワードが一致しません' },
  'auth.resetMailSent': {
    en: 'If the account exists, a mail with a link has been sent',
    zh: '如果账号存在，设置密码的邮件已发送',
    ja: 'アカウントが存在する場合、リンク付きのメールを送信しました',
  },
  'v.password.required': { en: 'Please enter the password', zh: '请输入密码', ja: 'パスワードを入力してください' },
  'v.password.account': {
    en: 'The password must be 8 to 20 characters and mix upper case, lower case, digits and special characters',
    zh: '密码须为 8 到 20 位，并包含大写字母、小写字母、数字和特殊字符',
    ja: 'パスワードは 8〜20 文字で、大文字・小文字・数字・記号を含めてください',
  },
  'v.password.set': { en: 'The password must be 6 to 20 characters', zh: '密码须为 6 到 20 位', ja: 'パスワードは 6〜20 文字にしてください' },
  'v.password.register': { en: 'The password must be 6 to 18 characters', zh: '密码须为 6 到 18 位', ja: 'パスワードは 6〜18 文字にしてください' },
  'v.loginName.required': { en: 'Please enter the login name', zh: '请输入登录名', ja: 'ログイン名を入力してください' },
  'v.loginName.length': { en: 'The user name must be 3 to 30 characters', zh: '用户名须为 3 到 30 位', ja: 'ユーザー名は 3〜30 文字にしてください' },
  'v.loginName.chars': {
    en: 'The user name may contain letters, digits and . _ @ - only',
    zh: '用户名只能包含字母、数字和 . _ @ -',
    ja: 'ユーザー名には英数字と . _ @ - のみ使えます',
  },
  'v.email.taken': { en: 'This e-mail is already used by another account', zh: '该邮箱已被其他账号使用', ja: 'このメールアドレスは既に使われています' },
  'auth.registered': { en: 'Account created, please sign in', zh: '账号已创建，请登录', ja: 'アカウントを作成しました。ログインしてください' },
  'auth.registrationClosed': { en: 'Registration is disabled on this site', zh: '本站已关闭注册', ja: 'このサイトでは登録が無効です' },
  'v.loginName.taken': { en: 'This login name is already used', zh: '该登录名已被使用', ja: 'このログイン名は既に使われています' },
  'v.email.required': { en: 'Please enter the e-mail', zh: '请输入邮箱', ja: 'メールアドレスを入力してください' },
  'v.email.invalid': { en: 'Please enter a valid e-mail address', zh: '请输入有效的邮箱地址', ja: '有効なメールアドレスを入力してください' },
  'v.email.self': { en: 'You cannot invite yourself', zh: '不能邀请自己', ja: '自分自身を招待することはできません' },
  'v.date.invalid': { en: 'Please enter a valid date', zh: '请输入有效日期', ja: '有効な日付を入力してください' },
  'v.date.endBeforeStart': { en: 'The end date cannot be earlier than the start date', zh: '结束日期不能早于开始日期', ja: '終了日は開始日より前にできません' },
  'v.required': { en: 'This field is required', zh: '此项为必填项', ja: 'この項目は必須です' },
  'v.confirmRequired': {
    en: 'This cannot be undone: confirm the deletion to go ahead',
    zh: '此操作无法撤销，请确认删除后再继续',
    ja: 'この操作は取り消せません。削除を確認してから続行してください',
  },
  'project.deleteNameRequired': {
    en: 'Type the project name to confirm the deletion',
    zh: '请输入项目名称以确认删除',
    ja: '削除を確認するためにプロジェクト名を入力してください',
  },
  'project.deleteNameMismatch': {
    en: 'The name typed does not match the project name; the project was not deleted',
    zh: '输入的名称与项目名称不一致，项目未删除',
    ja: '入力した名前がプロジェクト名と一致しないため、プロジェクトは削除されませんでした',
  },
  'v.tooLong': { en: 'At most {max} characters', zh: '最多 {max} 个字符', ja: '最大 {max} 文字です' },
  'v.lang': { en: 'Language must be zh, ja or en', zh: '语言必须为 zh、ja 或 en', ja: '言語は zh、ja、en のいずれかです' },
  'v.autoLogout': {
    en: 'Please choose one of the offered auto-logout times',
    zh: '请选择提供的自动登出时间',
    ja: '提示された自動ログアウト時間から選んでください',
  },
  'project.groupHasProjects': {
    en: 'A project group that has projects cannot be deleted',
    zh: '项目组下存在项目，无法删除',
    ja: 'プロジェクトを含むプロジェクトグループは削除できません',
  },
  'project.enterpriseFilesNotDeleted': {
    en: "The enterprise's files are not a project and cannot be deleted",
    zh: '企业文件不是项目，无法删除',
    ja: '企業ファイルはプロジェクトではないため削除できません',
  },
  'project.alreadyMember': { en: 'You are already a member of this project', zh: '您已是该项目成员', ja: '既にこのプロジェクトのメンバーです' },
  'project.invited': { en: 'Invitations sent to {count} address(es)', zh: '已向 {count} 个邮箱发送邀请', ja: '{count} 件のアドレスに招待を送信しました' },
  'project.joined': { en: 'You have joined the project', zh: '已加入项目', ja: 'プロジェクトに参加しました' },
  'project.adminCannotRemove': { en: 'The project manager cannot be removed', zh: '项目管理员不能被移除', ja: 'プロジェクト管理者は削除できません' },
  'project.adminRoleByAdmins': {
    en: 'Only a project administrator can give or take the administrator role',
    zh: '只有项目管理员可以授予或撤销管理员角色',
    ja: '管理者ロールを付与・解除できるのはプロジェクト管理者だけです',
  },
  'project.lastAdmin': {
    en: 'A project needs at least one administrator',
    zh: '项目至少需要一名管理员',
    ja: 'プロジェクトには少なくとも 1 人の管理者が必要です',
  },
  'v.md5': { en: 'The md5 must be 32 hexadecimal characters', zh: 'md5 必须是 32 位十六进制字符', ja: 'md5 は 16 進数 32 文字で指定してください' },
  'v.size': { en: 'The size must be a whole number of bytes', zh: '大小必须是整数字节数', ja: 'サイズはバイト単位の整数で指定してください' },
  'v.uploadType': {
    en: 'The upload type must be upload, update or cover',
    zh: '上传方式必须是 upload、update 或 cover',
    ja: 'アップロード方法は upload、update、cover のいずれかです',
  },
  'v.convertTarget': { en: 'The conversion target must be preview or pdf', zh: '转换目标必须是 preview 或 pdf', ja: '変換先は preview または pdf です' },
  'v.recycleFlag': {
    en: 'is_recycle must be 1 (to the recycle bin) or 0 (restore)',
    zh: 'is_recycle 必须为 1（移入回收站）或 0（还原）',
    ja: 'is_recycle は 1（ごみ箱へ）または 0（復元）です',
  },
  'v.markName': { en: 'Please enter the label name', zh: '请输入标签名称', ja: 'ラベル名を入力してください' },
  'v.color': { en: 'The colour must look like #1677ff', zh: '颜色格式应为 #1677ff', ja: '色は #1677ff の形式で指定してください' },
  'file.nameRequired': { en: 'Please enter a name', zh: '请输入名称', ja: '名前を入力してください' },
  'file.nameForbidden': {
    en: 'The name "{name}" may not contain / \\ : * ? < > | or text direction control characters',
    zh: '名称“{name}”不能包含 / \\ : * ? < > | 或文字方向控制字符',
    ja: '名前「{name}」に / \\ : * ? < > | や文字方向の制御文字は使えません',
  },
  'file.folderExists': {
    en: 'A folder named "{name}" already exists here',
    zh: '此处已存在名为“{name}”的文件夹',
    ja: '「{name}」という名前のフォルダーは既にあります',
  },
  'file.nameTaken': {
    en: 'An item named "{name}" already exists in the target folder',
    zh: '目标文件夹中已存在名为“{name}”的项目',
    ja: '移動先に「{name}」という名前の項目が既にあります',
  },
  'file.noDownloadToCopy': {
    en: 'You may not download "{name}", so you may not copy it',
    zh: '您没有下载“{name}”的权限，因此不能复制它',
    ja: '「{name}」をダウンロードする権限がないため、コピーできません',
  },
  'file.noDownloadToMove': {
    en: 'You may not download "{name}", so you may not move it to another folder',
    zh: '您没有下载“{name}”的权限，因此不能将其移动到其他文件夹',
    ja: '「{name}」をダウンロードする権限がないため、別のフォルダーへ移動できません',
  },
  'file.noDownloadToCabinet': {
    en: 'You may not download "{name}", so you may not add it to a cabinet',
    zh: '您没有下载“{name}”的权限，因此不能将其加入图柜',
    ja: '「{name}」をダウンロードする権限がないため、キャビネットに追加できません',
  },
  'cabinet.noDownloadToMove': {
    en: 'You may not download the drawings of "{name}", so you may not move them to another cabinet',
    zh: '您没有下载“{name}”中图纸的权限，因此不能将其移动到其他图柜',
    ja: '「{name}」の図面をダウンロードする権限がないため、別のキャビネットへ移動できません',
  },
  'file.moveIntoSelf': {
    en: 'A folder cannot be moved or copied into itself',
    zh: '文件夹不能移动或复制到自身内部',
    ja: 'フォルダーをそれ自身の中へ移動・コピーすることはできません',
  },
  'file.notInRecycle': {
    en: 'Only items in the recycle bin can be deleted permanently',
    zh: '只能彻底删除回收站中的项目',
    ja: '完全に削除できるのはごみ箱の項目だけです',
  },
  'file.notAFile': {
    en: 'This action needs a file, not a folder',
    zh: '此操作需要选择文件而不是文件夹',
    ja: 'この操作にはフォルダーではなくファイルが必要です',
  },
  'file.markExists': { en: 'A label named "{name}" already exists', zh: '标签“{name}”已存在', ja: '「{name}」というラベルは既にあります' },
  'file.versionDeleted': { en: 'The version was deleted', zh: '版本已删除', ja: 'バージョンを削除しました' },
  'file.lastVersionDeletesFile': {
    en: 'That was the only version: the file was moved to the recycle bin',
    zh: '这是唯一的版本，文件已移入回收站',
    ja: '唯一のバージョンだったため、ファイルをごみ箱に移動しました',
  },
  'upload.md5Mismatch': {
    en: 'The file arrived damaged (checksum mismatch); please upload it again',
    zh: '文件传输损坏（校验值不一致），请重新上传',
    ja: 'ファイルが破損して届きました（チェックサム不一致）。もう一度アップロードしてください',
  },
  'upload.tooLarge': { en: 'Upload size exceeds the limit: {size}', zh: '上传文件大小超出限制：{size}', ja: 'アップロードサイズが上限を超えています：{size}' },
  'upload.tooMany': { en: 'Upload count exceeds the limit: {count}', zh: '上传文件数量超出限制：{count}', ja: 'アップロード数が上限を超えています：{count}' },
  'upload.quota': {
    en: 'Not enough storage left in the enterprise ({free} free)',
    zh: '企业存储空间不足（剩余 {free}）',
    ja: '企業のストレージ容量が不足しています（残り {free}）',
  },
  'upload.coverInCabinet': {
    en: 'This file is in a drawing cabinet and cannot be covered',
    zh: '该文件已在图纸柜中，不能覆盖',
    ja: 'このファイルは図面キャビネットにあるため上書きできません',
  },
  'upload.noFile': {
    en: 'No file was sent (field fileblob after the other fields)',
    zh: '未收到文件（fileblob 字段须在其他字段之后）',
    ja: 'ファイルが送信されていません（fileblob は他の項目の後に送ってください）',
  },
  'upload.offsetMismatch': {
    en: 'The upload continues at byte {offset}',
    zh: '上传应从第 {offset} 字节继续',
    ja: 'アップロードは {offset} バイト目から再開してください',
  },
  'upload.sizeMismatch': { en: 'The file is not the announced size', zh: '文件大小与声明不一致', ja: 'ファイルサイズが申告と一致しません' },
  'upload.policyExpired': {
    en: 'The upload permission has expired or was used; please upload again',
    zh: '上传授权已过期或已使用，请重新上传',
    ja: 'アップロードの許可が期限切れか使用済みです。もう一度アップロードしてください',
  },
  'upload.notReceived': {
    en: 'The file for this upload has not been received yet',
    zh: '尚未收到此次上传的文件',
    ja: 'このアップロードのファイルはまだ届いていません',
  },
  'meta.fieldHasValues': {
    en: 'Removing the field "{name}" also deletes its values on {count} file(s). Remove it anyway?',
    zh: '删除字段“{name}”将同时删除 {count} 个文件中的值。仍要删除吗？',
    ja: 'フィールド「{name}」を削除すると、{count} 件のファイルの値も削除されます。削除しますか？',
  },
  'zip.empty': { en: 'Pack zip error: there is no file to pack', zh: '打包失败：没有可打包的文件', ja: 'ZIP 作成エラー：まとめるファイルがありません' },
  'zip.tooMany': {
    en: 'Pack zip error: at most {limit} files can be packed at once',
    zh: '打包失败：一次最多打包 {limit} 个文件',
    ja: 'ZIP 作成エラー：一度にまとめられるのは {limit} ファイルまでです',
  },
  'zip.tooLarge': {
    en: 'Pack zip error: at most {limit} can be packed at once',
    zh: '打包失败：一次最多打包 {limit}',
    ja: 'ZIP 作成エラー：一度にまとめられるのは {limit} までです',
  },
  'zip.expired': { en: 'This pack has expired (packs are kept 3 days)', zh: '打包文件已过期（保留 3 天）', ja: 'この ZIP は期限切れです（保存期間は 3 日）' },
  'download.expired': {
    en: 'This download link has expired; please download again from the file list',
    zh: '下载链接已过期，请从文件列表重新下载',
    ja: 'ダウンロードリンクの期限が切れました。ファイル一覧からもう一度ダウンロードしてください',
  },
  'meta.templateNameRequired': { en: 'Please enter the template name', zh: '请输入模板名称', ja: 'テンプレート名を入力してください' },
  'meta.templateExists': {
    en: 'A metadata template named "{name}" already exists in this project',
    zh: '本项目已存在名为“{name}”的元数据模板',
    ja: 'このプロジェクトには「{name}」というメタデータテンプレートが既にあります',
  },
  'meta.fieldsRequired': { en: 'A template needs at least one field', zh: '模板至少需要一个字段', ja: 'テンプレートには少なくとも 1 つの項目が必要です' },
  'meta.fieldNameRequired': { en: 'Please enter the field name', zh: '请输入字段名称', ja: '項目名を入力してください' },
  'meta.fieldType': {
    en: 'The field type must be text, number, date or select',
    zh: '字段类型必须为文本、数字、日期或选项',
    ja: '項目の種類はテキスト、数値、日付、選択のいずれかです',
  },
  'meta.fieldNameDuplicate': {
    en: 'The template has two fields named "{name}"',
    zh: '模板中有两个名为“{name}”的字段',
    ja: 'テンプレートに「{name}」という項目が 2 つあります',
  },
  'meta.optionsRequired': {
    en: 'The select field "{name}" needs at least one option',
    zh: '选项字段“{name}”至少需要一个选项',
    ja: '選択項目「{name}」には少なくとも 1 つの選択肢が必要です',
  },
  'meta.optionDuplicate': {
    en: 'The select field "{name}" lists the option "{option}" twice',
    zh: '选项字段“{name}”中的选项“{option}”重复',
    ja: '選択項目「{name}」に選択肢「{option}」が重複しています',
  },
  'meta.unknownField': {
    en: 'The field "{field}" is not part of this metadata template',
    zh: '字段“{field}”不属于此元数据模板',
    ja: '項目「{field}」はこのメタデータテンプレートにありません',
  },
  'meta.fieldTypeLocked': {
    en: 'The type of the field "{name}" cannot be changed: {count} file(s) have a value for it',
    zh: '字段“{name}”已被 {count} 个文件使用，不能修改类型',
    ja: '項目「{name}」は {count} 件のファイルで使われているため、種類を変更できません',
  },
  'meta.optionInUse': {
    en: 'The option "{option}" of the field "{name}" is used by {count} file(s) and cannot be removed',
    zh: '字段“{name}”的选项“{option}”已被 {count} 个文件使用，不能删除',
    ja: '項目「{name}」の選択肢「{option}」は {count} 件のファイルで使われているため削除できません',
  },
  'meta.valueRequired': { en: '"{name}" is required', zh: '“{name}”为必填项', ja: '「{name}」は必須です' },
  'meta.valueNumber': { en: '"{name}" must be a number', zh: '“{name}”必须为数字', ja: '「{name}」には数値を入力してください' },
  'meta.valueDate': {
    en: '"{name}" must be a date (YYYY-MM-DD)',
    zh: '“{name}”必须为日期（YYYY-MM-DD）',
    ja: '「{name}」には日付（YYYY-MM-DD）を入力してください',
  },
  'meta.valueOption': {
    en: '"{name}" must be one of: {options}',
    zh: '“{name}”必须为以下选项之一：{options}',
    ja: '「{name}」は次のいずれかにしてください：{options}',
  },
  'meta.valueTooLong': { en: '"{name}" may have at most {max} characters', zh: '“{name}”最多 {max} 个字符', ja: '「{name}」は最大 {max} 文字です' },
  'meta.valueText': { en: '"{name}" must be text', zh: '“{name}”必须为文本', ja: '「{name}」にはテキストを入力してください' },
  'meta.conditionRange': {
    en: 'The field "{name}" can be searched by value only, not by a range',
    zh: '字段“{name}”只能按值搜索，不能按范围搜索',
    ja: '項目「{name}」は値でのみ検索でき、範囲では検索できません',
  },
  'contact.noneChosen': { en: 'Please choose at least one file to link', zh: '请至少选择一个要关联的文件', ja: '関連付けるファイルを 1 つ以上選んでください' },
  'contact.self': { en: 'A file cannot be linked to itself', zh: '文件不能关联自身', ja: 'ファイルをそれ自身に関連付けることはできません' },
  'contact.exists': { en: 'These files are already linked', zh: '这些文件已关联', ja: 'これらのファイルは既に関連付けられています' },
  'contact.fileMissing': {
    en: 'A file to link does not exist, was deleted or belongs to another project',
    zh: '要关联的文件不存在、已删除或属于其他项目',
    ja: '関連付けるファイルが存在しないか、削除されたか、別のプロジェクトのものです',
  },
  'enterprise.logoTooLarge': { en: 'The logo must be smaller than 521 KB', zh: 'Logo 须小于 521KB', ja: 'ロゴは 521KB 未満にしてください' },
  'enterprise.noAccess': { en: 'You are not a member of this enterprise', zh: '您不是该企业的成员', ja: 'この企業のメンバーではありません' },
  'mail.setPassword.subject': { en: 'Set your Trestle password', zh: '设置您的 Trestle 密码', ja: 'Trestle のパスワードを設定してください' },
  'mail.setPassword.body': {
    en: 'Hello {name},\n\nOpen this link to set your password (valid for 3 days):\n{link}\n',
    zh: '{name}，您好：\n\n请打开以下链接设置密码（3 天内有效）：\n{link}\n',
    ja: '{name} 様\n\n次のリンクからパスワードを設定してください（3 日間有効）：\n{link}\n',
  },
  'mail.invite.subject': {
    en: '{inviter} invited you to the project {project}',
    zh: '{inviter} 邀请您加入项目 {project}',
    ja: '{inviter} さんがプロジェクト {project} に招待しました',
  },
  'mail.invite.body': {
    en: 'Hello,\n\n{inviter} invited you to join the project "{project}" on Trestle.\nOpen this link to join:\n{link}\n{extra}',
    zh: '您好：\n\n{inviter} 邀请您加入 Trestle 上的项目“{project}”。\n请打开以下链接加入：\n{link}\n{extra}',
    ja: 'こんにちは。\n\n{inviter} さんが Trestle のプロジェクト「{project}」に招待しました。\n次のリンクから参加してください：\n{link}\n{extra}',
  },
  'mail.invite.setPassword': {
    en: 'An account was created for you. Set your password first: {link}',
    zh: '已为您创建账号，请先设置密码：{link}',
    ja: 'アカウントを作成しました。先にパスワードを設定してください：{link}',
  },
  ...ACL_MESSAGES,
  ...SHARE_MESSAGES,
  ...CABINET_MESSAGES,
  ...MODEL_MESSAGES,
  ...IOT_MESSAGES,
  ...NOTIFY_MESSAGES,
  ...ANNOTATION_MESSAGES,
  ...COMPOSITE_MESSAGES,
  ...TASK_MESSAGES,
  ...TASK_PART_MESSAGES,
  ...PROJECTTASK_MESSAGES,
  ...ISSUE_MESSAGES,
  ...APPROVAL_MESSAGES,
  ...STAFF_MESSAGES,
  ...POWER_MESSAGES,
  ...OPLOG_MESSAGES,
  ...ROLE_MESSAGES,
  ...PROJECT_ORG_MESSAGES,
  ...DIRECTORY_MESSAGES,
  ...SSO_MESSAGES,
  ...PLUGIN_MESSAGES,
  ...CUSTOM_FIELD_MESSAGES,
  ...APP_STORE_MESSAGES,
  ...PLATFORM_MESSAGES,
  'mail.sendFailed': {
    en: 'The mail could not be sent, please try again later or contact the administrator',
    zh: '邮件发送失败，请稍后重试或联系管理员',
    ja: 'メールを送信できませんでした。しばらくしてから再試行するか、管理者に連絡してください',
  },
} satisfies Catalogue;

export type MessageKey = keyof typeof MESSAGES;

export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(MESSAGES, key);
}

export function translate(key: MessageKey, lang: Lang, params: Record<string, string | number> = {}): string {
  return translateIfKey(key, lang, params);
}

/**
 * For a key that arrives as data, such as a zod issue's message (zod holds it as a string):
 * the text of the key, or the string itself when it is no key.
 */
export function translateIfKey(key: string, lang: Lang, params: Record<string, string | number> = {}): string {
  const entry = isMessageKey(key) ? MESSAGES[key] : undefined;
  const text = entry ? entry[lang] : key;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}
