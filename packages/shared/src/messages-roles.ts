// Server messages of role administration (add/update/delete roles, role assignment, the
// platform role groups; docs/roles.md). Merged into MESSAGES.

export const ROLE_MESSAGES = {
  'role.nameRequired': {
    en: 'Please enter the role name (at most 50 characters)',
    zh: '请输入角色名称（最多 50 个字符）',
    ja: 'ロール名を入力してください（最大 50 文字）',
  },
  'role.level': {
    en: 'The level must be a whole number from 0 to 99',
    zh: '级别必须是 0 到 99 之间的整数',
    ja: 'レベルは 0〜99 の整数にしてください',
  },
  'role.unknown': {
    en: 'The role does not exist in this project or enterprise',
    zh: '该角色在此项目或企业中不存在',
    ja: 'このロールはこのプロジェクトまたは企業にありません',
  },
  'role.nameTaken': { en: 'A role named "{name}" already exists here', zh: '此处已有名为“{name}”的角色', ja: 'ロール「{name}」は既にあります' },
  'role.builtIn': {
    en: 'The built-in role "{name}" cannot be deleted',
    zh: '内置角色“{name}”不能删除',
    ja: '組み込みロール「{name}」は削除できません',
  },
  'role.inUse': {
    en: 'Holders of the role "{name}": {count}. Choose the role they move to (moveTo) and delete again',
    zh: '角色“{name}”的持有人数：{count}。请选择他们要转入的角色（moveTo）后再删除',
    ja: 'ロール「{name}」の保有者数：{count}。移動先のロール（moveTo）を選んでからもう一度削除してください',
  },
  'role.moveToSelf': {
    en: 'The holders must move to another role of the same project or enterprise',
    zh: '持有人必须转入同一项目或企业的其他角色',
    ja: '保有者は同じプロジェクトまたは企業の別のロールに移してください',
  },
  'role.notHolder': {
    en: 'The person is not a member of this project or enterprise',
    zh: '此人不是该项目或企业的成员',
    ja: 'この人はこのプロジェクトまたは企業のメンバーではありません',
  },
  'role.builtInLevel': {
    en: 'The built-in role "{name}" keeps its level',
    zh: '内置角色“{name}”的级别不能修改',
    ja: '組み込みロール「{name}」のレベルは変更できません',
  },
  'role.managerRoleByManagers': {
    en: 'Only an enterprise manager may give or take the enterprise manager role',
    zh: '只有企业管理员可以授予或收回企业管理员角色',
    ja: '企業管理者ロールの付与・解除は企業管理者のみが行えます',
  },
  'role.lastManager': {
    en: 'The enterprise needs at least one manager: give the manager role to someone else first',
    zh: '企业至少需要一名管理员：请先将管理员角色授予其他人',
    ja: '企業には少なくとも 1 人の管理者が必要です。先に他の人に管理者ロールを付与してください',
  },
  'role.managerOnly': {
    en: 'Only an enterprise manager or a system manager may see the role groups',
    zh: '只有企业管理员或系统管理员可以查看角色组',
    ja: 'ロールグループを見られるのは企業管理者またはシステム管理者のみです',
  },
  'role.added': { en: 'Role added', zh: '角色已添加', ja: 'ロールを追加しました' },
  'role.updated': { en: 'Role saved', zh: '角色已保存', ja: 'ロールを保存しました' },
  'role.deleted': { en: 'Role deleted', zh: '角色已删除', ja: 'ロールを削除しました' },
  'role.assigned': { en: 'Roles saved', zh: '角色已保存', ja: 'ロールを保存しました' },
} as const;
