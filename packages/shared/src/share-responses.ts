import { z } from 'zod';
import { isoTime } from './common-responses';
import { fileItem, pathEntry, viewFile } from './file-responses';
import { SHARE_IDENTITIES } from './share-schemas';

// What the share link calls answer (the `data` of the envelope; docs/sharing-permissions.md
// "Share links"), for their creators and for visitors. Checked by the server in every test run
// (http/route.ts `output`); the web takes its types from here.

/** A link as its creators' lists show it (shares/service.ts present). */
export const shareLink = z.object({
  linkId: z.string(),
  url: z.string(),
  name: z.string(),
  /** The shared items; `type` is 'folder' or the file's extension (null without one). */
  items: z.array(z.object({ fileId: z.string(), name: z.string(), type: z.string().nullable(), deleted: z.boolean() })),
  createUser: z.string(),
  createUserName: z.string(),
  createTime: isoTime,
  updateTime: isoTime,
  expiresAt: isoTime.nullable(),
  validDays: z.number(),
  identities: z.array(z.enum(SHARE_IDENTITIES)),
  code: z.string().nullable(),
  hasCode: z.boolean(),
  allowDownload: z.boolean(),
  state: z.enum(['active', 'expired', 'cancelled']),
  visits: z.number(),
  downloads: z.number(),
});
export type ShareLink = z.infer<typeof shareLink>;

/** get-share-list: a page of links. */
export const shareLinkPage = z.object({ list: z.array(shareLink), total: z.number() });
export type ShareLinkPage = z.infer<typeof shareLinkPage>;

/** delete-share-list and batch-cancell-share-link: how many links were ended. */
export const sharesEnded = z.object({ count: z.number() });
export type SharesEnded = z.infer<typeof sharesEnded>;

/** get-share-info: what a visitor sees before the code. */
export const shareInfo = z.object({
  linkId: z.string(),
  projectId: z.string(),
  name: z.string(),
  creatorName: z.string(),
  projectName: z.string(),
  enterpriseName: z.string(),
  logo: z.string().nullable(),
  expiresAt: isoTime.nullable(),
  needCode: z.boolean(),
  identities: z.array(z.enum(SHARE_IDENTITIES)),
  allowDownload: z.boolean(),
  itemCount: z.number(),
});
export type ShareInfo = z.infer<typeof shareInfo>;

/** check-code: the grant the visitor sends back in the `share` header. */
export const shareGrant = z.object({ shareToken: z.string(), expiresAt: isoTime });
export type ShareGrant = z.infer<typeof shareGrant>;

/** get-file-list: a page of the link's items, or of a folder inside them, with its path. */
export const sharedFilePage = z.object({ list: z.array(fileItem), total: z.number(), path: z.array(pathEntry), allowDownload: z.boolean() });
export type SharedFilePage = z.infer<typeof sharedFilePage>;

/** view-file: how to open the file, with a preview URL for images and PDF. */
export const sharedView = viewFile;
export type SharedView = z.infer<typeof sharedView>;

/** download-url: a short-lived ticket URL of the file's current version. */
export const sharedDownloadUrl = z.object({ url: z.string(), expiresAt: isoTime, name: z.string(), size: z.number() });
export type SharedDownloadUrl = z.infer<typeof sharedDownloadUrl>;
