import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { DiscussionSummary } from '@trestle/shared/issue-schemas';
import { call, sessionOf } from './support/api';
import { screenshot } from './support/browser';
import { chooseLang } from './support/session';
import { useStack } from './support/stack';

// Discussions end to end (docs/issues.md "Discussions"): the project admin starts a topic and
// posts, a member replies in the thread, the member's close is refused by the server (not the
// creator, not a manager), the admin closes it and posting is refused, the management table
// across projects pins and reopens it; the page in Chinese.

const PROJECT = 'Harbour View Residences';
const stack = useStack({ viewport: { width: 1440, height: 900 } });
let admin: Page;
let member: Page;
let projectId = '';
let topicId = '';

const toast = (p: Page, text: string) => p.locator('.ant-message-notice', { hasText: text }).first().waitFor();
const indexUrl = (extra: Record<string, string> = {}) =>
  `${stack.url}/#/discuss/discussIndex?${new URLSearchParams({ projectId, projectName: PROJECT, ...extra })}`;

beforeAll(async () => {
  admin = await stack.signedIn('padmin');
  member = await stack.signedIn('member');
  projectId = await stack.openProject(admin, PROJECT);
});

describe('discussions', () => {
  it('starts a topic', async () => {
    await admin.goto(indexUrl());
    await admin.waitForSelector('[data-testid=discuss-title]');
    await admin.waitForSelector('text=No topics yet');
    await admin.click('[data-testid=topic-new]');
    await admin.click('[data-testid=topic-save]');
    await admin.waitForSelector('[data-testid=topic-form] >> text=Enter a title');
    await admin.fill('[data-testid=topic-title-input]', 'Tower crane dismantling sequence');
    await admin.fill('[data-testid=topic-body-input]', 'Which order for the jib sections, and who signs off the lift plan?');
    await admin.click('[data-testid=topic-save]');
    await toast(admin, 'Discussion started');
    await admin.waitForSelector('[data-testid=topic-title]:text-is("Tower crane dismantling sequence")');
    topicId = new URL(admin.url().replace('/#/', '/')).searchParams.get('topicId')!;
    expect(topicId).toBeTruthy();
    await admin.waitForSelector('[data-testid=topic-row][data-title="Tower crane dismantling sequence"]');
  });

  it('posts, and a member replies in the thread', async () => {
    await admin.fill('[data-testid=post-input]', 'Counter-jib first, then the jib from the tip.');
    await admin.click('[data-testid=post-send]');
    await admin.waitForSelector('[data-testid=post-thread] [data-testid=comment-text]:text-is("Counter-jib first, then the jib from the tip.")');

    await member.goto(indexUrl({ topicId }));
    await member.waitForSelector('[data-testid=post-thread] [data-testid=comment-text]:text-is("Counter-jib first, then the jib from the tip.")');
    await member.click('[data-testid=post-thread] [data-testid=comment-reply-btn]');
    await member.waitForSelector('[data-testid=post-replying]');
    await member.fill('[data-testid=post-input]', 'Agreed. The lift plan goes to the site manager.');
    await member.click('[data-testid=post-send]');
    await member.waitForSelector('[data-testid=comment-reply] [data-testid=comment-text]:text-is("Agreed. The lift plan goes to the site manager.")');

    await admin.reload();
    await admin.waitForSelector('[data-testid=comment-reply] [data-testid=comment-text]:text-is("Agreed. The lift plan goes to the site manager.")');
    await admin.locator('[data-testid=topic-row][data-title="Tower crane dismantling sequence"] [data-testid=topic-post-count][data-count="2"]').waitFor();
    await screenshot(admin, 'discuss-thread');
  });

  it('offers the member no close, pin or delete of a topic they did not start; the server refuses them too', async () => {
    await member.waitForSelector('[data-testid=post-list]');
    expect(await member.locator('[data-testid=topic-close], [data-testid=topic-pin], [data-testid=topic-delete]').count()).toBe(0);
    const refused = await fetch(`${stack.url}/protected/discuss/state`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${(await sessionOf(member)).token}` },
      body: JSON.stringify({ projectId, discussionId: topicId, closed: true }),
    });
    expect(refused.status).toBe(403);
    const d = await call<DiscussionSummary>(stack.url, await sessionOf(admin), '/protected/discuss/get', { projectId, discussionId: topicId });
    expect(d.closed).toBe(false);
  });

  it('closes it: the composer goes and posting is refused', async () => {
    await admin.click('[data-testid=topic-close]');
    await toast(admin, 'Discussion updated');
    await admin.waitForSelector('[data-testid=topic-closed-notice]');
    expect(await admin.locator('[data-testid=post-input]').count()).toBe(0);
    // Closed topics leave the default list.
    await admin.locator('[data-testid=topic-row]').first().waitFor({ state: 'detached' });
    await admin.click('[data-testid=topic-include-closed]');
    await admin.waitForSelector('[data-testid=topic-row][data-closed="true"]');

    await member.reload();
    await member.waitForSelector('[data-testid=topic-closed-notice]');
    expect(await member.locator('[data-testid=post-input]').count()).toBe(0);
    const s = await sessionOf(member);
    await expect(
      call(stack.url, s, '/comment/comments/add', { projectId, context: 'One more thing', business: 'discussion', moduleId: topicId }),
    ).rejects.toThrow('The discussion is closed');
  });

  it('the management table pins and reopens it', async () => {
    await admin.goto(`${stack.url}/#/discuss/project_discuss_management`);
    await admin.waitForSelector('[data-testid=discuss-manage-title]');
    const row = admin.locator('[data-testid=manage-row][data-title="Tower crane dismantling sequence"]');
    await row.waitFor();
    expect(await row.innerText()).toContain(PROJECT);
    expect(await row.locator('[data-testid=manage-state]').innerText()).toContain('Closed');
    await row.locator('[data-testid=topic-pin]').click();
    await toast(admin, 'Discussion updated');
    await row.locator('[data-testid=manage-state] >> text=Pinned').waitFor();
    await row.locator('[data-testid=topic-close]:has-text("Reopen")').click();
    await row.locator('[data-testid=manage-state] >> text=Open').waitFor();
    await admin.locator('.ant-message-notice').first().waitFor({ state: 'detached' });
    await screenshot(admin, 'discuss-manage');
    const d = await call<DiscussionSummary>(stack.url, await sessionOf(admin), '/protected/discuss/get', { projectId, discussionId: topicId });
    expect(d).toMatchObject({ closed: false, pinned: true });
  });

  it('shows the page in Chinese', async () => {
    await admin.goto(indexUrl({ topicId }));
    await admin.waitForSelector('[data-testid=topic-title]');
    await chooseLang(admin, 'zh');
    await admin.waitForSelector('[data-testid=discuss-title]:text-is("讨论")');
    await admin.waitForSelector('[data-testid=topic-pinned]:text-is("置顶")');
    await admin.mouse.move(600, 600);
    await admin.locator('[data-testid=lang-zh]').waitFor({ state: 'hidden' });
    await admin.locator('.ant-message-notice').first().waitFor({ state: 'detached' });
    await screenshot(admin, 'discuss-zh');
    await chooseLang(admin, 'en');
  });
});
