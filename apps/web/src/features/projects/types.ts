export interface Project {
  _id: string;
  id: string;
  enterpriseId: string;
  groupId: string | null;
  groupName?: string | null;
  name: string;
  nameEn: string | null;
  area: string;
  address: string;
  type: string;
  startDate: string;
  endDate: string;
  longitude: number | null;
  latitude: number | null;
  acreage: string | null;
  size: string | null;
  overview: string | null;
  contractNo: string | null;
  clientName: string | null;
  stage: string | null;
  serviceContent: string | null;
  zipCode: string | null;
  contactWay: string | null;
  businessHours: string | null;
  status: string;
  businessStatus: string;
  permissionMode: string;
  createTime: string;
  isAdmin?: boolean;
  memberCount?: number;
  permissions?: string[];
  joinCode?: string;
  /** May the caller delete the project (project:delete). */
  canDelete?: boolean;
  group?: ProjectGroup | null;
}

export interface ProjectGroup {
  id: string;
  name: string;
  nameEn: string | null;
  region: string;
  address: string;
  introduction: string | null;
  projectCount?: number;
}

export const STATUS_COLORS: Record<string, string> = {
  preparing: 'default',
  inProgress: 'processing',
  completed: 'success',
  archived: 'purple',
  delayed: 'error',
};
