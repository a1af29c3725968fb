export { createFirstPaint } from './firstPaint.module.ts';
export type { FirstPaintService } from './firstPaint.service.ts';
