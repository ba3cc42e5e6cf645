import { describe, expect, it } from 'vitest';
import { approvalFromQuery, documentOpening } from './target';
import { approvalLink, approvalPageLink } from '../notifications/links';

const q = (s: string) => new URLSearchParams(s);

describe('the approval an address names', () => {
  it("reads a notice's query-like targetId, as the notice drawer sends it", () => {
    const link = approvalLink('projectId=p1&approvalId=a1');
    expect(approvalFromQuery(q(link.split('?')[1]))).toEqual({ projectId: 'p1', approvalId: 'a1' });
  });
  it('reads a bare approval id, and approvalId with projectId', () => {
    expect(approvalFromQuery(q('targetId=a1&projectId=p1'))).toEqual({ projectId: 'p1', approvalId: 'a1' });
    expect(approvalFromQuery(q('approvalId=a2&projectId=p2'))).toEqual({ projectId: 'p2', approvalId: 'a2' });
  });
  it('names nothing without an approval id', () => {
    expect(approvalFromQuery(q('projectId=p1'))).toBeNull();
    expect(approvalFromQuery(q('targetId=projectId%3Dp1'))).toBeNull();
  });
  it("reads the address built for one approval (the mailed link's end)", () => {
    expect(approvalFromQuery(q(approvalPageLink('p1', 'a1').split('?')[1]))).toEqual({ projectId: 'p1', approvalId: 'a1' });
  });
});

describe('opening a reviewed document', () => {
  const doc = (name: string, fileType: string) => ({ fileId: 'f1', versionId: 'v2', name, fileType });
  const route = (r: ReturnType<typeof documentOpening>) => (r && 'route' in r ? r.route : null);

  it('opens the submitted version in the right viewer', () => {
    const pdf = route(documentOpening('p1', doc('Plan.pdf', 'pdf'), 'Harbour'))!;
    expect(pdf.startsWith('/twoviewer?')).toBe(true);
    expect(Object.fromEntries(q(pdf.split('?')[1]))).toMatchObject({ type: 'pdf', fileId: 'f1', versionId: 'v2', projectId: 'p1', projectName: 'Harbour' });
    expect(route(documentOpening('p1', doc('Ground.dxf', 'dxf')))).toContain('type=2d');
    const model = route(documentOpening('p1', doc('Pump.ifc', 'ifc')))!;
    expect(Object.fromEntries(q(model.split('?')[1]))).toMatchObject({ type: '3d', modelId: 'v2', fileId: 'f1' });
    expect(route(documentOpening('p1', doc('Spec.docx', 'docx')))).toMatch(/^\/officeEditor\?.*versionId=v2/);
  });
  it('sends text inline and other types as a download of that version', () => {
    expect(documentOpening('p1', doc('Notes.txt', 'txt'))).toEqual({ url: { fileId: 'f1', versionId: 'v2', inline: true } });
    expect(documentOpening('p1', doc('Data.zip', 'zip'))).toEqual({ url: { fileId: 'f1', versionId: 'v2', inline: false } });
  });
  it('cannot open a document whose file or version is gone', () => {
    expect(documentOpening('p1', { ...doc('Plan.pdf', 'pdf'), versionId: null })).toBeNull();
    expect(documentOpening('p1', { ...doc('Plan.pdf', 'pdf'), fileId: null })).toBeNull();
  });
});
