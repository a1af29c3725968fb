import { createContext, use } from 'react';
import type { CastView } from './useCast.ts';
import type { CastCaller } from './useCastCall.ts';

// The cast's context lives apart from CastProvider so that what the provider renders (CastDialogs) can
// read it without importing the provider back.

export interface CastContextValue extends CastView {
  roomId: string;
  selfUserId: string | null;
  isModerator: boolean;
  caller: CastCaller;
  /** Accepts the going-online invitation, then goes live 1 s later (spec 001 §4, §9). */
  acceptOnline: () => Promise<void>;
}

export const CastContext = createContext<CastContextValue | null>(null);

/** The stage's cast of the live page around it (CastProvider). */
export function useCastContext(): CastContextValue {
  const value = use(CastContext);
  if (value === null) throw new Error('useCastContext outside CastProvider');
  return value;
}
