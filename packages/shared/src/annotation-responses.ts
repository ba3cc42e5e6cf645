import { z } from 'zod';
import { isoTime } from './common-responses';
import { viewpointSchema } from './annotation-schemas';
import { COMMENT_BUSINESSES } from './annotation-schemas';

// What the annotation, comment and BCF import calls answer (the `data` of the envelope;
// docs/annotations.md). Checked by the server in every test run (http/route.ts `output`); the
// web takes its types from here.

export const annotationType = z.enum(['other', 'auto', 'naviswork']);
export type AnnotationType = z.infer<typeof annotationType>;

const person = z.object({ id: z.string(), name: z.string() });

/** A task an annotation is linked with, as the annotation side shows it (spec 3 §3 taskBordSwimVos). */
export const annotationTaskLink = z.object({
  taskId: z.string(),
  boardId: z.string(),
  boardName: z.string(),
  swimName: z.string(),
  taskStatus: z.number(),
  title: z.string(),
  projectId: z.string(),
});

/** An annotation as every call shows it (annotations/service.ts present). */
export const annotation = z.object({
  annotationId: z.string(),
  id: z.string(),
  name: z.string(),
  remark: z.string().nullable(),
  type: annotationType,
  /** A BCF topic status ('Open', 'Closed', …). */
  status: z.string(),
  stateStr: z.string(),
  version: z.number().nullable(),
  fileName: z.string(),
  fileType: z.string().nullable(),
  projectFileId: z.string(),
  versionId: z.string().nullable(),
  created: isoTime,
  updated: isoTime,
  formatTime: z.string(),
  /** The snapshot's ticket URL; null without one. */
  img: z.string().nullable(),
  /** Lists send null (see hasSvg); getOne and the changes send the markup. */
  svg: z.string().nullable(),
  hasSvg: z.boolean(),
  viewpoint: viewpointSchema,
  createUser: person,
  projectFileVersion: z.object({ id: z.string().nullable(), version: z.number().nullable() }),
  /** The tasks it is linked with; none for callers without task:enter. */
  taskBordSwimVos: z.array(annotationTaskLink),
  canDelete: z.boolean(),
  /** May the caller link it with tasks (and unlink)? */
  canAssociateTask: z.boolean(),
});
export type Annotation = z.infer<typeof annotation>;

/** getList (and /hanglung/getList): a file's annotations. */
export const annotationList = z.object({ value: z.array(annotation), total: z.number() });
export type AnnotationList = z.infer<typeof annotationList>;

export const annotationDeleted = z.object({ id: z.string() });

/** A comment (annotations/comments.ts presentComment); `toUser` set on a reply to someone. */
export const comment = z.object({
  commentId: z.string(),
  id: z.string(),
  business: z.enum(COMMENT_BUSINESSES),
  moduleId: z.string(),
  context: z.string(),
  createUser: person.nullable(),
  toUser: person.nullable(),
  ancestorId: z.string().nullable(),
  depth: z.number(),
  commentTime: isoTime,
});
export type Comment = z.infer<typeof comment>;

/** A thread: the first comment with its replies, oldest first. */
export const commentThread = comment.extend({ replies: z.array(comment) });
export type CommentThread = z.infer<typeof commentThread>;
export const commentThreads = z.array(commentThread);

/** bcf/import: topics imported and skipped, with why each was skipped or lost a part. */
export const bcfImportReport = z.object({
  imported: z.number(),
  skipped: z.number(),
  errors: z.array(z.object({ guid: z.string(), title: z.string(), reason: z.string() })),
});
export type BcfImportReport = z.infer<typeof bcfImportReport>;

/** The annotations a task may be linked to, each with whether it is (/task/block/getAnnotationList; tasks/links.ts). */
export const annotationPickList = z.object({ value: z.array(annotation.extend({ linked: z.boolean() })), total: z.number() });
