import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

/** The signed-in page's session, for set-up calls that need no screen. */
export async function sessionOf(page: Page) {
  return page.evaluate(() => ({
    token: localStorage.getItem('token')!,
    enterprise: (JSON.parse(localStorage.getItem('userData') ?? '{}') as { enterpriseId?: string }).enterpriseId ?? '',
  }));
}

/** A JSON call as the page's user; throws on a failed envelope. */
export async function call<T>(base: string, s: { token: string; enterprise: string }, url: string, body: object): Promise<T> {
  const r = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${s.token}`, enterpriseType: s.enterprise },
    body: JSON.stringify(body),
  });
  const json = (await r.json()) as { success: boolean; msg: string; data: T };
  if (!json.success) throw new Error(`${url}: ${json.msg}`);
  return json.data;
}

/** Seeds a file through the upload call, as the upload window would; answers its id. */
export async function uploadFile(base: string, s: { token: string; enterprise: string }, projectId: string, file: string, parentId?: string): Promise<string> {
  const bytes = readFileSync(file);
  const form = new FormData();
  form.set('projectId', projectId);
  if (parentId) form.set('parentId', parentId);
  form.set('fileName', path.basename(file));
  form.set('md5', createHash('md5').update(bytes).digest('hex'));
  form.set('fileblob', new Blob([bytes]), path.basename(file));
  const r = await fetch(`${base}/protected/file/upload-dms`, {
    method: 'POST',
    headers: { authorization: `Bearer ${s.token}`, enterpriseType: s.enterprise },
    body: form,
  });
  const json = (await r.json()) as { success: boolean; msg: string; data: { file: { _id: string } } };
  if (!json.success) throw new Error(`upload failed: ${json.msg}`);
  return json.data.file._id;
}
