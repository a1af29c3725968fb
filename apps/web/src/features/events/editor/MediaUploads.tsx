import type { EventView } from '@limelight/protocol';
import { MediaUploadField, type EventMediaType } from './MediaUploadField.tsx';

const mediaTypes: readonly EventMediaType[] = ['cover', 'thumbnail', 'poster', 'trailer'];

interface MediaUploadsProps {
  event: Pick<EventView, 'id' | EventMediaType>;
  onUploaded: () => void;
}

/** The wizard's Resources step and the editor's Content tab: the event's four media files. */
export function MediaUploads({ event, onUploaded }: MediaUploadsProps) {
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      {mediaTypes.map((type) => (
        <MediaUploadField
          key={type}
          eventId={event.id}
          type={type}
          currentUrl={event[type]}
          onUploaded={onUploaded}
        />
      ))}
    </div>
  );
}
