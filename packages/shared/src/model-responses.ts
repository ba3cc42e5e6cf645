import { z } from 'zod';
import { isoTime } from './common-responses';
import { fileItem, modelState } from './file-responses';

// What the model calls answer (the `data` of the envelope; spec 2 §7, docs/models.md), the
// same for a member (/protected) and a share visitor (/public). Checked by the server in every
// test run (http/route.ts `output`); the web takes its types from here.

export const modelStatus = z.enum(['converting', 'complete', 'error']);
export type ModelStatus = z.infer<typeof modelStatus>;

/** get-3d-jarvis-data: the model's state and facts (models/service.ts modelInfo). */
export const modelInfo = z.object({
  modelId: z.string(),
  fileId: z.string(),
  projectId: z.string(),
  name: z.string(),
  fileType: z.string().nullable(),
  version: z.number(),
  isCurrent: z.boolean(),
  file: fileItem,
  status: modelStatus,
  forgeStatus: modelState,
  error: z.string().nullable(),
  schema: z.string().nullable(),
  lengthUnit: z.string().nullable(),
  measureRate: z.number(),
  partCount: z.number().nullable(),
  svfSize: z.number().nullable(),
});
export type ModelInfo = z.infer<typeof modelInfo>;

/** get-forge-3d-data (POST): a short-lived address of the converted model's bytes. */
export const forgeData = z.object({ forgeDataPath: z.string(), expiresAt: isoTime, size: z.number().nullable() });
export type ForgeData = z.infer<typeof forgeData>;

export interface ModelTreeNode {
  modelId: string;
  dataId: number;
  name: string;
  type: string;
  guid: string | null;
  partCount: number;
  children: ModelTreeNode[];
}
/** A node of the spatial tree (project → site → building → storey → elements). */
export const modelTreeNode: z.ZodType<ModelTreeNode> = z.object({
  modelId: z.string(),
  dataId: z.number(),
  name: z.string(),
  type: z.string(),
  guid: z.string().nullable(),
  partCount: z.number(),
  get children() {
    return z.array(modelTreeNode);
  },
});

/** get-3d-files-tree. */
export const modelTree = z.object({ modelId: z.string(), svfSize: z.number().nullable(), partCount: z.number().nullable(), tree: z.array(modelTreeNode) });
export type ModelTree = z.infer<typeof modelTree>;

/** get-mode-tree-layer: the elements grouped by IFC class. */
export const modelLayers = z.array(z.object({ name: z.string(), count: z.number(), dataIds: z.array(z.number()) }));
export type ModelLayers = z.infer<typeof modelLayers>;

const propValue = z.union([z.string(), z.number(), z.boolean()]).nullable();

/** One element of get-3d-jarvis-data-property: its attributes and property sets. */
export const elementProps = z.object({
  dataId: z.number(),
  guid: z.string().nullable(),
  name: z.string().nullable(),
  type: z.string(),
  attributes: z.record(z.string(), propValue),
  propertySets: z.array(z.object({ name: z.string(), kind: z.enum(['pset', 'qto']), props: z.array(z.object({ name: z.string(), value: propValue })) })),
});
export type ElementProps = z.infer<typeof elementProps>;
export const elementPropsList = z.array(elementProps);

/** forge/get-viewables: the storeys, bottom up, each a 2D plan view. */
export const viewable = z.object({
  viewableId: z.number(),
  dataId: z.number(),
  name: z.string(),
  type: z.literal('2d'),
  elevation: z.number(),
  lengthUnit: z.string().nullable(),
});
export type Viewable = z.infer<typeof viewable>;
export const viewableList = z.array(viewable);

/** retry-model-convert-task: the conversion is queued again. */
export const conversionRetried = z.object({ modelId: z.string(), fileId: z.string(), status: modelStatus });
export type ConversionRetried = z.infer<typeof conversionRetried>;
