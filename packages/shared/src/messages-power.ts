// Server messages of the permission matrix (/protected/power-management/*, merged into MESSAGES).

export const POWER_MESSAGES = {
  'power.unknownPermission': {
    en: '"{key}" is not a permission of the catalogue (module:action)',
    zh: '“{key}”不是权限目录中的权限（模块:操作）',
    ja: '「{key}」は権限カタログにありません（モジュール:操作）',
  },
  'power.managerByRole': {
    en: 'Enterprise manager status comes from the enterprise manager role: "enterprise:edit" cannot be given or taken by a department or user override',
    zh: '企业管理员身份来自企业管理员角色：“enterprise:edit”不能通过部门或用户的单独设置授予或收回',
    ja: '企業管理者の資格は企業管理者ロールで決まります。「enterprise:edit」は部署やユーザーの個別設定では付与も取り消しもできません',
  },
  'power.outsideScope': {
    en: '"{key}" belongs to the other side: project roles take project modules, enterprise roles enterprise modules',
    zh: '“{key}”不属于此范围：项目角色只含项目模块，企业角色只含企业模块',
    ja: '「{key}」はこの範囲の権限ではありません（プロジェクトのロールはプロジェクトのモジュール、企業のロールは企業のモジュール）',
  },
  'power.changesRequired': {
    en: 'Choose at least one check box to change (check_box_click)',
    zh: '请至少选择一个要修改的勾选项（check_box_click）',
    ja: '変更するチェックボックスを 1 つ以上選んでください（check_box_click）',
  },
  'power.roleUnknown': {
    en: 'The role does not exist here',
    zh: '此处不存在该角色',
    ja: 'このロールはここにありません',
  },
  'power.roleFixed': {
    en: 'The grants of "{name}" cannot be reduced: this role may do everything',
    zh: '“{name}”的权限不能减少：该角色拥有全部权限',
    ja: '「{name}」の権限は減らせません：このロールはすべての操作ができます',
  },
  'power.subjectRequired': {
    en: 'Choose the department (orgId) or the user (userId), not both',
    zh: '请选择部门（orgId）或用户（userId），二者只能选一',
    ja: '部署（orgId）かユーザー（userId）のどちらか一方を選んでください',
  },
  'power.restoreTarget': {
    en: 'Choose the role (roleId), the department (orgId) or the user (userId) to restore, only one',
    zh: '请选择要恢复的角色（roleId）、部门（orgId）或用户（userId），只能选一个',
    ja: '元に戻すロール（roleId）、部署（orgId）、ユーザー（userId）のいずれか 1 つを選んでください',
  },
  'power.orgUnknown': {
    en: 'The department does not exist in this enterprise',
    zh: '该部门不属于此企业',
    ja: 'この部署はこの企業にありません',
  },
  'power.userUnknown': {
    en: 'The user is not a member here',
    zh: '该用户不是此处的成员',
    ja: 'このユーザーはここのメンバーではありません',
  },
  'power.noDefaults': {
    en: '"{name}" is not a built-in role and has no default grants to restore',
    zh: '“{name}”不是内置角色，没有可恢复的默认权限',
    ja: '「{name}」は組み込みロールではないため、元に戻す既定の権限がありません',
  },
  'power.scopeFlag': {
    en: 'isProjectUserManagement must be true or false',
    zh: 'isProjectUserManagement 必须为 true 或 false',
    ja: 'isProjectUserManagement は true か false にしてください',
  },
} as const;
