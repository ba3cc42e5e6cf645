import { useEffect, useRef, useState } from 'react';
import { ViewerError, type BackendProps } from './backend';
import { stackedSurface } from './surface';
import { toScreen } from './view';

/** An image at its own pixels; the viewer's transform zooms and pans it. */
export function ImageView(p: BackendProps & { mime: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const img = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(new Blob([p.data], { type: p.mime }));
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [p.data, p.mime]);
  const view = p.view;
  const origin = view ? toScreen(view, p.size, { x: 0, y: 0 }) : null;
  p.paintRef.current = (ctx, scale) => {
    const el = img.current;
    if (!el || !view || !origin) return;
    ctx.drawImage(el, origin.x * scale, origin.y * scale, el.naturalWidth * view.zoom * scale, el.naturalHeight * view.zoom * scale);
  };
  if (!src) return null;
  return (
    <div
      className="viewer2d-stage"
      style={{ transform: origin && view ? `translate(${origin.x}px, ${origin.y}px) scale(${view.zoom})` : undefined, visibility: view ? 'visible' : 'hidden' }}
    >
      <img
        ref={img}
        src={src}
        alt=""
        draggable={false}
        data-testid="viewer2d-image"
        style={{ imageRendering: view && view.zoom > 3 ? 'pixelated' : 'auto' }}
        onLoad={(e) => {
          const el = e.currentTarget;
          if (!el.naturalWidth || !el.naturalHeight) p.onError(new ViewerError('empty'));
          else p.onLoad(stackedSurface('image', [{ w: el.naturalWidth, h: el.naturalHeight }]));
        }}
        onError={() => p.onError(new ViewerError('unreadable'))}
      />
    </div>
  );
}
