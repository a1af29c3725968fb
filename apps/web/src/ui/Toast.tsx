import * as RadixToast from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { focusRingClassName, joinClassNames } from './classNames.ts';
import { toastClearanceProperty } from './toastClearance.ts';
import { toastDurationMs, useToastStore, type ToastTone } from './toastStore.ts';

const toneIcons = { success: CircleCheck, error: CircleAlert, info: Info } as const;
const toneClassNames: Record<ToastTone, string> = {
  success: 'text-success',
  error: 'text-danger',
  info: 'text-accent',
};

/** Renders the queued toasts and the live region that announces them. */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);
  return (
    <RadixToast.Provider duration={toastDurationMs} label={t('ui.notification')}>
      {toasts.map((item) => {
        const Icon = toneIcons[item.tone];
        return (
          <RadixToast.Root
            key={item.id}
            type={item.tone === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => {
              if (!open) dismiss(item.id);
            }}
            className="flex items-start gap-3 rounded-lg border border-border bg-surface-raised p-4 shadow-lg"
          >
            <Icon
              className={joinClassNames('mt-0.5 size-5 shrink-0', toneClassNames[item.tone])}
              aria-hidden="true"
            />
            <RadixToast.Description className="flex-1 text-sm">{item.message}</RadixToast.Description>
            {item.action && (
              <RadixToast.Action
                altText={item.action.label}
                onClick={item.action.onSelect}
                className={joinClassNames(
                  'cursor-pointer rounded px-2 py-1 text-sm font-medium text-accent hover:bg-surface-muted',
                  focusRingClassName,
                )}
              >
                {item.action.label}
              </RadixToast.Action>
            )}
            <RadixToast.Close
              aria-label={t('ui.close')}
              className={joinClassNames('cursor-pointer rounded p-0.5 text-fg-muted', focusRingClassName)}
            >
              <X className="size-4" aria-hidden="true" />
            </RadixToast.Close>
          </RadixToast.Root>
        );
      })}
      <RadixToast.Viewport
        label={t('ui.notifications')}
        className="fixed right-0 z-[60] m-4 flex w-[min(24rem,calc(100%-2rem))] flex-col gap-2 outline-none"
        // Above a chat composer and its notices when one is at the bottom of the screen.
        style={{ bottom: `var(${toastClearanceProperty}, 0px)` }}
      />
    </RadixToast.Provider>
  );
}
