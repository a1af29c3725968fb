import type { SyncPlayback } from '@limelight/protocol';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button.tsx';
import { LoadingState } from '../../../ui/LoadingState.tsx';
import type { PlaybackChange } from './contentApi.ts';
import type { PdfDocument } from './pdfDocument.ts';

interface PdfViewProps {
  src: string;
  name: string;
  /** The page shown is the playback's position (0: the first page), so a page turn reaches everyone. */
  playback: SyncPlayback;
  /** A moderator turns the page for everyone (POST /api/sync/v2/play with the page as `time`). */
  onPlayback?: (change: PlaybackChange) => void;
}

/**
 * A pdf drawn in the page with pdf.js (loaded on first use), on the page the room is at. The browser's own
 * viewer cannot be told which page to show, nor can it tell which page a moderator turned to.
 */
export function PdfView({ src, name, playback, onPlayback }: PdfViewProps) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const [pdf, setPdf] = useState<PdfDocument | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let opened: PdfDocument | null = null;
    // A new address is a new PdfView (the stage keys its content by content and address).
    let isCurrent = true;
    import('./pdfDocument.ts')
      .then(({ openPdf }) => openPdf(src))
      .then(
        (document) => {
          opened = document;
          if (isCurrent) setPdf(document);
          else void document.close();
        },
        (error: unknown) => {
          console.warn('The pdf could not be opened', error);
          if (isCurrent) setFailed(true);
        },
      );
    return () => {
      isCurrent = false;
      void opened?.close();
    };
  }, [src]);

  const lastPage = pdf ? pdf.pageCount : 1;
  const pageNumber = Math.min(lastPage, Math.max(1, Math.floor(playback.position) + 1));

  useEffect(() => {
    const canvas = canvasRef.current;
    const width = frameRef.current?.clientWidth ?? 0;
    if (!pdf || !canvas) return;
    pdf.renderPage(pageNumber, canvas, Math.max(240, width)).catch((error: unknown) => {
      console.warn('The pdf page could not be drawn', error);
    });
  }, [pdf, pageNumber]);

  if (failed) return <p className="p-4 text-center text-fg-muted">{t('roomContent.pdfFailed')}</p>;
  const turnTo = (page: number) => onPlayback?.({ time: page - 1, isPlaying: false });
  const pageLabel = t('roomContent.pdfPage', { page: pageNumber, total: lastPage });
  return (
    <div className="flex size-full flex-col gap-2">
      <div ref={frameRef} className="min-h-0 flex-1 overflow-auto rounded-lg bg-surface-muted">
        {pdf === null && <LoadingState label={t('roomContent.pdfLoading')} />}
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={`${name}: ${pageLabel}`}
          data-page={pageNumber}
          className="mx-auto max-w-full bg-white"
          hidden={pdf === null}
        />
      </div>
      <div className="flex items-center justify-center gap-2">
        {onPlayback && (
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('roomContent.pdfPrevious')}
            disabled={pdf === null || pageNumber <= 1}
            onClick={() => turnTo(pageNumber - 1)}
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
          </Button>
        )}
        <span className="text-sm tabular-nums" aria-live="polite">
          {pageLabel}
        </span>
        {onPlayback && (
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('roomContent.pdfNext')}
            disabled={pdf === null || pageNumber >= lastPage}
            onClick={() => turnTo(pageNumber + 1)}
          >
            <ChevronRight className="size-4" aria-hidden="true" />
          </Button>
        )}
      </div>
    </div>
  );
}
