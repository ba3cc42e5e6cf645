import { useCallback, useState } from 'react';
import type { Shape, ShapeType } from './shapes';

export type Tool = 'pan' | ShapeType;

export const COLORS = ['#e53935', '#fa8c16', '#fadb14', '#52c41a', '#1677ff', '#722ed1', '#000000'];
/** Stroke widths in screen pixels at the zoom the shape is drawn. */
export const WIDTHS = [1, 2, 4, 8];

interface History {
  shapes: Shape[];
  past: Shape[][];
  future: Shape[][];
}

/** The shapes with undo and redo, and the chosen tool, colour and width. */
export function useMarkup() {
  const [h, setH] = useState<History>({ shapes: [], past: [], future: [] });
  const [tool, setTool] = useState<Tool>('pan');
  const [color, setColor] = useState(COLORS[0]);
  const [width, setWidth] = useState(WIDTHS[1]);
  const commit = useCallback((next: Shape[]) => setH((cur) => ({ shapes: next, past: [...cur.past, cur.shapes].slice(-200), future: [] })), []);
  const add = useCallback((s: Shape) => setH((cur) => ({ shapes: [...cur.shapes, s], past: [...cur.past, cur.shapes].slice(-200), future: [] })), []);
  const undo = useCallback(
    () => setH((cur) => (cur.past.length ? { shapes: cur.past[cur.past.length - 1], past: cur.past.slice(0, -1), future: [cur.shapes, ...cur.future] } : cur)),
    [],
  );
  const redo = useCallback(
    () => setH((cur) => (cur.future.length ? { shapes: cur.future[0], past: [...cur.past, cur.shapes], future: cur.future.slice(1) } : cur)),
    [],
  );
  const clear = useCallback(() => setH((cur) => (cur.shapes.length ? { shapes: [], past: [...cur.past, cur.shapes], future: [] } : cur)), []);
  /** Replaces everything (setMarkup): a fresh history. */
  const reset = useCallback((shapes: Shape[]) => setH({ shapes, past: [], future: [] }), []);
  return {
    shapes: h.shapes,
    canUndo: h.past.length > 0,
    canRedo: h.future.length > 0,
    commit,
    add,
    undo,
    redo,
    clear,
    reset,
    tool,
    setTool,
    color,
    setColor,
    width,
    setWidth,
  };
}

export type MarkupState = ReturnType<typeof useMarkup>;
