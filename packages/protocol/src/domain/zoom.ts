import { Zoom } from '../limits.ts';

/** spec 000 §1: the page counts as zoomed when the device pixel ratio is above 2.5 or below 0.5. */
export function isZoomed(devicePixelRatio: number): boolean {
  return devicePixelRatio > Zoom.maxDevicePixelRatio || devicePixelRatio < Zoom.minDevicePixelRatio;
}
