import type { Viewpoint as SavedViewpoint } from '../annotations/api';
import type { AnnotationHost } from '../annotations/hooks';
import type { ModelViewer, Viewpoint } from './engine';

/** Longest side of a 3D annotation snapshot (the server takes ≤ 3 MB; fitSnapshot shrinks further if needed). */
const SNAPSHOT_WIDTH = 1280;

/**
 * A stored viewpoint as the engine restores it. Everything on the wire is optional (a BCF
 * import may carry only a camera); what is missing keeps the engine's neutral value.
 */
export function engineViewpoint(vp: SavedViewpoint): Viewpoint | null {
  const v = vp.viewPorts;
  if (!v) return null;
  const perspective = v.isPerspective ?? v.projection !== 'orthographic';
  return {
    viewPorts: {
      position: v.position,
      target: v.target,
      up: v.up,
      aspect: v.aspect ?? 1,
      fov: v.fov ?? 0,
      orthoScale: v.orthoScale ?? 0,
      isPerspective: perspective,
      quaternion: v.quaternion ?? [0, 0, 0, 1],
      projection: perspective ? 'perspective' : 'orthographic',
      hiddenNodes: v.hiddenNodes ?? [],
      isolatedNodes: v.isolatedNodes ?? [],
      selectionNodes: v.selectionNodes ?? [],
      focal: v.focal ?? 0,
      angular: v.angular ?? 0,
    },
    clipplaneList: vp.clipplaneList ?? [],
  };
}

/** The 3D viewer's side of the annotation feature; `onRestored` lets the page follow what the view now shows. */
export function modelAnnotationHost(viewer: ModelViewer, onRestored: (vp: Viewpoint) => void): AnnotationHost {
  return {
    async capture() {
      return { viewpoint: viewer.viewpoint(), snapshot: viewer.snapshot(SNAPSHOT_WIDTH) };
    },
    async restore(a) {
      const vp = engineViewpoint(a.viewpoint);
      if (!vp) return;
      await viewer.restore(vp);
      onRestored(vp);
    },
  };
}
