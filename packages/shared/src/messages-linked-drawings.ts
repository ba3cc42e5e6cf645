// Server messages of the composite-link calls (merged into MESSAGES).

export const COMPOSITE_MESSAGES = {
  'composite.drawingRequired': {
    en: 'Send the drawing file (drawingFileId), or null to remove the link',
    zh: '请提供图纸文件（drawingFileId），或以 null 删除关联',
    ja: '図面ファイル（drawingFileId）を送るか、リンクを外すには null を送ってください',
  },
  'composite.page': { en: 'The page must be a whole number from 1', zh: '页码必须为从 1 开始的整数', ja: 'ページは 1 以上の整数にしてください' },
  'composite.region': {
    en: 'The region must lie inside the drawing (x, y, width, height as fractions from 0 to 1)',
    zh: '区域必须位于图纸内（x、y、width、height 为 0 到 1 之间的比例）',
    ja: '範囲は図面の内側にしてください（x、y、width、height は 0〜1 の割合）',
  },
  'composite.pageNotPdf': { en: 'Only a PDF drawing has pages', zh: '只有 PDF 图纸才有页码', ja: 'ページがあるのは PDF の図面だけです' },
  'composite.notDrawing': {
    en: 'A drawing must be a PDF, DXF or image file',
    zh: '图纸必须为 PDF、DXF 或图片文件',
    ja: '図面は PDF、DXF、画像のいずれかのファイルにしてください',
  },
  'composite.drawingGone': {
    en: 'The drawing does not exist or is in the recycle bin',
    zh: '图纸不存在或已在回收站中',
    ja: '図面が存在しないか、ごみ箱にあります',
  },
  'composite.unknownElement': { en: 'The model has no element with this id', zh: '模型中没有该 ID 的构件', ja: 'モデルにこの ID の要素はありません' },
  'composite.noLink': { en: 'This element is not linked to a drawing', zh: '该构件尚未关联图纸', ja: 'この要素は図面にリンクされていません' },
  'composite.readOnly': {
    en: 'Shared models are read-only: drawing links can only be viewed',
    zh: '共享的模型为只读：只能查看图纸关联',
    ja: '共有されたモデルは読み取り専用です。図面リンクは閲覧のみできます',
  },
  'composite.picGone': { en: 'The picture does not exist or has been deleted', zh: '图片不存在或已被删除', ja: '画像が存在しないか削除されました' },
} as const;
