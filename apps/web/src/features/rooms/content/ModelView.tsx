import '@google/model-viewer';
import { useEffect, useRef } from 'react';

interface ModelViewProps {
  src: string;
  /** The model's name, read out as its description. */
  name: string;
}

/**
 * A glTF model in <model-viewer> (docs/decisions/model-uploads.md): turned by dragging or the arrow keys
 * (its camera controls are keyboard accessible), slowly rotating until touched. This module carries
 * model-viewer and three.js, so it is loaded only when a model is shown.
 */
export default function ModelView({ src, name }: ModelViewProps) {
  const holderRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const holder = holderRef.current;
    if (!holder) return;
    const viewer = document.createElement('model-viewer');
    viewer.setAttribute('src', src);
    viewer.setAttribute('alt', name);
    viewer.setAttribute('camera-controls', '');
    viewer.setAttribute('auto-rotate', '');
    viewer.setAttribute('touch-action', 'pan-y');
    viewer.setAttribute('data-testid', 'model-viewer');
    viewer.style.width = '100%';
    viewer.style.height = '100%';
    holder.append(viewer);
    return () => viewer.remove();
  }, [src, name]);
  return <div ref={holderRef} className="size-full min-h-48 rounded-lg bg-surface-muted" />;
}
