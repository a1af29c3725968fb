import { CircleAlert } from 'lucide-react';

interface FormAlertProps {
  message: string | undefined;
}

/** A form's error that belongs to no single field (a refused login, say), announced when it appears. */
export function FormAlert({ message }: FormAlertProps) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-md bg-danger-soft px-3 py-2 text-sm text-danger"
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{message}</span>
    </p>
  );
}
