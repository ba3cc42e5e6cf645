import type { ProjectScope } from '../modules/roles/service';

// Project scopes without a database, for unit tests of the access rules: one caller of each
// kind the roles policy knows (modules/roles/policy.ts), with the grants a test names.

export type CallerKind = 'systemManager' | 'enterpriseManager' | 'enterpriseViewer' | 'projectAdmin' | 'member' | 'outsider';

export function scopeOf(kind: CallerKind, grants: string[] = [], over: Partial<ProjectScope> = {}): ProjectScope {
  const inEnterprise = kind !== 'outsider' && kind !== 'systemManager';
  const inProject = kind === 'projectAdmin' || kind === 'member';
  return {
    projectId: 'p1',
    enterpriseId: 'e1',
    permissionMode: 'default',
    roleId: inProject ? 'r1' : null,
    actorId: 'me',
    isSystemManager: kind === 'systemManager',
    isEnterpriseManager: kind === 'enterpriseManager',
    isEnterpriseMember: inEnterprise,
    isProjectMember: inProject,
    isProjectAdmin: kind === 'projectAdmin',
    permissions: new Set(kind === 'enterpriseViewer' ? ['enterprise:view_all_projects', ...grants] : grants),
    ...over,
  };
}
