import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { messageKeyOfText } from '../../../lib/i18n/index.ts';

interface RestrictionNoticeProps {
  /** The server's spec message (spec 000 §5 restriction messages). */
  message: string;
}

/** Why the viewer cannot enter, in the interface language (age, region, price to be determined, sold out). */
export function RestrictionNotice({ message }: RestrictionNoticeProps) {
  const { t } = useTranslation();
  const key = messageKeyOfText(message);
  return (
    <p role="status" className="flex items-start gap-2 rounded-md bg-warning-soft px-3 py-2 text-warning-fg">
      <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <span>{key === undefined ? message : t(`messages.${key}`)}</span>
    </p>
  );
}
