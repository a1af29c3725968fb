interface FieldErrorProps {
  id: string;
  message: string | undefined;
}

/** The inline error line of a form field; renders nothing when the field is valid. */
export function FieldError({ id, message }: FieldErrorProps) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-danger">
      {message}
    </p>
  );
}
