// What the caller may do in a project, from the project info: its `permissions` lists every
// module:action the server's roles policy allows the caller there (canInProject, admins all of
// them), so a screen shows exactly what the server will accept.

export function holds(info: { permissions?: readonly string[] } | undefined, module: string, action: string): boolean {
  return !!info?.permissions?.includes(`${module}:${action}`);
}

/** The project configuration's controls, by the grants their calls need (projects/routes.ts). */
export function configAbilities(info: { permissions?: readonly string[] } | undefined) {
  return {
    /** update-project */
    edit: holds(info, 'project', 'edit'),
    /** update-permission-mode, update-project-role-permission */
    permission: holds(info, 'project', 'permission'),
    members: {
      /** invite-user-to-project */
      add: holds(info, 'person', 'add'),
      /** update-user-role */
      edit: holds(info, 'person', 'edit'),
      /** remove-member */
      remove: holds(info, 'person', 'delete'),
    },
  };
}
export type MemberAbilities = ReturnType<typeof configAbilities>['members'];
