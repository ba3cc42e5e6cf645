import { defineContract } from './route-contract';
import { annotation, annotationDeleted, annotationList, annotationPickList, comment, commentThreads } from './annotation-responses';
import {
  addAnnotationBody,
  addCommentBody,
  annotationIdBody,
  annotationListBody,
  annotationOneQuery,
  commentListQuery,
  replyCommentBody,
  updateAnnotationBody,
} from './annotation-schemas';
import { annotationPickQuery } from './task-schemas';

/** The annotation routes that take and answer JSON (contracts.ts gathers every area). */
export const annotationContracts = {
  annotationsAdd: defineContract({ method: 'POST', url: '/annotations/add', input: addAnnotationBody, output: annotation }),
  annotationsDelete: defineContract({ method: 'POST', url: '/annotations/delete', input: annotationIdBody, output: annotationDeleted }),
  annotationsGetList: defineContract({ method: 'POST', url: '/annotations/getList', input: annotationListBody, output: annotationList }),
  getOne: defineContract({ method: 'GET', url: '/annotations/getOne', input: annotationOneQuery, output: annotation }),
  annotationsUpdate: defineContract({ method: 'POST', url: '/annotations/update', input: updateAnnotationBody, output: annotation }),
  comments: defineContract({ method: 'GET', url: '/comment/comments', input: commentListQuery, output: commentThreads }),
  commentsAdd: defineContract({ method: 'POST', url: '/comment/comments/add', input: addCommentBody, output: comment }),
  commentsReply: defineContract({ method: 'POST', url: '/comment/comments/reply', input: replyCommentBody, output: comment }),
  hanglungGetList: defineContract({ method: 'POST', url: '/hanglung/getList', input: annotationListBody, output: annotationList }),
  getAnnotationList: defineContract({ method: 'GET', url: '/task/block/getAnnotationList', input: annotationPickQuery, output: annotationPickList }),
};
