import type { z } from 'zod';
import { defineContract, noInput } from './route-contract';
import { noData } from './common-responses';
import {
  addNoticeBody,
  addUpdateLogBody,
  deleteNoticeBody,
  deleteUpdateLogBody,
  markNoticesSeenBody,
  noticePageBody,
  updateNoticeBody,
  updateUpdateLogBody,
} from './notice-schemas';
import { currentNotices, markedSeen, noticePage, noticeRow } from './notice-responses';
import { updateLogEntry } from './updatelog-responses';

// The notices' calls at the spec's paths (endpoints.tsv area notice: no base path shown), the
// reader's two designed calls, and the update log's management (docs/notices.md).
const post = <I extends z.ZodType, O extends z.ZodType>(url: string, input: I, output: O) => defineContract({ method: 'POST', url, input, output });

export const noticeContracts = {
  getNoticePage: post('/getNoticePage', noticePageBody, noticePage),
  addNotice: post('/addNotice', addNoticeBody, noticeRow),
  updateNotice: post('/updateNotice', updateNoticeBody, noticeRow),
  deleteNotice: post('/deleteNotice', deleteNoticeBody, noData),
  getCurrentNotices: post('/protected/notice/get-current', noInput, currentNotices),
  markNoticesSeen: post('/protected/notice/mark-seen', markNoticesSeenBody, markedSeen),
  addUpdateLog: post('/protected/add-update-log', addUpdateLogBody, updateLogEntry),
  updateUpdateLog: post('/protected/update-update-log', updateUpdateLogBody, updateLogEntry),
  deleteUpdateLog: post('/protected/delete-update-log', deleteUpdateLogBody, noData),
};
