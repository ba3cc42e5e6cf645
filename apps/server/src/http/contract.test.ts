import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { contracts } from '@trestle/shared/contracts';
import { routeRegistry, type RegisteredRoute } from './route';

// One typed contract between server and web (issue 18): every route that answers JSON gets an
// output schema from packages/shared, checked on every answer in test runs. This test prints
// how far that has come and fails when coverage goes back.

/**
 * Every route that has an output schema today. A route listed here that loses its schema
 * fails the test; a route given a schema belongs on this list (the test prints it until it is).
 */
const COVERED: string[] = [
  'DELETE /task/block/:id',
  'DELETE /task/board/:id',
  'DELETE /task/swimLanes/:id',
  'GET /account/file-conver/check-open-way/:fileType',
  'GET /account/user/notify/count',
  'GET /account/user/notify/detail/:id',
  'GET /account/user/notify/list/:page',
  'GET /account/user/notify/user/:userId',
  'GET /task/board/:id',
  'POST /account/user/notify/getDetail',
  'POST /account/user/notify/markAllRead',
  'POST /account/user/notify/markRead',
  'POST /account/user/notify/read',
  'POST /account/user/notify/readAll',
  'POST /protected/approval/add',
  'POST /protected/approval/approve',
  'POST /protected/approval/get',
  'POST /protected/approval/list',
  'POST /protected/approval/people',
  'POST /protected/approval/reject',
  'POST /protected/approval/resubmit',
  'POST /protected/approval/revoke',
  'POST /protected/common/get-category',
  'POST /protected/common/save-category',
  'POST /protected/discuss/add',
  'POST /protected/discuss/delete',
  'POST /protected/discuss/get',
  'POST /protected/discuss/list',
  'POST /protected/discuss/manage',
  'POST /protected/discuss/state',
  'POST /protected/file/copy',
  'POST /protected/file/create-many-folder',
  'POST /protected/file/delete-download-history',
  'POST /protected/file/delete-mark',
  'POST /protected/file/get-download-history',
  'POST /protected/file/get-download-url',
  'POST /protected/file/get-file-catalog-tree',
  'POST /protected/file/get-file-path',
  'POST /protected/file/get-file-tree',
  'POST /protected/file/get-pack-zip-task',
  'POST /protected/file/get-project-file-Info',
  'POST /protected/file/get-storage-usage',
  'POST /protected/file/loop-download-zip',
  'POST /protected/file/move',
  'POST /protected/file/pack-zip-service',
  'POST /protected/file/purge',
  'POST /protected/file/rename',
  'POST /protected/file/save-mark',
  'POST /protected/get-all-projects-map-v1',
  'POST /protected/get-project-file-by-id',
  'POST /protected/get-project-file-list',
  'POST /protected/get-project-file-marking',
  'POST /protected/get-project-file-version-data',
  'POST /protected/get-project-info',
  'POST /protected/invite-user-to-project',
  'POST /protected/issue/add',
  'POST /protected/issue/by-task',
  'POST /protected/issue/change-status',
  'POST /protected/issue/delete',
  'POST /protected/issue/generate-task',
  'POST /protected/issue/get',
  'POST /protected/issue/list',
  'POST /protected/issue/mine',
  'POST /protected/issue/reply',
  'POST /protected/issue/update',
  'POST /protected/meeting/add',
  'POST /protected/meeting/delete',
  'POST /protected/meeting/documents',
  'POST /protected/meeting/get',
  'POST /protected/meeting/issues',
  'POST /protected/meeting/list',
  'POST /protected/meeting/summary',
  'POST /protected/meeting/update',
  'POST /protected/platform/get-staff-nopage',
  'POST /protected/user-management/get-project-org',
  'POST /protected/user-management/add-project-org',
  'POST /protected/user-management/update-project-org',
  'POST /protected/user-management/delete-project-org',
  'POST /protected/platform/get-assigned-project',
  'POST /protected/platform/add-user-project',
  'POST /protected/platform/get-project-staff',
  'POST /protected/platform/update-project-staff',
  'POST /protected/platform/remove-project-user',
  'POST /protected/enterprise/get-management-data',
  'POST /protected/project-level/invite-user',
  'POST /protected/project/create-project',
  'POST /protected/project/create-project-group',
  'POST /protected/project/delete-project',
  'POST /protected/project/delete-project-group',
  'POST /protected/project/delete-project-version',
  'POST /protected/project/delete-project-versions',
  'POST /protected/project/get-file-page',
  'POST /protected/project/get-perssion-project',
  'POST /protected/project/get-project-app-list',
  'POST /protected/project/get-project-group',
  'POST /protected/project/get-project-members',
  'POST /protected/project/get-project-roles',
  'POST /protected/project/get-project-users-by-permission',
  'POST /protected/project/join-project',
  'POST /protected/project/remove-member',
  'POST /protected/project/update-member-role',
  'POST /protected/project/update-permission-mode',
  'POST /protected/project/update-project',
  'POST /protected/project/update-project-group',
  'POST /protected/project/update-project-role-permission',
  'POST /protected/project/view-file',
  'POST /protected/projecttask/add-task',
  'POST /protected/projecttask/delete-task',
  'POST /protected/projecttask/get',
  'POST /protected/projecttask/get-single-task',
  'POST /protected/projecttask/get-task-journal',
  'POST /protected/projecttask/update',
  'POST /protected/projecttask/update-status',
  'POST /protected/projecttask/update-worker',
  'POST /protected/updata-right-lable',
  'POST /protected/update-project-file-state',
  'POST /public/project/query-project',
  'POST /task/block',
  'POST /task/block/move',
  'POST /task/block/moveByUser',
  'POST /task/block/search',
  'POST /task/board',
  'POST /task/board/list',
  'POST /task/swimLanes',
  'PUT /task/block/:id',
  'PUT /task/swimLanes',
  'PUT /task/swimLanes/sortColumn',
  // enterprise, roles, updatelog
  'POST /protected/enterprise/get-enterprise-information',
  'POST /protected/enterprise/update-enterprise-information',
  'POST /protected/enterprise/get-enterprise-logo',
  'POST /protected/enterprise/upload-enterprise-logo',
  'GET /protected/enterprise/get-user-relation-enterprise',
  'POST /protected/enterprise/get-enterprise-information-v1',
  'POST /protected/enterprise/update-enterprise-permission',
  'POST /protected/get-update-log-list',
  // progress
  'POST /protected/add-model-task',
  'POST /protected/get-model-tasks',
  'POST /protected/remove-model-task',
  // iot
  'POST /public/get-iot-temp-humidity-data',
  'POST /protected/iot/device/list',
  'POST /protected/iot/device/save',
  'POST /protected/iot/device/delete',
  'POST /protected/iot/reading/add',
  'POST /protected/iot/repair/list',
  'POST /protected/iot/repair/save',
  'POST /protected/iot/repair/fix',
  'POST /protected/iot/settings/get',
  'POST /protected/iot/settings/save',
  // accounts
  'POST /public/user/login',
  'POST /public/user/register',
  'POST /public/user/forgot-password',
  'POST /public/user/set-password',
  'POST /protected/user/logout',
  'POST /protected/user/get-current-user',
  'POST /protected/user/save-lang',
  'POST /protected/user/get-user-config-time',
  'POST /protected/user/update-user-config-time',
  'POST /protected/user/update',
  'POST /protected/user/change-password',
  // tasks: attachments, annotation links, extend, reports, options
  'POST /task/attachment',
  'GET /task/attachment/list',
  'DELETE /task/attachment/:id',
  'GET /task/block/getProjectFileList',
  'POST /task/block/addAnnotationTask',
  'POST /task/block/removeAnnotationTask',
  'POST /task/extend',
  'POST /task/extend/search',
  'DELETE /task/extend/',
  'GET /task/report/simple/:id',
  'GET /task/report/principal/:id',
  'GET /task/report/trend/:id',
  'POST /:taskId/options/:action',
  // issues
  'POST /protected/problem/get-problem-users',
  // files metadata and links (meta-responses.ts)
  'POST /protected/file/meta/add-file-meta-template',
  'GET /protected/file/meta/get-file-meta-template',
  'GET /protected/file/meta/get-file-meta-template-field/:id',
  'GET /protected/file/meta/get-file-meta-template-field-value/:id',
  'GET /protected/file/meta/get-file-mate-extension/:id',
  'POST /protected/file/update-meta',
  'POST /protected/file/get-file-meta-param',
  'POST /protected/file/get-file-meta',
  'POST /protected/file/get-contact_project_file_list',
  'POST /protected/file/add-contact_project_file',
  'DELETE /protected/file/remove-contact_project_file/:id',
  // uploads: the JSON calls (upload-responses.ts)
  'POST /protected/file/check-file-size',
  'POST /protected/file/check-file-name',
  'POST /protected/upload-fast',
  'POST /protected/update-version-fast',
  'POST /protected/file/file-cover-fast',
  'POST /protected/file/upload-dms',
  'POST /protected/file/resumable/create',
  'POST /protected/file/resumable/status',
  'POST /protected/file/resumable/cancel',
  'PUT /protected/file/resumable/:uploadId',
  'GET /annotations/oss/policy',
  'POST /protected/file/oss-check',
  'POST /protected/file/oss-upload',
  'POST /protected/file/oss-mark-uploaded',
  // cabinets (cabinet-responses.ts)
  'POST /protected/cabinet/get-cabinet-tree',
  'POST /protected/cabinet/create',
  'POST /protected/cabinet/rename',
  'POST /protected/cabinet/delete',
  'POST /protected/cabinet/cabinet-content/get',
  'POST /protected/cabinet/add-drawings',
  'POST /protected/cabinet/remove-drawings',
  'POST /protected/cabinet/move-drawings',
  'POST /protected/cabinet/update-drawing',
  'POST /protected/cabinet/download-url',
  // share links (share-responses.ts)
  'POST /protected/file/create-newshare-link',
  'POST /protected/file/get-share-list',
  'POST /protected/file/update-share-info',
  'POST /protected/file/delete-share-list',
  'POST /protected/file/batch-cancell-share-link',
  'POST /public/share/get-share-info',
  'POST /public/share/check-code',
  'POST /public/share/get-file-list',
  'POST /public/share/view-file',
  'POST /public/share/download-url',
  // permissions (permission-responses.ts)
  'POST /protected/role-mysql/get-file-initial-permission',
  'POST /protected/role-mysql/save-file-roles',
  'POST /protected/role-mysql/get-role-actions',
  'POST /protected/role-mysql/get-roles-by-action',
  'POST /protected/role-mysql/get-file-permission',
  'GET /annotations/user/file/permission',
  'POST /annotations/user/viewer-permission',
  'GET /annotations/annotation/permission',
  'POST /annotations/save/filePermission',
  // models (model-responses.ts)
  'POST /protected/model/get-3d-jarvis-data',
  'POST /public/get-3d-jarvis-data',
  'POST /api/protected/model/forge/get-forge-3d-data',
  'POST /api/public/model/forge/get-forge-3d-data',
  'POST /protected/model/get-3d-files-tree',
  'POST /public/model/get-3d-files-tree',
  'POST /protected/model/get-3d-jarvis-data-property',
  'POST /public/model/get-3d-jarvis-data-property',
  'POST /protected/model/forge/get-viewables',
  'POST /public/model/forge/get-viewables',
  'POST /protected/model/get-mode-tree-layer',
  'POST /protected/model/retry-model-convert-task',
  // linked drawings (linked-drawing-responses.ts)
  'POST /public/model/forge/link-composite/get',
  'POST /public/model/forge/link-composite/link',
  'POST /public/model/forge/link-composite/set-drawing-pic',
  // annotations, comments and BCF import (annotation-responses.ts)
  'POST /annotations/getList',
  'POST /hanglung/getList',
  'GET /annotations/getOne',
  'POST /annotations/add',
  'POST /annotations/update',
  'POST /annotations/delete',
  'POST /comment/comments/add',
  'POST /comment/comments/reply',
  'GET /comment/comments',
  'POST /annotations/bcf/import',
  // the enterprise list and user picker (routed by projects), the task link picker
  'POST /protected/enterprise/list',
  'POST /account/user/lists',
  'GET /task/block/getAnnotationList',
];

/** Routes that send bytes, pages or a socket, not the envelope: nothing for an output schema to describe. */
const RAW_ROUTES = new Set([
  'GET /api/docs',
  'GET /account/user/notify/ws',
  'GET /',
  'GET /assets/*',
  'GET /favicon.svg',
  'GET /protected/file/ticket/:id',
  'POST /protected/file/download',
  'GET /protected/issue/reply-image/:imageId',
  // Bytes, not the envelope: pictures, model data, exports, the start-up config file.
  'GET /public/enterprise/logo/:enterpriseId',
  'GET /task/attachment/:id',
  'GET /protected/issue/export',
  'GET /public/model/forge/get-forge-3d-data',
  'GET /public/annotations/snapshot/:key',
  'POST /annotations/bcf/export',
  'GET /public/model/forge/link-composite/pic/:key',
  'GET /static/config/config.json',
]);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const key = (r: RegisteredRoute) => `${r.method} ${r.url}`;

describe('response contract coverage', () => {
  it('keeps the output schema of every route that had one, and prints what is left', () => {
    const jsonRoutes = routeRegistry.filter((r) => !RAW_ROUTES.has(key(r)));
    const covered = jsonRoutes.filter((r) => r.output).map(key);
    const missing = jsonRoutes.filter((r) => !r.output).map(key);
    const unlisted = covered.filter((k) => !COVERED.includes(k));
    console.log(
      [
        `response schemas: ${covered.length} of ${jsonRoutes.length} routes`,
        ...missing.map((k) => `  without: ${k}`),
        ...unlisted.map((k) => `  covered, add to COVERED: '${k}',`),
      ].join('\n'),
    );
    const lost = COVERED.filter((k) => !covered.includes(k));
    expect(lost).toEqual([]);
  });

  it('has a route for every shared contract the web calls, with the same input and output schemas', () => {
    const wrong = Object.entries(contracts).flatMap(([name, c]) => {
      const r = routeRegistry.find((x) => x.method === c.method && x.url === c.url);
      if (!r) return [`${name}: no route ${c.method} ${c.url}`];
      return r.output === c.output && r.input === c.input ? [] : [`${name}: ${c.method} ${c.url} has other schemas`];
    });
    expect(wrong).toEqual([]);
  });

  it('lists only routes that exist', () => {
    const known = new Set(routeRegistry.map(key));
    expect(COVERED.filter((k) => !known.has(k))).toEqual([]);
  });
});
