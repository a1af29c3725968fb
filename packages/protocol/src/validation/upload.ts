import { UploadLimit } from '../limits.ts';
import type { MessageKey } from '../messages.ts';
import { fail, pass, type Validation } from './result.ts';

/** What an upload holds (spec 001 §5: an image, mp4 or pdf file). */
export type UploadKind = 'image' | 'video' | 'pdf';

/** A file offered for upload: its name and size. */
export interface UploadFile {
  readonly name: string;
  readonly sizeBytes: number;
}

const uploadKinds: readonly UploadKind[] = ['image', 'video', 'pdf'];

const extensionsByKind: Record<UploadKind, readonly string[]> = {
  image: UploadLimit.imageExtensions,
  video: UploadLimit.videoExtensions,
  pdf: UploadLimit.pdfExtensions,
};

const maxBytesByKind: Record<UploadKind, number> = {
  image: UploadLimit.imageMaxBytes,
  video: UploadLimit.videoMaxBytes,
  pdf: UploadLimit.pdfMaxBytes,
};

const tooLargeByKind: Record<UploadKind, MessageKey> = {
  image: 'imageTooLarge',
  video: 'videoTooLarge',
  pdf: 'pdfTooLarge',
};

/** The lower-cased extension of a file name, without the dot; '' when there is none. */
export function fileExtensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** The kind of a file by its extension (spec 000 §5 lists extensions, not MIME types), if accepted at all. */
export function uploadKindOf(fileName: string): UploadKind | undefined {
  const extension = fileExtensionOf(fileName);
  return uploadKinds.find((kind) => extensionsByKind[kind].includes(extension));
}

/**
 * spec 000 §5: images (jpg, jpeg, png, bmp, gif, svg) up to 20,000,000 bytes, mp4 video up to 300 MB, PDF up
 * to 24,000,000 bytes. The value is the kind.
 */
export function validateUpload(file: UploadFile): Validation<UploadKind> {
  const kind = uploadKindOf(file.name);
  if (kind === undefined) return fail('uploadKindNotAccepted');
  return file.sizeBytes <= maxBytesByKind[kind] ? pass(kind) : fail(tooLargeByKind[kind]);
}

/** Whether a file's name is a 3D model's (.glb, .gltf): room uploads take them besides spec 000 §5's kinds. */
export function isModelFileName(fileName: string): boolean {
  return (UploadLimit.modelExtensions as readonly string[]).includes(fileExtensionOf(fileName));
}

/** A 3D model offered for a room (issue 25): a .glb or .gltf of at most 50 MB; the server reads its content. */
export function validateModelUpload(file: UploadFile): Validation<'model'> {
  if (!isModelFileName(file.name)) return fail('uploadModelFile');
  return file.sizeBytes <= UploadLimit.modelMaxBytes ? pass('model') : fail('modelTooLarge');
}

/** spec 000 §5: a profile image must be an image file ('Please upload an image file') within the image limit. */
export function validateProfileImage(file: UploadFile): Validation<'image'> {
  if (uploadKindOf(file.name) !== 'image') return fail('uploadImageFile');
  return file.sizeBytes <= UploadLimit.imageMaxBytes ? pass('image') : fail('imageTooLarge');
}
