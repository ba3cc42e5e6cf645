import type { DbOrTx } from '../../db/client';
import type { ProjectScope } from '../roles';

/** An app tile of a project's home: a built-in app's screen, or a web app of the app store. */
export interface ProjectApp {
  key: string;
  route: string;
  external?: boolean;
  name?: string;
  icon?: string | null;
}

/**
 * What the app store (a module above projects) makes of the built-in apps a caller may open:
 * the ones the enterprise enabled and the project's home shows, with its web apps. One entry,
 * filled by the composition root; without it the home shows the built-in apps.
 */
export type ProjectAppsFilter = (db: DbOrTx, scope: ProjectScope, builtIn: ProjectApp[]) => Promise<ProjectApp[]>;

let appsFilter: ProjectAppsFilter | null = null;

export function registerProjectAppsFilter(f: ProjectAppsFilter) {
  appsFilter = f;
}

export function projectAppsFilter(): ProjectAppsFilter | null {
  return appsFilter;
}
