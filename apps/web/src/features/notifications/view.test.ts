import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { APPROVAL_NOTICE_ACTIONS, TASK_NOTICE_ACTIONS } from '@trestle/shared/task-schemas';
import type { Notice } from './api';
import { approvalLink, noticeLink, taskBoardLink } from './links';
import { abbreviation, colourOf, toNoticeView, toNoticeViews } from './view';

const locales = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../i18n/locales');
const ns = (lang: string) => JSON.parse(readFileSync(path.join(locales, lang, 'notifications.json'), 'utf8'));

const users = [{ id: 'u1', name: 'Paula Admin', loginName: 'padmin' }];
// No parsed target: the fallback that reads targetId is what most of these go through.
const notice = (o: Partial<Notice> = {}): Notice => ({
  userNotifyId: 'n1',
  notifyId: 'g1',
  userId: 'me',
  target: undefined as unknown as Notice['target'],
  targetId: 'projectId=p1&appType=tapd&boardId=b1&taskId=t1',
  targetType: 'task',
  actionType: 'add',
  content: 'Pour slab',
  sender: 'u1',
  createAt: '2026-11-23T08:00:00.000Z',
  isReadNumber: 1,
  subject: 'Pour slab',
  projectName: 'Harbour View',
  ...o,
});

describe('notice titles (spec 1 §4)', () => {
  it('has a title in en, zh and ja for every task action and every approval action', () => {
    for (const lang of ['en', 'zh', 'ja']) {
      const titles = ns(lang).title;
      for (const a of TASK_NOTICE_ACTIONS) expect(titles.task[a], `${lang} task.${a}`).toBeTruthy();
      for (const a of APPROVAL_NOTICE_ACTIONS) expect(titles.approval[a], `${lang} approval.${a}`).toBeTruthy();
    }
  });
  it('picks the title by target type and action type', () => {
    expect(toNoticeView(notice(), users)?.titleKey).toBe('task.add');
    expect(toNoticeView(notice({ targetType: 'issue', actionType: 'comment' }), users)?.titleKey).toBe('task.comment');
    expect(toNoticeView(notice({ targetType: 'issue', actionType: 'issue_status' }), users)?.titleKey).toBe('issue.issue_status');
    expect(
      toNoticeView(notice({ targetType: 'issue', actionType: 'issue_status', content: '{"from":"finish","to":"closed","note":"Accepted"}' }), users)?.content,
    ).toBe('Accepted');
    expect(toNoticeView(notice({ targetType: 'issue', actionType: 'issue_status', content: '{"from":"pending","to":"underway"}' }), users)?.content).toBeNull();
    expect(toNoticeView(notice({ targetType: '19650', actionType: 'approved', targetId: 'a1' }), users)?.titleKey).toBe('approval.approved');
  });
  it('gives an unrecognised action type no title but still shows the notice', () => {
    const v = toNoticeView(notice({ actionType: 'teleported' }), users);
    expect(v?.titleKey).toBeNull();
    expect(v?.id).toBe('n1');
    expect(toNoticeView(notice({ targetType: '19650', actionType: 'add' }), users)?.titleKey).toBeNull();
  });
  it('skips malformed notices silently', () => {
    const list = [
      notice(),
      { ...notice(), userNotifyId: '' },
      { ...notice({ userNotifyId: 'n3' }), createAt: 'yesterday' },
      null,
      'junk',
      { ...notice({ userNotifyId: 'n5' }), actionType: 7 },
    ];
    expect(toNoticeViews(list, users).map((v) => v.id)).toEqual(['n1']);
    expect(toNoticeViews(undefined, users)).toEqual([]);
  });
});

describe('notice content (spec 1 §3)', () => {
  it('shows text as it is, and a date as YYYY-MM-DD', () => {
    expect(toNoticeView(notice({ actionType: 'add_comment', content: 'Check the rebar' }), users)?.content).toBe('Check the rebar');
    expect(toNoticeView(notice({ actionType: 'deadline_set', content: '2026-12-01' }), users)?.content).toBe('2026-12-01');
    expect(toNoticeView(notice({ actionType: 'start_set', content: '2026-12-01T00:00:00.000Z' }), users)?.content).toBe('2026-12-01');
    expect(toNoticeView(notice({ actionType: 'deadline_clear', content: 'Pour slab' }), users)?.content).toBeNull();
  });
  it("shows the name of an assignee change's {userId, name}", () => {
    expect(toNoticeView(notice({ actionType: 'principal_add', content: JSON.stringify({ userId: 'u9', name: 'Mia Member' }) }), users)?.content).toBe(
      'Mia Member',
    );
    expect(toNoticeView(notice({ actionType: 'actor_remove', content: '{"userId":"u9"}' }), users)?.content).toBeNull();
  });
  it('names a priority by its level', () => {
    const v = toNoticeView(notice({ actionType: 'level_change', content: '3' }), users);
    expect(v?.levelKey).toBe('level.3');
    expect(v?.content).toBeNull();
  });
  it('derives sender name, abbreviation, colour and read state', () => {
    const v = toNoticeView(notice(), users)!;
    expect(v).toMatchObject({ senderName: 'Paula Admin', avatarName: 'P', unread: true, subject: 'Pour slab', projectName: 'Harbour View' });
    expect(v.userNameColor).toBe(colourOf('u1'));
    expect(toNoticeView(notice({ isReadNumber: 0 }), users)?.unread).toBe(false);
    expect(toNoticeView(notice({ sender: 'gone' }), users)?.senderName).toBe('');
    expect(abbreviation('李四')).toBe('李');
    expect(abbreviation('')).toBe('?');
  });
  it('parses the target from targetId when the server sent no parsed one', () => {
    expect(toNoticeView(notice(), users)?.target).toEqual({ projectId: 'p1', boardId: 'b1', taskId: 't1', issueId: null, appType: 'tapd', approvalId: null });
  });
});

describe('where a notice leads', () => {
  it('opens a task on its board with openTask', () => {
    expect(taskBoardLink({ projectId: 'p1', boardId: 'b1', taskId: 't1' })).toBe('/worktask/work/taskBoard?projectId=p1&boardId=b1&appType=tapd&openTask=t1');
    expect(noticeLink('task', { projectId: 'p1', boardId: 'b1', taskId: 't1' }, 'Harbour View')).toBe(
      '/worktask/work/taskBoard?projectId=p1&boardId=b1&appType=tapd&projectName=Harbour+View&openTask=t1',
    );
  });
  it('opens an issue on its detail page, and nothing without a project', () => {
    expect(noticeLink('issue', { projectId: 'p1', issueId: 'i1' })).toBe('/issue/detail?projectId=p1&issueId=i1');
    expect(noticeLink('task', { taskId: 't1' })).toBeNull();
  });
  it('sends an approval notice to the approval page with its target id', () => {
    expect(approvalLink('a1')).toBe('/document-approval?targetId=a1');
    // The server's targetId travels whole (the page reads projectId and approvalId from it).
    expect(approvalLink('projectId=p1&approvalId=a1')).toBe('/document-approval?targetId=projectId%3Dp1%26approvalId%3Da1');
  });
  it("reads the approval id of an approval notice's target", () => {
    expect(toNoticeView(notice({ targetType: '19650', actionType: 'initiated', targetId: 'projectId=p1&approvalId=a1' }), users)?.target).toMatchObject({
      projectId: 'p1',
      approvalId: 'a1',
    });
  });
});
