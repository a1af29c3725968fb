import { Spinner } from './Spinner.tsx';

interface LoadingStateProps {
  label: string;
}

/** A centred spinner with its label, announced politely while content loads. */
export function LoadingState({ label }: LoadingStateProps) {
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-3 py-16 text-fg-muted">
      <Spinner className="size-8 text-accent" />
      <p>{label}</p>
    </div>
  );
}
