import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/client';
import { annotationFlags, annotationKeys, listAnnotations, NO_PERMISSION, type Annotation, type AnnotationTarget, type Viewpoint } from './api';

/** What a viewer lends the annotation feature: its current view, and a way back to a saved one. */
export interface AnnotationHost {
  /** The view as saved: viewpoint, a PNG data URL of what is shown, and markup for 2D. */
  capture(): Promise<{ viewpoint: Viewpoint; snapshot: string; svg?: string }>;
  /** Shows a saved annotation (getOne's answer, svg included). */
  restore(a: Annotation): Promise<void> | void;
}

/** A refusal the drawer shows as the no-permission placeholder, not as an error. */
export const isNoPermission = (e: unknown) => e instanceof ApiError && (e.errorCode === NO_PERMISSION || e.errorCode === 401);

/**
 * The file's annotations. `silent` for share visitors: a refusal is shown in place, the client
 * must not send them to /401 for a panel they may simply not have.
 */
export function useAnnotationList(t: AnnotationTarget, enabled: boolean, silent: boolean) {
  return useQuery({ queryKey: annotationKeys.list(t), queryFn: () => listAnnotations(t, { silent }), enabled, retry: false });
}

export function useAnnotationFlags(t: AnnotationTarget, enabled: boolean, silent: boolean) {
  return useQuery({
    queryKey: annotationKeys.flags(t),
    queryFn: () => annotationFlags(t, { silent }),
    enabled,
    retry: false,
    staleTime: 60_000,
  });
}
