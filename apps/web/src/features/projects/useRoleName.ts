import { useTranslation } from 'react-i18next';

/** The names the server gives the built-in roles of a new project (roles/service.ts). */
const BUILT_IN_NAMES: Record<string, string> = { project_admin: 'Project administrator', project_member: 'Project member' };

/** A role's shown name: a built-in role's translated name until someone renames it. */
export function useRoleName() {
  const { t } = useTranslation('projects');
  return (r: { name: string; builtIn: string | null }) => (r.builtIn && BUILT_IN_NAMES[r.builtIn] === r.name ? t(`builtInRole.${r.builtIn}`) : r.name);
}
