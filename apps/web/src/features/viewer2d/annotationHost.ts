import type { RefObject } from 'react';
import type { AnnotationHost } from '../annotations/hooks';
import type { Viewer2dApi } from './Viewer2d';

/**
 * The 2D viewer's side of the annotation feature: the viewpoint is { view2d } (page, zoom and
 * the document point at the centre), the markup travels as svg, the snapshot shows both.
 */
export function drawingAnnotationHost(api: RefObject<Viewer2dApi | null>): AnnotationHost {
  const viewer = () => {
    if (!api.current) throw new Error('viewer not ready');
    return api.current;
  };
  return {
    async capture() {
      const v = viewer();
      const m = v.getMarkup();
      // An empty markup layer is no markup: the annotation then has no svg (hasSvg false).
      return { viewpoint: { view2d: m.view2d }, snapshot: await v.snapshot(), svg: m.svg.includes('data-shape=') ? m.svg : undefined };
    },
    restore(a) {
      // Opening an annotation without markup clears what was drawn, as its view had none.
      viewer().setMarkup(a.svg ?? '', a.viewpoint.view2d ?? null);
    },
  };
}
