// Server messages of the app store and websites (docs/app-store.md; merged into MESSAGES).
// Spec 3 §5: an application URL must be a valid address.

export const APP_STORE_MESSAGES = {
  'website.nameRequired': { en: 'Please enter the app name', zh: '请输入应用名称', ja: 'アプリ名を入力してください' },
  'website.urlRequired': { en: 'Please enter the app address', zh: '请输入应用地址', ja: 'アプリのアドレスを入力してください' },
  'website.urlHttps': {
    en: 'The address must be a valid https:// address',
    zh: '地址必须是有效的 https:// 地址',
    ja: 'アドレスは有効な https:// アドレスにしてください',
  },
  'website.tagRequired': { en: 'A tag cannot be empty', zh: '标签不能为空', ja: 'タグは空にできません' },
  'website.exists': { en: 'A web app named "{name}" already exists', zh: '已存在名为“{name}”的网页应用', ja: '「{name}」という Web アプリは既にあります' },
  'website.deleted': { en: 'Web app deleted', zh: '网页应用已删除', ja: 'Web アプリを削除しました' },
  'apps.unknown': { en: 'There is no app "{key}" in the app store', zh: '应用商店中没有应用“{key}”', ja: 'アプリストアにアプリ「{key}」はありません' },
  'apps.notEnabled': {
    en: 'The app "{key}" is not enabled for the enterprise\'s projects',
    zh: '应用“{key}”未对企业项目启用',
    ja: 'アプリ「{key}」は企業のプロジェクトで有効になっていません',
  },
  'apps.adminsOnly': {
    en: 'Only the project administrator chooses the apps of the project home',
    zh: '只有项目管理员可以选择项目首页的应用',
    ja: 'プロジェクトホームのアプリを選べるのはプロジェクト管理者だけです',
  },
};
