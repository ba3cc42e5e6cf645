import type { z } from 'zod';
import type { shareListBody } from '@trestle/shared/share-schemas';
import { callRoute, callRouteEnvelope } from '../../api/callRoute';
import { contracts } from '@trestle/shared/contracts';

// Calls of share links (docs/sharing-permissions.md "Share links").

export type { ShareInfo, ShareLink } from '@trestle/shared/share-responses';

export interface ShareSettings {
  validDays: number;
  identities: ('user' | 'guest')[];
  code: string | null;
  allowDownload: boolean;
}

/** The full address of a link, to copy and send. */
export const linkAddress = (linkId: string) => `${window.location.origin}${window.location.pathname}#/share_page/${linkId}`;

export const shareKeys = {
  /** Every page of the project's share list. */
  lists: (projectId: string) => ['shares', projectId] as const,
  list: (projectId: string, pageNum: number, state: string, name: string) => ['shares', projectId, pageNum, state, name] as const,
  info: (linkId: string) => ['share-info', linkId] as const,
  files: (linkId: string, grant: string | null, parentId: string | null, pageNum: number) => ['share-files', linkId, grant, parentId, pageNum] as const,
};

export const createShare = (projectId: string, fileIds: string[], s: ShareSettings) =>
  callRoute(contracts.createNewshareLink, { projectId, fileIds, ...s, code: s.code ?? '' });
export const updateShare = (projectId: string, linkId: string, s: ShareSettings) =>
  callRoute(contracts.updateShareInfo, { projectId, linkId, ...s, code: s.code ?? '' });
export const cancelShares = (projectId: string, linkIds: string[]) => callRoute(contracts.batchCancellShareLink, { projectId, linkIds });
export const deleteShares = (projectId: string, linkIds: string[]) => callRoute(contracts.deleteShareList, { projectId, linkIds });

/** A share's state as the list filters it; '' for every state. */
export type ShareStateFilter = NonNullable<z.input<typeof shareListBody>['state']> | '';

export async function shareList(projectId: string, q: { pageNum: number; state?: ShareStateFilter; name?: string }) {
  const env = await callRouteEnvelope(contracts.getShareList, {
    projectId,
    pageSize: 10,
    ...q,
    state: q.state || undefined,
    name: q.name || undefined,
  });
  return { list: env.data.list, total: env.pageTotal ?? env.data.list.length };
}

// Visitor side: the grant from check-code goes in the `share` header.

const grantKey = (linkId: string) => `share:${linkId}`;
export const storedGrant = (linkId: string) => sessionStorage.getItem(grantKey(linkId));
export const forgetGrant = (linkId: string) => sessionStorage.removeItem(grantKey(linkId));

export const shareInfo = (linkId: string) => callRoute(contracts.getShareInfo, { linkId });

export async function checkCode(linkId: string, code: string) {
  const r = await callRoute(contracts.checkCode, { linkId, code });
  sessionStorage.setItem(grantKey(linkId), r.shareToken);
  return r.shareToken;
}

const asVisitor = (grant: string) => ({ headers: { share: grant } });

export async function sharedFiles(linkId: string, grant: string, parentId: string | null, pageNum: number) {
  const env = await callRouteEnvelope(contracts.getFileList, { linkId, parentId, pageNum, pageSize: 25 }, asVisitor(grant));
  return { ...env.data, total: env.pageTotal ?? env.data.list.length };
}
export const viewShared = (linkId: string, grant: string, fileId: string) => callRoute(contracts.shareViewFile, { linkId, fileId }, asVisitor(grant));
export const sharedDownloadUrl = (linkId: string, grant: string, fileId: string) => callRoute(contracts.shareDownloadUrl, { linkId, fileId }, asVisitor(grant));

/** Body codes of dead links (docs/sharing-permissions.md). */
export const SHARE_CODES = { invalid: 9101, wrongCode: 9102, deleted: 9103, loginRequired: 9104 } as const;
