import { describe, expect, it } from 'vitest';
import type { EnterpriseScope, ProjectScope } from '../roles';
import { isProjectSide, mayManageEnterprisePower, mayManageProjectPower } from './access';

// Who may change the matrix, as pure rules over the caller's facts.

const project = (over: Partial<ProjectScope> = {}): ProjectScope => ({
  projectId: 'p',
  enterpriseId: 'e',
  permissionMode: 'default',
  roleId: 'r',
  actorId: 'u',
  isSystemManager: false,
  isEnterpriseManager: false,
  isEnterpriseMember: true,
  isProjectMember: true,
  isProjectAdmin: false,
  permissions: new Set<string>(),
  ...over,
});
const enterprise = (over: Partial<EnterpriseScope> = {}): EnterpriseScope => ({
  enterpriseId: 'e',
  isSystemManager: false,
  isEnterpriseManager: false,
  isEnterpriseMember: true,
  permissions: new Set<string>(),
  ...over,
});

describe('permission matrix rules', () => {
  it('project side: project:permission, or an administrator or manager', () => {
    expect(mayManageProjectPower(project())).toBe(false);
    expect(mayManageProjectPower(project({ permissions: new Set(['project:permission']) }))).toBe(true);
    expect(mayManageProjectPower(project({ isProjectAdmin: true }))).toBe(true);
    expect(mayManageProjectPower(project({ isProjectMember: false, isEnterpriseManager: true }))).toBe(true);
    expect(mayManageProjectPower(project({ isProjectMember: false, isEnterpriseMember: false, isSystemManager: true }))).toBe(true);
    // The grant from the enterprise role without project membership does not count.
    expect(mayManageProjectPower(project({ isProjectMember: false, permissions: new Set(['project:permission']) }))).toBe(false);
  });

  it('enterprise side: enterprise:permission, or an enterprise or system manager', () => {
    expect(mayManageEnterprisePower(enterprise())).toBe(false);
    expect(mayManageEnterprisePower(enterprise({ permissions: new Set(['enterprise:permission']) }))).toBe(true);
    expect(mayManageEnterprisePower(enterprise({ isEnterpriseManager: true }))).toBe(true);
    expect(mayManageEnterprisePower(enterprise({ isEnterpriseMember: false, permissions: new Set(['enterprise:permission']) }))).toBe(false);
  });

  it('the side: the flag when sent, else the project side only with a projectId', () => {
    expect(isProjectSide({ isProjectUserManagement: false, projectId: 'p' })).toBe(false);
    expect(isProjectSide({ isProjectUserManagement: true })).toBe(true);
    expect(isProjectSide({ projectId: 'p' })).toBe(true);
    expect(isProjectSide({})).toBe(false);
  });
});
