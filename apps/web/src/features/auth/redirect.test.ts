import { describe, expect, it } from 'vitest';
import type { TaskSearchResult } from '@trestle/shared/task-schemas';
import { afterLoginPath, isLocalPath, resolveAfterLogin, ssoStartUrl } from './redirect';

const found = (boardId: string) => async () => ({ tasks: [{ taskId: 't9', boardId }], users: [], total: 1 }) as unknown as TaskSearchResult;

describe('after sign-in', () => {
  it('honours a same-app redirectUrl', () => {
    expect(afterLoginPath(new URLSearchParams('redirectUrl=%2Fproject_index%2Fabc'))).toBe('/project_index/abc');
  });
  it('refuses a redirect to another site', () => {
    expect(afterLoginPath(new URLSearchParams('redirectUrl=%2F%2Fevil.example'))).toBe('/project_list');
    expect(afterLoginPath(new URLSearchParams('redirectUrl=%2F%5Cevil.example'))).toBe('/project_list');
  });
  it('follows the mailed task link', () => {
    expect(afterLoginPath(new URLSearchParams('isEmail=1&projectId=p1&projectName=Tower&taskId=t9'))).toBe(
      '/worktask/work/taskBoard?projectId=p1&appType=tapd&projectName=Tower&openTask=t9',
    );
  });
  it('follows the mailed issue link', () => {
    expect(afterLoginPath(new URLSearchParams('isEmail=1&projectId=p1&projectName=Tower&problemId=i4'))).toBe(
      '/issue/detail?projectId=p1&issueId=i4&projectName=Tower',
    );
  });
  it('follows the mailed approval link to the approval page', () => {
    expect(afterLoginPath(new URLSearchParams('isEmail=1&projectId=p1&projectName=Tower&approvalId=a7'))).toBe(
      '/document-approval?targetId=projectId%3Dp1%26approvalId%3Da7',
    );
  });
  it('completes the mailed task link with the board the task is on', async () => {
    const asked: object[] = [];
    const path = await resolveAfterLogin(new URLSearchParams('isEmail=1&projectId=p1&projectName=Tower&taskId=t9'), async (b) => {
      asked.push(b);
      return found('b3')();
    });
    expect(asked).toEqual([{ projectId: 'p1', taskIds: ['t9'] }]);
    expect(path).toBe('/worktask/work/taskBoard?projectId=p1&boardId=b3&appType=tapd&projectName=Tower&openTask=t9');
  });
  it('still opens the board screen when the lookup is refused', async () => {
    const path = await resolveAfterLogin(new URLSearchParams('isEmail=1&projectId=p1&taskId=t9'), async () => {
      throw new Error('no permission');
    });
    expect(path).toBe('/worktask/work/taskBoard?projectId=p1&appType=tapd&openTask=t9');
  });
  it('asks nothing for a plain sign-in or a redirectUrl', async () => {
    const never = async () => {
      throw new Error('must not be called');
    };
    expect(await resolveAfterLogin(new URLSearchParams(''), never)).toBe('/project_list');
    expect(await resolveAfterLogin(new URLSearchParams('redirectUrl=%2Fcabinet&isEmail=1&projectId=p1&taskId=t9'), never)).toBe('/cabinet');
  });
});

describe('a redirect after single sign-on stays in this app', () => {
  it('takes a page of the app with its query', () => {
    expect(isLocalPath('/project_index/abc')).toBe(true);
    expect(isLocalPath('/issue/detail?projectId=p1&issueId=i4')).toBe(true);
    expect(isLocalPath('/loginHistory')).toBe(true);
  });
  it('refuses another site, a scheme, a backslash trick, control characters and the sign-in pages', () => {
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'project_list',
      '/pro\u0000ject',
      '/a\nb',
      '/login',
      '/login/e1?x=1',
      '/sso-complete?code=x',
      '',
      null,
      undefined,
    ]) {
      expect(isLocalPath(bad)).toBe(false);
    }
  });
});

describe('the single sign-on start address', () => {
  const start = 'https://trestle.example/public/sso/e1/login';
  it('carries a local page to land on', () => {
    expect(ssoStartUrl(start, '/issue/detail?projectId=p1')).toBe(`${start}?redirect=%2Fissue%2Fdetail%3FprojectId%3Dp1`);
  });
  it('leaves out a redirect to another site or none', () => {
    expect(ssoStartUrl(start, '//evil.example')).toBe(start);
    expect(ssoStartUrl(start, null)).toBe(start);
  });
});
