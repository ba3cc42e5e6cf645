import { z } from 'zod';
import { isoTime } from './common-responses';

// What the composite-link (linked drawing) calls answer (the `data` of the envelope;
// docs/models.md "Composite links"). Checked by the server in every test run (http/route.ts
// `output`); the web takes its types from here.

/** How a caller sees a link's drawing: openable, in the recycle bin, or not theirs to see. */
export const drawingState = z.enum(['ok', 'deleted', 'hidden']);
export type DrawingState = z.infer<typeof drawingState>;

/** A part of the drawing (page), as fractions of its width and height from the top left. */
const region = z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() });

/** One element's link to a drawing, as the caller may see it (linked-drawings/service.ts present). */
export const compositeLinkView = z.object({
  id: z.string(),
  modelId: z.string(),
  dbid: z.number(),
  guid: z.string().nullable(),
  elementName: z.string().nullable(),
  elementType: z.string().nullable(),
  drawing: z.object({ fileId: z.string(), name: z.string().nullable(), fileType: z.string().nullable(), exists: z.boolean(), state: drawingState }),
  page: z.number().nullable(),
  region: region.nullable(),
  /** The picture's ticket URL; null without a picture or when the caller may not open the drawing. */
  pic: z.string().nullable(),
  createUser: z.object({ id: z.string(), name: z.string() }),
  created: isoTime,
  updated: isoTime,
});
export type CompositeLinkView = z.infer<typeof compositeLinkView>;

/** link-composite/get: the links of a model (or of one element), and whether the caller may change them. */
export const compositeLinks = z.object({ modelId: z.string(), fileId: z.string(), canEdit: z.boolean(), list: z.array(compositeLinkView) });
export type CompositeLinks = z.infer<typeof compositeLinks>;

/** link-composite/link: the element's link after the change; null once removed. */
export const compositeLinkSet = z.object({ dbid: z.number(), link: compositeLinkView.nullable() });
export type CompositeLinkSet = z.infer<typeof compositeLinkSet>;
