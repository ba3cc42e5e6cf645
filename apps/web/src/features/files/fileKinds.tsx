import {
  FileExcelOutlined,
  FileImageOutlined,
  FileOutlined,
  FilePdfOutlined,
  FilePptOutlined,
  FileTextOutlined,
  FileWordOutlined,
  FileZipOutlined,
  FolderFilled,
  BuildOutlined,
} from '@ant-design/icons';
import type { FileItem } from './types';

/** Types opened in the preview from the list (spec 2 §2; webp too, as the server serves it inline). */
export const IMAGE_TYPES = new Set(['png', 'jpeg', 'jpg', 'gif', 'webp']);
export const PDF_TYPES = new Set(['pdf']);
const MODEL_TYPES = new Set(['ifc', 'ifczip', 'rvt', 'nwd', 'nwc', 'dwg', 'dxf', 'skp', '3ds', 'fbx', 'obj']);

/** Text types the server turns into a text or table preview (/account/file-conver). */
export const DOC_TYPES = new Set(['txt', 'md', 'csv', 'tsv', 'json', 'xml', 'log', 'yaml', 'yml', 'ini']);

/** Office documents: they open on /officeEditor, as PDF when the server has LibreOffice. */
export const OFFICE_TYPES = new Set(['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'odt', 'ods', 'odp']);
export const isOffice = (f: Pick<FileItem, 'type'>) => OFFICE_TYPES.has((f.type ?? '').toLowerCase());

/** The office page of spec 2 §2 for a file. */
export function officeHref(q: { projectId: string; fileId: string; name: string; projectName?: string | null }) {
  const params = new URLSearchParams({ projectId: q.projectId, fileId: q.fileId, name: q.name });
  if (q.projectName) params.set('projectName', q.projectName);
  return `/officeEditor?${params.toString()}`;
}

/** Drawings that open in the 2D viewer (a new tab) from the list. DWG does not: no browser reader for it. */
export const DRAWING_TYPES = new Set(['dxf']);

/** Whether clicking the name opens something: a folder, an image or PDF, a DXF drawing, an office document or a text preview. */
export function opensFromList(f: Pick<FileItem, 'type'>): boolean {
  const t = (f.type ?? '').toLowerCase();
  return f.type === 'folder' || !!previewKind(f) || DOC_TYPES.has(t) || OFFICE_TYPES.has(t) || DRAWING_TYPES.has(t) || isViewerModel(f);
}

/** IFC models the 3D viewer opens (once converted; the viewer shows the conversion state). */
export const VIEWER_MODEL_TYPES = new Set(['ifc', 'ifczip']);
export const isViewerModel = (f: Pick<FileItem, 'type'>) => VIEWER_MODEL_TYPES.has((f.type ?? '').toLowerCase());

/** The viewer link of spec 2 §2 for a model file. */
export function viewerHref(f: Pick<FileItem, 'modelId' | '_id'>, projectId: string, projectName?: string | null) {
  const q = new URLSearchParams({ type: '3d', modelId: f.modelId ?? '', fileId: f._id, projectId });
  if (projectName) q.set('projectName', projectName);
  return `/viewer?${q.toString()}`;
}

/** Whether the 2D viewer (with markup) can open the file: PDF, DXF and images. */
export const opensInViewer = (f: Pick<FileItem, 'type'>) => !!previewKind(f) || DRAWING_TYPES.has((f.type ?? '').toLowerCase());

export function previewKind(f: Pick<FileItem, 'type'>): 'image' | 'pdf' | null {
  const t = (f.type ?? '').toLowerCase();
  if (IMAGE_TYPES.has(t)) return 'image';
  if (PDF_TYPES.has(t)) return 'pdf';
  return null;
}

/** File-type choices of the filter. */
export const FILE_TYPE_OPTIONS = ['pdf', 'dwg', 'dxf', 'ifc', 'rvt', 'nwd', 'docx', 'xlsx', 'pptx', 'png', 'jpg', 'zip', 'txt'];

export function FileIcon({ type }: { type: string }) {
  const t = type.toLowerCase();
  const style = { fontSize: 18 };
  if (t === 'folder') return <FolderFilled style={{ ...style, color: '#f5b83d' }} />;
  if (IMAGE_TYPES.has(t)) return <FileImageOutlined style={{ ...style, color: '#8c5ccf' }} />;
  if (PDF_TYPES.has(t)) return <FilePdfOutlined style={{ ...style, color: '#d9363e' }} />;
  if (MODEL_TYPES.has(t)) return <BuildOutlined style={{ ...style, color: '#1f4e79' }} />;
  if (['doc', 'docx'].includes(t)) return <FileWordOutlined style={{ ...style, color: '#2b579a' }} />;
  if (['xls', 'xlsx', 'csv'].includes(t)) return <FileExcelOutlined style={{ ...style, color: '#217346' }} />;
  if (['ppt', 'pptx'].includes(t)) return <FilePptOutlined style={{ ...style, color: '#d24726' }} />;
  if (['zip', 'rar', '7z'].includes(t)) return <FileZipOutlined style={{ ...style, color: '#8a6d3b' }} />;
  if (['txt', 'md'].includes(t)) return <FileTextOutlined style={style} />;
  return <FileOutlined style={style} />;
}
