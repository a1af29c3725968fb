import { useEffect, type RefObject } from 'react';

/** The CSS variable the toasts' viewport stands on: the height it keeps clear at the screen's bottom. */
export const toastClearanceProperty = '--toast-clearance';

const keptClear = new Set<HTMLElement>();
let pendingFrame = 0;

/**
 * The height from the lowest kept-clear element's top to the screen's bottom. Only elements in the lower
 * half count: one higher up (a composer above a long page, say) would push the toasts off the screen.
 */
function measureClearance(): void {
  pendingFrame = 0;
  const screenHeight = window.innerHeight;
  let clearancePx = 0;
  for (const element of keptClear) {
    const box = element.getBoundingClientRect();
    if (box.height === 0 || box.top < screenHeight / 2 || box.top >= screenHeight) continue;
    clearancePx = Math.max(clearancePx, Math.ceil(screenHeight - box.top));
  }
  document.documentElement.style.setProperty(toastClearanceProperty, `${clearancePx}px`);
}

const scheduleMeasure = () => {
  if (pendingFrame === 0) pendingFrame = requestAnimationFrame(measureClearance);
};

/**
 * Keeps toasts off an element at the bottom of the screen (a chat composer and the notices in it): the
 * toasts' viewport rises above it for as long as it is shown (docs/decisions/room-web.md "Toasts").
 */
export function useKeepClearOfToasts(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (element === null) return undefined;
    keptClear.add(element);
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(scheduleMeasure);
    resizes?.observe(element);
    window.addEventListener('resize', scheduleMeasure);
    // Capture: the page's own scrolling panes move the element too.
    window.addEventListener('scroll', scheduleMeasure, true);
    scheduleMeasure();
    return () => {
      keptClear.delete(element);
      resizes?.disconnect();
      window.removeEventListener('resize', scheduleMeasure);
      window.removeEventListener('scroll', scheduleMeasure, true);
      scheduleMeasure();
    };
  }, [ref]);
}
