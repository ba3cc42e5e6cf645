import { describe, expect, it } from 'vitest';
import { afterLoginPath } from './redirect';

describe('after sign-in', () => {
  it('honours a same-app redirectUrl', () => {
    expect(afterLoginPath(new URLSearchParams('redirectUrl=%2Fproject_index%2Fabc'))).toBe('/project_index/abc');
  });
  it('refuses a redirect to another site', () => {
    expect(afterLoginPath(new URLSearchParams('redirectUrl=%2F%2Fevil.example'))).toBe('/project_list');
  });
  it('follows the mailed task link', () => {
    expect(afterLoginPath(new URLSearchParams('isEmail=1&projectId=p1&projectName=Tower&taskId=t9'))).toBe('/worktask/work/taskBoard?projectId=p1&projectName=Tower&openTask=t9');
  });
  it('follows the mailed issue link', () => {
    expect(afterLoginPath(new URLSearchParams('isEmail=1&projectId=p1&projectName=Tower&problemId=i4'))).toBe('/issue/detail?projectId=p1&issueId=i4&projectName=Tower');
  });
});
