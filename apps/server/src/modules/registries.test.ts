import { describe, expect, it } from 'vitest';
import { getTableName } from 'drizzle-orm';
import { projectTables } from './project-data';
import { fillRegistries } from '.';
import {
  blobReferenceSources,
  contentStoredHooks,
  fileJobContributions,
  filesDeletedHooks,
  listingFields,
  storageUseSources,
  versionsDeletedHooks,
} from './files/registries';
import { nodeAdapter } from './permissions/adapters';
import { annotationTaskLinks, commentSubjectLoader } from './annotations/registries';
import { dmsAdapter } from './files';
import { cabinetAdapter } from './cabinets';
import { taskCommentSubject, taskLinksOf } from './tasks';
import { discussionCommentSubject } from './issues';
import { MODEL_JOB } from './models';
import { memberRemovedHooks } from './projects/member-hooks';
import { dropMemberOrgs } from './project-orgs';
import { passwordSignInChecks } from './accounts/password-signin';
import { passwordSignInAllowed } from './sso';

// The composition root fills every registry the lower modules own (docs/architecture.md,
// "Registries"); the modules' own tests prove each contribution is consulted
// (files/registries.test.ts, discussions.test.ts, task-comments.test.ts, the permissions
// tests, project-data.test.ts).

describe('the composition root fills the registries', () => {
  it('contributes to files, permissions and annotations, and filling again replaces rather than repeats', () => {
    fillRegistries();
    fillRegistries();
    expect([...blobReferenceSources.keys()].sort()).toEqual(['annotations', 'issues', 'linked-drawings', 'models', 'plugins', 'tasks']);
    expect(blobReferenceSources.get('models')?.collectionOnly).toBe(true);
    expect([...storageUseSources.keys()].sort()).toEqual(['issues', 'tasks']);
    expect([...filesDeletedHooks.keys()]).toEqual(['annotations', 'linked-drawings']);
    expect([...versionsDeletedHooks.keys()]).toEqual(['linked-drawings']);
    expect([...contentStoredHooks.keys()]).toEqual(['models']);
    expect([...listingFields.keys()]).toEqual(['models']);
    expect([...fileJobContributions.keys()]).toEqual([MODEL_JOB]);
    expect(nodeAdapter('dms')).toBe(dmsAdapter);
    expect(nodeAdapter('annotation')).toBe(dmsAdapter);
    expect(nodeAdapter('cabinet')).toBe(cabinetAdapter);
    expect(commentSubjectLoader('task')).toBe(taskCommentSubject);
    expect(commentSubjectLoader('discussion')).toBe(discussionCommentSubject);
    expect(annotationTaskLinks()).toBe(taskLinksOf);
    expect([...memberRemovedHooks.entries()]).toEqual([['project-orgs', dropMemberOrgs]]);
    // An enterprise that enforces single sign-on refuses its staff's passwords (sso → accounts).
    expect([...passwordSignInChecks.entries()]).toEqual([['sso', passwordSignInAllowed]]);
  });

  it('deletes project tables in an order that keeps foreign keys whole, files last', () => {
    fillRegistries();
    const names = projectTables().map((t) => getTableName(t));
    expect(names.slice(0, 4)).toEqual(['approvals', 'issues', 'meetings', 'discussions']);
    expect(names.indexOf('annotations')).toBeLessThan(names.indexOf('file_nodes'));
    expect(names.indexOf('composite_links')).toBeLessThan(names.indexOf('file_versions'));
    expect(names.at(-1)).toBe('file_labels');
    expect(new Set(names).size).toBe(names.length);
  });
});
