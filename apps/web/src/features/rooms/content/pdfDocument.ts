// pdf.js, loaded only when a pdf is on the stage (it weighs some 500 KB gzipped with its worker): a
// dynamic import of this module keeps it out of the live page's chunk and of the first load.
import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist';
import workerSrc from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

// The worker is served from this origin, as the page's Content-Security-Policy asks of every script.
GlobalWorkerOptions.workerSrc = workerSrc;

/** An open pdf: its page count, a page drawn into a canvas, and its release. */
export interface PdfDocument {
  pageCount: number;
  /** Draws page `pageNumber` (from 1) `cssWidth` pixels wide, sharp on the screen's pixel ratio. */
  renderPage(pageNumber: number, canvas: HTMLCanvasElement, cssWidth: number): Promise<void>;
  close(): Promise<void>;
}

/** Opens the pdf at `url` (same origin, or one that allows it). */
export async function openPdf(url: string): Promise<PdfDocument> {
  const task = getDocument({ url });
  const pdf = await task.promise;
  return {
    pageCount: pdf.numPages,
    async renderPage(pageNumber, canvas, cssWidth) {
      const page = await pdf.getPage(pageNumber);
      const base = page.getViewport({ scale: 1 });
      const ratio = window.devicePixelRatio || 1;
      const viewport = page.getViewport({ scale: (cssWidth / base.width) * ratio });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
      await page.render({ canvas, viewport }).promise;
    },
    close: () => task.destroy(),
  };
}
