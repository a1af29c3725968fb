import { Notifications } from '@limelight/protocol';
import { create } from 'zustand';

export type ToastTone = 'success' | 'error' | 'info';

interface ToastAction {
  label: string;
  onSelect: () => void;
}

export interface ToastOptions {
  action?: ToastAction;
  /** Plays the notification sound when the toast appears (the notification area listens for it). */
  playsSound?: boolean;
}

export interface ToastItem extends ToastOptions {
  id: number;
  tone: ToastTone;
  message: string;
}

interface ToastState {
  toasts: readonly ToastItem[];
  show: (tone: ToastTone, message: string, options?: ToastOptions) => void;
  dismiss: (id: number) => void;
}

let nextToastId = 1;

/** The toasts on screen; kept outside React so that non-component code (the API client's listeners) can notify. */
export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  show: (tone, message, options) =>
    set((state) => ({ toasts: [...state.toasts, { id: nextToastId++, tone, message, ...options }] })),
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((item) => item.id !== id) })),
}));

/** Shows a toast from anywhere: `toast.error(message)`. */
export const toast = {
  success: (message: string, options?: ToastOptions) =>
    useToastStore.getState().show('success', message, options),
  error: (message: string, options?: ToastOptions) =>
    useToastStore.getState().show('error', message, options),
  info: (message: string, options?: ToastOptions) => useToastStore.getState().show('info', message, options),
};

/** The toast functions, for components that prefer a hook. */
export function useToast(): typeof toast {
  return toast;
}

/** spec 000 §9: notification pop-ups vanish after 5 s. */
export const toastDurationMs = Notifications.popupLifetimeMs;
