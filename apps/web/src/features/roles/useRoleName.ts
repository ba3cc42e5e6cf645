import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The names the server gives the built-in roles (roles/service.ts), with their translation keys. */
const BUILT_IN: Record<string, { name: string; key: string }> = {
  project_admin: { name: 'Project administrator', key: 'projects:builtInRole.project_admin' },
  project_member: { name: 'Project member', key: 'projects:builtInRole.project_member' },
  enterprise_manager: { name: 'Enterprise manager', key: 'enterprise:builtIn.enterprise_manager' },
  enterprise_staff: { name: 'Staff', key: 'enterprise:builtIn.enterprise_staff' },
};

/** A role's shown name: a built-in role's translated name until someone renames it (both scopes). */
export function useRoleName() {
  const { t } = useTranslation();
  return useCallback(
    (r: { name: string; builtIn: string | null }) => {
      const b = r.builtIn ? BUILT_IN[r.builtIn] : undefined;
      return b && b.name === r.name ? t(b.key) : r.name;
    },
    [t],
  );
}
