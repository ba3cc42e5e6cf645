import type { Surface } from './surface';
import type { Size, View } from './view';

/** What every view (PDF, DXF, image) gets from the viewer. */
export interface BackendProps {
  data: ArrayBuffer;
  view: View | null;
  size: Size;
  /** The document is open: its layout; the viewer then fits it. */
  onLoad(surface: Surface): void;
  onError(error: unknown): void;
  /** Registers how to paint the current view into a 2D canvas (the snapshot). */
  paintRef: { current: Painter | null };
}

/** Paints what the viewport shows, at `scale` device pixels per CSS pixel. */
export type Painter = (ctx: CanvasRenderingContext2D, scale: number) => void;

/** An error the viewer shows with its own text (the key in viewer2d.json). */
export class ViewerError extends Error {
  constructor(
    readonly key: 'empty' | 'unreadable' | 'expired' | 'notFound' | 'timeout' | 'noWebgl' | 'unsupported',
    detail?: string,
  ) {
    super(detail ?? key);
  }
}
