// Server messages of project organisations, the platform's project-staff calls and the
// enterprise's management figures (merged into MESSAGES; docs/project-organisations.md).

export const PROJECT_ORG_MESSAGES = {
  'projectorg.nameRequired': { en: 'Please enter the organisation name', zh: '请输入组织名称', ja: '組織名を入力してください' },
  'projectorg.nameTooLong': {
    en: 'The organisation name can have at most 100 characters',
    zh: '组织名称最多 100 个字符',
    ja: '組織名は 100 文字以内で入力してください',
  },
  'projectorg.remarkTooLong': { en: 'The remark can have at most 500 characters', zh: '备注最多 500 个字符', ja: '備考は 500 文字以内で入力してください' },
  'projectorg.idRequired': { en: 'Choose an organisation', zh: '请选择组织', ja: '組織を選んでください' },
  'projectorg.exists': {
    en: 'An organisation named "{name}" already exists in this project',
    zh: '此项目中已存在名为“{name}”的组织',
    ja: 'このプロジェクトには「{name}」という組織が既にあります',
  },
  'projectorg.unknown': {
    en: 'The organisation does not exist in this project',
    zh: '该组织在此项目中不存在',
    ja: 'この組織はこのプロジェクトにありません',
  },
  'projectorg.hasPeople': { en: 'An organisation with people cannot be deleted', zh: '组织下有人员，无法删除', ja: 'メンバーがいる組織は削除できません' },
  'projectorg.notMember': {
    en: 'Only members of this project can be assigned to its organisations',
    zh: '只能将本项目的成员分配到其组织',
    ja: 'このプロジェクトのメンバーのみ組織に割り当てられます',
  },
  'projectorg.added': { en: 'Organisation added', zh: '组织已添加', ja: '組織を追加しました' },
  'projectorg.updated': { en: 'Organisation updated', zh: '组织已更新', ja: '組織を更新しました' },
  'projectorg.deleted': { en: 'Organisation deleted', zh: '组织已删除', ja: '組織を削除しました' },
  'projectstaff.userRequired': { en: 'Choose a staff member', zh: '请选择员工', ja: 'スタッフを選んでください' },
  'projectstaff.projectsRequired': { en: 'Choose at least one project', zh: '请至少选择一个项目', ja: 'プロジェクトを 1 つ以上選んでください' },
  'projectstaff.notStaff': {
    en: 'The person is not a staff member of this enterprise',
    zh: '此人不是本企业的员工',
    ja: 'この人はこの企業のスタッフではありません',
  },
  'projectstaff.projectUnknown': {
    en: 'The project does not exist in this enterprise',
    zh: '该项目在本企业中不存在',
    ja: 'このプロジェクトはこの企業にありません',
  },
  'projectstaff.notMember': {
    en: 'The person is not a member of this project',
    zh: '此人不是该项目的成员',
    ja: 'この人はこのプロジェクトのメンバーではありません',
  },
  'projectstaff.added': {
    en: 'Added to {count} project(s)',
    zh: '已添加到 {count} 个项目',
    ja: '{count} 件のプロジェクトに追加しました',
  },
  'projectstaff.updated': { en: 'Project member updated', zh: '项目成员已更新', ja: 'プロジェクトメンバーを更新しました' },
  'projectstaff.removed': { en: 'Removed from the project', zh: '已从项目中移除', ja: 'プロジェクトから外しました' },
} as const;
