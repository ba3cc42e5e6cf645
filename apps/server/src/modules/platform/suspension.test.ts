import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shareKit, type ShareKit } from '../shares/share-testkit';
import { demoProjects } from '../../test/factories';

// A suspended enterprise (docs/platform.md "Suspension"): its sessions end at once, nobody signs
// in to it, its enterprise and project calls and its share links are refused; resuming undoes it.

let k: ShareKit;
let sysadmin: string;
let northwind: string;
let southbank: string;
let link: string;
let grant: string;

beforeAll(async () => {
  k = await shareKit();
  sysadmin = await k.t.login('sysadmin');
  northwind = (await demoProjects(k.t.deps.db)).harbour.enterpriseId;
  const list = (await k.t.post('/protected/enterprise/list', { keyword: 'Southbank' }, sysadmin)).body.data.list;
  southbank = list[0].id;
  const file = await k.upload('suspended-plan.pdf');
  link = (await k.share([file])).data.linkId;
  grant = await k.grantFor(link);
});
afterAll(() => k.t.close());

const shareList = () => k.visit('/public/share/get-file-list', { linkId: link }, { grant });

describe('suspending an enterprise', () => {
  it('ends its sessions at once, refuses its sign-in by name and stops its share links', async () => {
    const padmin = k.padmin;
    expect((await shareList()).body.success).toBe(true);
    const r = await k.t.post('/protected/platform/suspend-enterprise', { enterpriseId: northwind, reason: 'Unpaid invoice' }, sysadmin);
    expect(r.body).toMatchObject({ success: true, msg: 'The enterprise is suspended', data: { state: 'suspended', suspendReason: 'Unpaid invoice' } });
    // The open session of the enterprise's project admin ends with the change.
    expect((await k.t.post('/protected/user/get-current-user', {}, padmin)).body.errorCode).toBe(4003);
    const signIn = await k.t.post('/public/user/login', { loginName: 'padmin', password: 'Padmin#2026' }, null, 'en');
    expect(signIn.body).toMatchObject({ success: false, errorCode: 4030 });
    expect(signIn.body.msg).toContain('Northwind Construction is suspended');
    const zh = await k.t.post('/public/user/login', { loginName: 'padmin', password: 'Padmin#2026' }, null, 'zh');
    expect(zh.body.msg).toContain('已被停用');
    // The share link answers no content, with its own reason.
    expect((await shareList()).body).toMatchObject({ success: false, errorCode: 9101, msg: expect.stringContaining('suspended') });
    expect((await k.visit('/public/share/get-share-info', { linkId: link })).body.success).toBe(false);
  });

  it('lets a member of another enterprise in there, but not into the suspended one', async () => {
    // emanager belongs to Northwind (first) and Southbank: sign-in passes over the suspended one.
    const r = await k.t.post('/public/user/login', { loginName: 'emanager', password: 'Manager#2026' });
    expect(r.body.data.user.enterpriseId).toBe(southbank);
    const token = r.body.data.token as string;
    const asked = await k.t.post('/public/user/login', { loginName: 'emanager', password: 'Manager#2026', enterpriseId: northwind });
    expect(asked.body).toMatchObject({ success: false, errorCode: 4030 });
    // Reaching the suspended enterprise from the other session: errorCode 402 (the web's /402 page).
    const info = await k.t.post('/protected/enterprise/get-enterprise-information', { enterpriseId: northwind }, token);
    expect(info.body).toMatchObject({ success: false, errorCode: 402, msg: expect.stringContaining('suspended') });
    const project = await k.t.post('/protected/get-project-info', { projectId: k.projectId }, token);
    expect(project.body.errorCode).toBe(402);
  });

  it('leaves system managers able to sign in and to look at it', async () => {
    const token = await k.t.login('sysadmin');
    expect((await k.t.post('/protected/get-project-info', { projectId: k.projectId }, token)).body.success).toBe(true);
  });

  it('is refused twice, and resuming lets everyone back in', async () => {
    expect((await k.t.post('/protected/platform/suspend-enterprise', { enterpriseId: northwind }, sysadmin)).body).toMatchObject({
      success: false,
      errorCode: 400,
      msg: 'The enterprise is already suspended',
    });
    const r = await k.t.post('/protected/platform/resume-enterprise', { enterpriseId: northwind }, sysadmin);
    expect(r.body).toMatchObject({ success: true, data: { state: 'active', suspendedAt: null } });
    expect((await k.t.post('/protected/platform/resume-enterprise', { enterpriseId: northwind }, sysadmin)).body.msg).toBe('The enterprise is not suspended');
    const padmin = await k.t.login('padmin');
    expect((await k.t.post('/protected/get-project-info', { projectId: k.projectId }, padmin)).body.success).toBe(true);
    expect((await shareList()).body.success).toBe(true);
  });
});
