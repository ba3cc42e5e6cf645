import { z } from 'zod';

// Payloads of the model calls (spec 2 §7 "Models and viewers"). The model tree, layer,
// property and viewables calls carry projectId, modelId, domain, jsUuid, propertyIds; domain
// and jsUuid belong to the original viewer service and are accepted but unused here.
// modelId is a file version's id. Share visitors send linkId (and the share header) instead
// of projectId.

const id = z.string({ message: 'v.required' }).trim().min(1, { message: 'v.required' }).max(64);
const optId = z.string().trim().max(64).optional().nullable();

const common = {
  modelId: id,
  domain: z.string().max(200).optional().nullable(),
  jsUuid: z.string().max(200).optional().nullable(),
};
const propertyIds = z
  .array(z.coerce.number({ message: 'model.badElementId' }).int({ message: 'model.badElementId' }).min(0, { message: 'model.badElementId' }))
  .min(1, { message: 'v.required' })
  .max(500);

export const protectedModelBody = z.object({ projectId: id, ...common });
export const publicModelBody = z.object({
  linkId: z.string({ message: 'model.whereRequired' }).trim().min(1, { message: 'model.whereRequired' }).max(64),
  ...common,
});
export const modelPropertyBody = protectedModelBody.extend({ propertyIds });
export const publicPropertyBody = publicModelBody.extend({ propertyIds });
export const retryModelBody = z
  .object({ projectId: id, modelId: optId, fileId: optId })
  .refine((b) => b.modelId || b.fileId, { message: 'v.required', path: ['modelId'] });
export const forgeDataQuery = z.object({ path: z.string({ message: 'v.required' }).min(1, { message: 'v.required' }).max(300) });

export const MODEL_STATUSES = ['converting', 'complete', 'error'] as const;
export type ModelStatus = (typeof MODEL_STATUSES)[number];
