import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { Spin } from 'antd';
import { AppLayout } from '../shell/AppLayout';
import { RequireAuth } from '../shell/RequireAuth';

/** A route's page, loaded on first visit (one chunk per page file) from its named export. */
function page<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType<PropsOf<M[K]>> }));
}
type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

const LoginPage = page(() => import('../features/auth/LoginPage'), 'LoginPage');
const SsoCompletePage = page(() => import('../features/auth/SsoCompletePage'), 'SsoCompletePage');
const RegisterPage = page(() => import('../features/auth/RegisterPage'), 'RegisterPage');
const SetPasswordPage = page(() => import('../features/auth/SetPasswordPage'), 'SetPasswordPage');
const ErrorPage = page(() => import('../features/errors/ErrorPage'), 'ErrorPage');
const ProjectListPage = page(() => import('../features/projects/ProjectListPage'), 'ProjectListPage');
const ProjectFormPage = page(() => import('../features/projects/ProjectFormPage'), 'ProjectFormPage');
const ProjectGroupFormPage = page(() => import('../features/projects/ProjectGroupFormPage'), 'ProjectGroupFormPage');
const ProjectHomePage = page(() => import('../features/projects/ProjectHomePage'), 'ProjectHomePage');
const ProjectConfigPage = page(() => import('../features/projects/ProjectConfigPage'), 'ProjectConfigPage');
const JoinProjectPage = page(() => import('../features/projects/JoinProjectPage'), 'JoinProjectPage');
const QueryProjectPage = page(() => import('../features/projects/QueryProjectPage'), 'QueryProjectPage');
const EnterpriseManagementPage = page(() => import('../features/enterprise/EnterpriseManagementPage'), 'EnterpriseManagementPage');
const EnterpriseHomePage = page(() => import('../features/enterprise-home/EnterpriseHomePage'), 'EnterpriseHomePage');
const EnterpriseFilesPage = page(() => import('../features/enterprise-home/EnterpriseFilesPage'), 'EnterpriseFilesPage');
const StaffManagementPage = page(() => import('../features/staff/StaffManagementPage'), 'StaffManagementPage');
const StaffDetailPage = page(() => import('../features/staff/StaffDetailPage'), 'StaffDetailPage');
const ProjectTypesPage = page(() => import('../features/project-types/ProjectTypesPage'), 'ProjectTypesPage');
const WebsitesPage = page(() => import('../features/app-store/WebsitesPage'), 'WebsitesPage');
const EnterpriseAppsPage = page(() => import('../features/app-store/EnterpriseAppsPage'), 'EnterpriseAppsPage');
const SsoSettingsPage = page(() => import('../features/sso/SsoSettingsPage'), 'SsoSettingsPage');
const ManagementDataPage = page(() => import('../features/management-data/ManagementDataPage'), 'ManagementDataPage');
const PlatformManagementPage = page(() => import('../features/platform/PlatformManagementPage'), 'PlatformManagementPage');
const ProjectPermissionMatrixPage = page(() => import('../features/permission-matrix/PermissionMatrixPage'), 'ProjectPermissionMatrixPage');
const EnterprisePermissionMatrixPage = page(() => import('../features/permission-matrix/PermissionMatrixPage'), 'EnterprisePermissionMatrixPage');
const ProjectOperationLogPage = page(() => import('../features/oplog/OperationLogPage'), 'ProjectOperationLogPage');
const EnterpriseOperationLogPage = page(() => import('../features/oplog/OperationLogPage'), 'EnterpriseOperationLogPage');
const AccountCenterPage = page(() => import('../features/account/AccountCenterPage'), 'AccountCenterPage');
const UserSettingsPage = page(() => import('../features/account/UserSettingsPage'), 'UserSettingsPage');
const FileManagerPage = page(() => import('../features/files/FileManagerPage'), 'FileManagerPage');
const SharePage = page(() => import('../features/share/SharePage'), 'SharePage');
const ShareMobilePage = page(() => import('../features/share/ShareMobilePage'), 'ShareMobilePage');
const CabinetPage = page(() => import('../features/cabinet/CabinetPage'), 'CabinetPage');
const ViewerRoute = page(() => import('../features/viewer3d/ViewerRoute'), 'ViewerRoute');
const ProgressRoute = page(() => import('../features/progress/ProgressPage'), 'ProgressRoute');
const IotPage = page(() => import('../features/iot/IotPage'), 'IotPage');
const ProjectTaskPage = page(() => import('../features/task-register/ProjectTaskPage'), 'ProjectTaskPage');
const BoardListPage = page(() => import('../features/tasks/board/BoardListPage'), 'BoardListPage');
const BoardPage = page(() => import('../features/tasks/board/BoardPage'), 'BoardPage');
const MyTasksPage = page(() => import('../features/mytasks/MyTasksPage'), 'MyTasksPage');
const GanttPage = page(() => import('../features/mytasks/GanttPage'), 'GanttPage');
const StatisticsPage = page(() => import('../features/mytasks/StatisticsPage'), 'StatisticsPage');
const IssueManagementPage = page(() => import('../features/issues/list/IssueManagementPage'), 'IssueManagementPage');
const MyIssuesPage = page(() => import('../features/issues/list/MyIssuesPage'), 'MyIssuesPage');
const IssueDetailPage = page(() => import('../features/issues/detail/IssueDetailPage'), 'IssueDetailPage');
const MeetingsPage = page(() => import('../features/meetings/MeetingsPage'), 'MeetingsPage');
const MeetingViewerPage = page(() => import('../features/meetings/MeetingViewerPage'), 'MeetingViewerPage');
const DiscussIndexPage = page(() => import('../features/discussions/DiscussIndexPage'), 'DiscussIndexPage');
const DiscussManagePage = page(() => import('../features/discussions/DiscussManagePage'), 'DiscussManagePage');
const ApprovalPage = page(() => import('../features/approvals/ApprovalPage'), 'ApprovalPage');
const UpdateLogPage = page(() => import('../features/updatelog/UpdateLogPage'), 'UpdateLogPage');
const VersionManagementPage = page(() => import('../features/plugins/VersionManagementPage'), 'VersionManagementPage');
const VersionTokenRoute = page(() => import('../features/plugins/VersionTokenRoute'), 'VersionTokenRoute');
const NoticeManagementPage = page(() => import('../features/notices/NoticeManagementPage'), 'NoticeManagementPage');
// pdf.js and dxf-viewer (with its own three) come with this chunk only.
const ViewerPage = page(() => import('../features/viewer2d/ViewerPage'), 'ViewerPage');
const H5ViewerPage = page(() => import('../features/h5viewer/H5ViewerPage'), 'H5ViewerPage');
// Office documents as PDF; shares the 2D viewer's pdf.js chunk.
const OfficeEditorPage = page(() => import('../features/office/OfficeEditorPage'), 'OfficeEditorPage');

const wait = (node: ReactNode) => (
  <Suspense
    fallback={
      <div className="page-loading">
        <Spin size="large" />
      </div>
    }
  >
    {node}
  </Suspense>
);

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/login" element={wait(<LoginPage />)} />
      {/* The enterprise's sign-in page: its single sign-on button and its directory (the spec's AD sign-in route). */}
      <Route path="/login/:enterpriseId" element={wait(<LoginPage />)} />
      {/* Where single sign-on lands: the one-time code becomes the session (no session before it). */}
      <Route path="/sso-complete" element={wait(<SsoCompletePage />)} />
      <Route path="/register" element={wait(<RegisterPage />)} />
      {/* Plugin version management opened by a desktop client with its session token (spec 1 §2.1 {token}): kept for the tab, then /versionManagement. */}
      <Route path="/versionManagement/:token" element={wait(<VersionTokenRoute />)} />
      <Route path="/setpassword/:code" element={wait(<SetPasswordPage />)} />
      {/* The full-window 2D viewer; members sign in there, share visitors come with linkId. /viewer?type=2d|pdf lands here too (ViewerRoute). */}
      <Route path="/twoviewer" element={wait(<ViewerPage />)} />
      <Route path="/h5Viewer" element={wait(<H5ViewerPage />)} />
      {/* Office documents shown as PDF (members only: the page sends others to the login). */}
      <Route path="/officeEditor" element={wait(<OfficeEditorPage />)} />
      <Route element={<AppLayout />}>
        <Route path="/401" element={wait(<ErrorPage code={401} />)} />
        <Route path="/402" element={wait(<ErrorPage code={402} />)} />
        <Route path="/join_project" element={wait(<JoinProjectPage />)} />
        <Route path="/query_project" element={wait(<QueryProjectPage />)} />
      </Route>
      <Route element={<AppLayout guest />}>
        <Route path="/share_page/:linkId" element={wait(<SharePage />)} />
        <Route path="/share_mobile/:linkId" element={wait(<ShareMobilePage />)} />
      </Route>
      {/* Viewers: members (session) and share visitors (linkId) alike; ViewerRoute decides. */}
      <Route element={<AppLayout session wide />}>
        <Route path="/viewer" element={wait(<ViewerRoute />)} />
        <Route path="/forgeViewer" element={wait(<ViewerRoute />)} />
        <Route path="/threeviewer/*" element={wait(<ViewerRoute />)} />
        <Route path="/forgeViewerNew/:modelId/:type/:show" element={wait(<ViewerRoute />)} />
        {/* The 3D progress viewer (members only: it redirects to sign-in without a session). */}
        <Route path="/viewer3dProgress" element={wait(<ProgressRoute />)} />
        {/* A meeting's issues beside the 3D/2D viewer (members only: it redirects to sign-in without a session). */}
        <Route path="/viewer_meeting" element={wait(<MeetingViewerPage />)} />
      </Route>
      <Route element={<RequireAuth />}>
        <Route element={<AppLayout />}>
          <Route path="/" element={<Navigate to="/project_list" replace />} />
          <Route path="/project_list" element={wait(<ProjectListPage />)} />
          <Route path="/jm_project_list" element={wait(<ProjectListPage />)} />
          <Route path="/create_project" element={wait(<ProjectFormPage />)} />
          <Route path="/jm_create_project" element={wait(<ProjectFormPage />)} />
          <Route path="/edit_project/:projectId" element={wait(<ProjectFormPage />)} />
          <Route path="/jm_edit_project/:projectId" element={wait(<ProjectFormPage />)} />
          <Route path="/create_project_group" element={wait(<ProjectGroupFormPage />)} />
          <Route path="/edit_project_group/:projectId" element={wait(<ProjectGroupFormPage />)} />
          <Route path="/project_index/:projectId" element={wait(<ProjectHomePage />)} />
          <Route path="/jm_project_index/:projectId" element={wait(<ProjectHomePage />)} />
          <Route path="/project-files" element={wait(<FileManagerPage />)} />
          <Route path="/cabinet" element={wait(<CabinetPage />)} />
          <Route path="/iot" element={wait(<IotPage />)} />
          <Route path="/projecttask" element={wait(<ProjectTaskPage />)} />
          {/* Task boards; spec 3 §2 calls taskBoard a child of index, but both are full pages here. */}
          <Route path="/worktask/work/index" element={wait(<BoardListPage />)} />
          <Route path="/worktask/work/taskBoard" element={wait(<BoardPage />)} />
          {/* Issues (spec 3 §2): management with its tabs; problemTask is its "Issue tasks" tab. */}
          <Route path="/issue" element={wait(<IssueManagementPage />)} />
          <Route path="/problem/problemTask" element={wait(<IssueManagementPage tab="tasks" />)} />
          <Route path="/problem/problem_management" element={wait(<MyIssuesPage />)} />
          {/* One issue (spec 3 §2): both addresses show the same page. */}
          <Route path="/issue/detail" element={wait(<IssueDetailPage />)} />
          <Route path="/problem/project_problem_details" element={wait(<IssueDetailPage />)} />
          <Route path="/projectConfigration/:projectId" element={wait(<ProjectConfigPage />)} />
          <Route path="/enterpriseManagement" element={wait(<EnterpriseManagementPage />)} />
          <Route path="/enterpriseHome" element={wait(<EnterpriseHomePage />)} />
          <Route path="/enterprise_files_index" element={wait(<EnterpriseFilesPage />)} />
          {/* Staff management (spec 3 §2: the spec's addresses, "stuff" as written there). */}
          <Route path="/stuffManagement" element={wait(<StaffManagementPage />)} />
          <Route path="/stuffManagementDetail" element={wait(<StaffDetailPage />)} />
          {/* The permission matrix (spec 3 §6): not named by the spec; reached from the project configuration and enterprise management. */}
          <Route path="/permissionMatrix/:projectId" element={wait(<ProjectPermissionMatrixPage />)} />
          <Route path="/enterprisePermissionMatrix" element={wait(<EnterprisePermissionMatrixPage />)} />
          {/* Single sign-on and directory settings (spec 3 §2 Single sign-on): not named by the spec; reached from enterprise management. */}
          <Route path="/ssoSettings" element={wait(<SsoSettingsPage />)} />
          <Route path="/projectTypes" element={wait(<ProjectTypesPage />)} />
          <Route path="/appStore" element={wait(<WebsitesPage />)} />
          <Route path="/enterpriseApps" element={wait(<EnterpriseAppsPage />)} />
          {/* The enterprise's figures (spec 3 §2 /management_data): reached from enterprise management. */}
          <Route path="/management_data" element={wait(<ManagementDataPage />)} />
          {/* The operation log (spec 3 §6 project log statistics): not named by the spec; the project's log statistics app and enterprise management open it. */}
          <Route path="/operationLog/:projectId" element={wait(<ProjectOperationLogPage />)} />
          <Route path="/enterpriseOperationLog" element={wait(<EnterpriseOperationLogPage />)} />
          <Route path="/platform_management" element={wait(<PlatformManagementPage />)} />
          <Route path="/account-center" element={wait(<AccountCenterPage />)} />
          <Route path="/UserSettings" element={wait(<UserSettingsPage />)} />
          {/* The Meetings tab of /issue on a page of its own (links, tests). */}
          <Route path="/issue/meetings" element={wait(<MeetingsPage />)} />
          <Route path="/discuss/discussIndex" element={wait(<DiscussIndexPage />)} />
          <Route path="/discuss/project_discuss_management" element={wait(<DiscussManagePage />)} />
          {/* Document approvals (spec 1 §2.1): both addresses are one page; a notice opens it with ?targetId. */}
          <Route path="/document-approval" element={wait(<ApprovalPage />)} />
          <Route path="/document-approval-aa" element={wait(<ApprovalPage />)} />
          <Route path="/updateLog" element={wait(<UpdateLogPage />)} />
          {/* Plugin version management (spec 1 §2.1): both addresses are one page. */}
          <Route path="/versionManagement" element={wait(<VersionManagementPage />)} />
          <Route path="/AAWork/versionManagement" element={wait(<VersionManagementPage />)} />
          {/* Notices (spec 3 §7 "Notice version"): not named by the spec; reached from the help menu. */}
          <Route path="/noticeManagement" element={wait(<NoticeManagementPage />)} />
          <Route path="/work" element={wait(<MyTasksPage />)} />
          <Route path="/work/gantt" element={wait(<GanttPage />)} />
          <Route path="/work/statistical" element={wait(<StatisticsPage />)} />
          <Route path="*" element={wait(<ErrorPage code={404} />)} />
        </Route>
      </Route>
    </Routes>
  );
}
