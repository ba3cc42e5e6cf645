// Server messages of custom fields and project types (docs/custom-fields.md; merged into
// MESSAGES). Spec 3 §5: drop-down fields need at least one option.

export const CUSTOM_FIELD_MESSAGES = {
  'cf.labelRequired': { en: 'Please enter the field name', zh: '请输入字段名称', ja: '項目名を入力してください' },
  'cf.labelDuplicate': { en: 'There are two fields named "{name}"', zh: '有两个名为“{name}”的字段', ja: '「{name}」という項目が 2 つあります' },
  'cf.keyInvalid': {
    en: 'The key of the field "{name}" must start with a letter and hold only a-z, 0-9 and _',
    zh: '字段“{name}”的键必须以字母开头，且只含 a-z、0-9 和 _',
    ja: '項目「{name}」のキーは英字で始め、a-z、0-9、_ のみを使ってください',
  },
  'cf.keyDuplicate': { en: 'Two fields have the key of "{name}"', zh: '有两个字段使用“{name}”的键', ja: '「{name}」のキーを持つ項目が 2 つあります' },
  'cf.type': {
    en: 'The field type must be text, number, date, single choice or multiple choice',
    zh: '字段类型必须为文本、数字、日期、单选或多选',
    ja: '項目の種類はテキスト、数値、日付、単一選択、複数選択のいずれかです',
  },
  'cf.optionsRequired': {
    en: 'The drop-down field "{name}" needs at least one option',
    zh: '下拉字段“{name}”至少需要一个选项',
    ja: 'ドロップダウン項目「{name}」には少なくとも 1 つの選択肢が必要です',
  },
  'cf.optionDuplicate': {
    en: 'The drop-down field "{name}" lists the option "{option}" twice',
    zh: '下拉字段“{name}”中的选项“{option}”重复',
    ja: 'ドロップダウン項目「{name}」に選択肢「{option}」が重複しています',
  },
  'cf.tooMany': { en: 'At most {max} fields', zh: '最多 {max} 个字段', ja: '項目は最大 {max} 個です' },
  'cf.unknownField': { en: 'There is no field "{name}" here', zh: '此处没有字段“{name}”', ja: 'ここに項目「{name}」はありません' },
  'cf.valueRequired': { en: '"{name}" is required', zh: '“{name}”为必填项', ja: '「{name}」は必須です' },
  'cf.valueNumber': { en: '"{name}" must be a number', zh: '“{name}”必须为数字', ja: '「{name}」には数値を入力してください' },
  'cf.valueDate': {
    en: '"{name}" must be a date (YYYY-MM-DD)',
    zh: '“{name}”必须为日期（YYYY-MM-DD）',
    ja: '「{name}」には日付（YYYY-MM-DD）を入力してください',
  },
  'cf.valueOption': {
    en: '"{name}" must be chosen from: {options}',
    zh: '“{name}”必须从以下选项中选择：{options}',
    ja: '「{name}」は次から選んでください：{options}',
  },
  'cf.valueText': { en: '"{name}" must be text', zh: '“{name}”必须为文本', ja: '「{name}」にはテキストを入力してください' },
  'cf.valueTooLong': { en: '"{name}" may have at most {max} characters', zh: '“{name}”最多 {max} 个字符', ja: '「{name}」は最大 {max} 文字です' },
  'projectType.nameRequired': { en: 'Please enter the project type name', zh: '请输入项目类型名称', ja: 'プロジェクト種別名を入力してください' },
  'projectType.exists': {
    en: 'A project type named "{name}" already exists',
    zh: '已存在名为“{name}”的项目类型',
    ja: '「{name}」というプロジェクト種別は既にあります',
  },
  'projectType.unknown': {
    en: 'The project type does not exist in this enterprise',
    zh: '该项目类型在此企业中不存在',
    ja: 'このプロジェクト種別はこの企業にありません',
  },
  'projectType.required': { en: 'Please choose the project type', zh: '请选择项目类型', ja: 'プロジェクト種別を選んでください' },
  'projectType.inUse': {
    en: 'The project type "{name}" is used by {count} project(s); give them another type first',
    zh: '项目类型“{name}”正被 {count} 个项目使用，请先为这些项目更换类型',
    ja: 'プロジェクト種別「{name}」は {count} 件のプロジェクトで使われています。先に別の種別に変更してください',
  },
  'projectType.fieldFilterNeedsType': {
    en: 'Choose a project type to filter by one of its fields',
    zh: '请先选择项目类型，再按其字段筛选',
    ja: '項目で絞り込むにはプロジェクト種別を選んでください',
  },
};
