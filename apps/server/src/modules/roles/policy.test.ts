import { describe, expect, it } from 'vitest';
import { canInEnterprise, canInProject, canSeeProject, enterpriseGrants, isEnterpriseManager, permissionKey, projectGrants, type AccessFacts } from './policy';

// The permission rules without a database: one caller of each kind, every branch.

const facts = (over: Partial<AccessFacts> = {}, grants: string[] = []): AccessFacts => ({
  isSystemManager: false,
  isEnterpriseManager: false,
  isEnterpriseMember: false,
  isProjectMember: false,
  isProjectAdmin: false,
  permissions: new Set(grants),
  ...over,
});

const systemManager = facts({ isSystemManager: true });
const enterpriseManager = facts({ isEnterpriseMember: true, isEnterpriseManager: true }, ['enterprise:edit']);
const enterpriseMember = facts({ isEnterpriseMember: true });
const enterpriseViewer = facts({ isEnterpriseMember: true }, ['enterprise:view_all_projects']);
const projectAdmin = facts({ isEnterpriseMember: true, isProjectMember: true, isProjectAdmin: true });
const grantedMember = facts({ isEnterpriseMember: true, isProjectMember: true }, ['project:enter', 'issue:edit']);
const plainMember = facts({ isEnterpriseMember: true, isProjectMember: true }, ['project:enter']);
const outsider = facts();

describe('permissionKey', () => {
  it('joins module and action with a colon', () => {
    expect(permissionKey('dms', 'upload')).toBe('dms:upload');
  });
});

describe('canSeeProject', () => {
  it('lets system managers, enterprise managers and project members see the project', () => {
    expect(canSeeProject(systemManager)).toBe(true);
    expect(canSeeProject(enterpriseManager)).toBe(true);
    expect(canSeeProject(projectAdmin)).toBe(true);
    expect(canSeeProject(plainMember)).toBe(true);
  });

  it('lets an enterprise member who is no project member see it only with view_all_projects', () => {
    expect(canSeeProject(enterpriseViewer)).toBe(true);
    expect(canSeeProject(enterpriseMember)).toBe(false);
  });

  it('does not count view_all_projects held by someone outside the enterprise', () => {
    expect(canSeeProject(facts({}, ['enterprise:view_all_projects']))).toBe(false);
    expect(canSeeProject(outsider)).toBe(false);
  });
});

describe('canInProject', () => {
  it('lets system managers, enterprise managers and project admins do everything', () => {
    for (const f of [systemManager, enterpriseManager, projectAdmin]) {
      expect(canInProject(f, 'issue', 'delete')).toBe(true);
      expect(canInProject(f, 'project', 'delete')).toBe(true);
    }
  });

  it('lets a member do what their grants name, and nothing else', () => {
    expect(canInProject(grantedMember, 'issue', 'edit')).toBe(true);
    expect(canInProject(grantedMember, 'issue', 'delete')).toBe(false);
    expect(canInProject(plainMember, 'issue', 'edit')).toBe(false);
    expect(canInProject(plainMember, 'project', 'enter')).toBe(true);
  });

  it('lets a member without project:enter do nothing, not even enter', () => {
    const bare = facts({ isEnterpriseMember: true, isProjectMember: true });
    expect(canInProject(bare, 'project', 'enter')).toBe(false);
  });

  it('lets an enterprise viewer who is no member only enter, whatever their enterprise role grants', () => {
    const viewerWithGrants = facts({ isEnterpriseMember: true }, ['enterprise:view_all_projects', 'issue:edit', 'project:enter']);
    expect(canInProject(viewerWithGrants, 'project', 'enter')).toBe(true);
    expect(canInProject(viewerWithGrants, 'issue', 'edit')).toBe(false);
    expect(canInProject(enterpriseViewer, 'project', 'enter')).toBe(true);
    expect(canInProject(enterpriseViewer, 'project', 'edit')).toBe(false);
  });

  it('refuses everything to whoever may not see the project, grants or not', () => {
    expect(canInProject(enterpriseMember, 'project', 'enter')).toBe(false);
    expect(canInProject(outsider, 'project', 'enter')).toBe(false);
    expect(canInProject(facts({}, ['issue:edit', 'project:enter']), 'issue', 'edit')).toBe(false);
    // A project admin flag without a way to see the project does not open it either.
    expect(canInProject(facts({ isProjectAdmin: true }), 'issue', 'edit')).toBe(false);
  });
});

describe('canInEnterprise', () => {
  it('lets system managers and enterprise managers do everything', () => {
    expect(canInEnterprise(systemManager, 'enterprise', 'edit')).toBe(true);
    expect(canInEnterprise(enterpriseManager, 'enterprise', 'groups')).toBe(true);
  });

  it('lets an enterprise member do what their enterprise role grants', () => {
    const m = facts({ isEnterpriseMember: true }, ['enterprise:project_add']);
    expect(canInEnterprise(m, 'enterprise', 'project_add')).toBe(true);
    expect(canInEnterprise(m, 'enterprise', 'edit')).toBe(false);
    expect(canInEnterprise(enterpriseMember, 'enterprise', 'project_add')).toBe(false);
  });

  it('refuses a caller outside the enterprise even when the facts carry a grant', () => {
    expect(canInEnterprise(facts({}, ['enterprise:project_add']), 'enterprise', 'project_add')).toBe(false);
    expect(canInEnterprise(outsider, 'enterprise', 'edit')).toBe(false);
  });
});

describe('isEnterpriseManager', () => {
  it('needs both user level 0 and enterprise:edit', () => {
    expect(isEnterpriseManager(0, new Set(['enterprise:edit']))).toBe(true);
    expect(isEnterpriseManager(1, new Set(['enterprise:edit']))).toBe(false);
    expect(isEnterpriseManager(0, new Set(['enterprise:view_all_projects']))).toBe(false);
    expect(isEnterpriseManager(0, new Set())).toBe(false);
  });
});

describe('projectGrants', () => {
  it('lists a member’s own grants of project modules, and no enterprise action', () => {
    const m = facts({ isEnterpriseMember: true, isProjectMember: true }, ['project:enter', 'dms:enter', 'enterprise:project_add']);
    expect(projectGrants(m)).toEqual(['project:enter', 'dms:enter']);
  });

  it('lists every project action for an admin or manager', () => {
    const all = projectGrants(projectAdmin);
    expect(all).toEqual(expect.arrayContaining(['project:delete', 'project:permission', 'person:add', 'issue:permission', 'iot:repair']));
    expect(all.some((k) => k.startsWith('enterprise:'))).toBe(false);
    expect(projectGrants(enterpriseManager)).toEqual(all);
  });

  it('lists only project:enter for an enterprise viewer who is no member, whatever their enterprise role holds', () => {
    expect(projectGrants(facts({ isEnterpriseMember: true }, ['enterprise:view_all_projects', 'person:add']))).toEqual(['project:enter']);
  });

  it('lists nothing for a caller who may not see the project', () => {
    expect(projectGrants(outsider)).toEqual([]);
  });
});

describe('enterpriseGrants', () => {
  it('lists a staff member’s own enterprise grants and no project action', () => {
    const staff = facts({ isEnterpriseMember: true }, ['enterprise:enter', 'dms:delete']);
    expect(enterpriseGrants(staff)).toEqual(['enterprise:enter']);
  });

  it('lists every enterprise action for a manager and for a system manager who is not a member', () => {
    const all = enterpriseGrants(enterpriseManager);
    expect(all).toEqual(expect.arrayContaining(['enterprise:project_add', 'person:edit', 'plugin:enter', 'timesheet:summary']));
    expect(enterpriseGrants(systemManager)).toEqual(all);
    expect(enterpriseGrants(facts())).toEqual([]);
  });
});
