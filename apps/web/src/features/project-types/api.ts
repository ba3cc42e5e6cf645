import type { z } from 'zod';
import { callRoute, callRouteEnvelope } from '../../api/callRoute';
import { contracts } from '@trestle/shared/contracts';
import type { addProjectTypeBody, customFieldInput } from '@trestle/shared/custom-field-schemas';
import type { ProjectType } from '@trestle/shared/custom-field-schemas';

// The enterprise's project types and their custom fields (docs/custom-fields.md).

export type { ProjectType };
export type FieldInput = z.input<typeof customFieldInput>;
export type TypeInput = z.input<typeof addProjectTypeBody>;

export const projectTypeKeys = {
  list: () => ['project-types'] as const,
};

export function listProjectTypes() {
  return callRoute(contracts.getProjectTypes, {});
}

/**
 * The types for the project list's filter: a reader who may not list them (a project member who
 * is not the enterprise's staff) gets no filter, not the no-permission page.
 */
export function listProjectTypesForFilter() {
  return callRoute(contracts.getProjectTypes, {}, { silent: true });
}

/** Creates the type, or replaces it when `typeId` is given; resolves to the saved type. */
export function saveProjectType(body: TypeInput & { typeId?: string }) {
  const { typeId, ...fields } = body;
  return typeId ? callRoute(contracts.updateProjectType, { ...fields, typeId }) : callRoute(contracts.addProjectType, fields);
}

export async function deleteProjectType(typeId: string) {
  return (await callRouteEnvelope(contracts.deleteProjectType, { typeId })).msg;
}
