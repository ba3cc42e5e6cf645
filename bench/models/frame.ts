// What the page (page/main.ts) hands back for one first frame; shared with browser.ts, which
// runs in Node and must not pull the page's DOM code into its type check.

export interface FrameResult {
  /**
   * From the call to the end of the first frame showing the whole model as framed (GPU
   * included: a pixel is read back).
   */
  ms: number;
  phases: { fetch: number; setup: number; load: number; frame: number };
  /** Share of canvas pixels that differ from the background: the frame shows the model. */
  coverage: number;
  triangles: number;
  drawCalls: number;
  /**
   * Highest usedJSHeapSize of the page's main thread (performance.memory, precise with
   * --enable-precise-memory-info), sampled every 10 ms, at each phase and at each web-ifc mesh.
   * Not the fragments worker's heap nor web-ifc's wasm memory (the renderer's peak RSS has
   * those), and blind inside web-ifc's synchronous OpenModel.
   */
  jsHeapPeak: number;
}

/** What page/effects.ts hands back for one model with the viewer's display settings. */
export interface EffectsResult {
  /** fetch + load + framing, to the end of the first (plain) frame that shows every tile of the view. */
  load: number;
  /** The first frame of the still view after it (with occlusion on: compiling its shaders and drawing it). */
  firstStill: number;
  /** Building the element edges (0 when off) and what they hold. */
  edgesMs: number;
  segments: number;
  triangles: number;
  /** Median of frames while the camera moves (the plain frame, with edges when on). */
  moving: number;
  /** Median of frames of a still view after a change (with effects on: the occlusion on top). */
  still: number;
  /** Share of the canvas that is not background in the last still frame (a blank frame shows). */
  coverage: number;
}
