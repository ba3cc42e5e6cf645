import type { projects, projectGroups } from './tables';

type ProjectRow = typeof projects.$inferSelect;
type GroupRow = typeof projectGroups.$inferSelect;

/** A project as the wire shows it (_id and id, the spec's field names). */
export function presentProject(p: ProjectRow, extra: Record<string, unknown> = {}) {
  return {
    _id: p.id,
    id: p.id,
    enterpriseId: p.enterpriseId,
    groupId: p.groupId,
    name: p.name,
    nameEn: p.nameEn,
    area: p.area,
    address: p.address,
    type: p.type,
    typeId: p.typeId,
    customFields: {},
    startDate: p.startDate,
    endDate: p.endDate,
    longitude: p.longitude,
    latitude: p.latitude,
    acreage: p.acreage,
    size: p.size,
    image: p.image,
    overview: p.overview,
    contractNo: p.contractNo,
    clientName: p.clientName,
    stage: p.stage,
    serviceContent: p.serviceContent,
    zipCode: p.zipCode,
    contactWay: p.contactWay,
    businessHours: p.businessHours,
    status: p.status,
    businessStatus: p.businessStatus,
    permissionMode: p.permissionMode,
    kind: p.kind,
    createdBy: p.createdBy,
    createTime: p.createdAt.toISOString(),
    updateTime: p.updatedAt.toISOString(),
    ...extra,
  };
}

export function presentGroup(g: GroupRow, extra: Record<string, unknown> = {}) {
  return {
    _id: g.id,
    id: g.id,
    enterpriseId: g.enterpriseId,
    name: g.name,
    nameEn: g.nameEn,
    region: g.region,
    address: g.address,
    introduction: g.introduction,
    logo: g.logo,
    createTime: g.createdAt.toISOString(),
    ...extra,
  };
}
