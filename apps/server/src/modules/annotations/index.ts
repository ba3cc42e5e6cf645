// The public entry of the annotations module: what other modules and the platform code may use.
export { annotations, comments } from './tables';
export { annotationsProjectData } from './project-data';
export { annotationSnapshots } from './files-contributions';
export { type CommentSubjectLoader, registerAnnotationTaskLinks, registerCommentSubject } from './registries';
export { fileRights, mayAssociate } from './access';
export { type Annotation, dropAnnotationsOfFiles, listAnnotations, loadAnnotation } from './service';
export { decodeDataUrl, snapshotUrls, storeSnapshot } from './snapshot';
