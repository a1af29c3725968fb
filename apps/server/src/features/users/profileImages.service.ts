import { randomUUID } from 'node:crypto';
import { Messages, type BackgroundImageAnswer, type ChangeAvatarAnswer } from '@limelight/protocol';
import { ApiError } from '../../platform/http/apiError.ts';
import type { FileStorage } from '../../platform/storage/fileStorage.ts';
import type { UploadRegistry } from '../../platform/storage/uploadRegistry.ts';
import { renderJpeg, type RenderBox } from '../../platform/images/jpegRenderer.ts';
import type { UsersRepo } from './users.repo.ts';

export interface ProfileImagesServiceDeps {
  repo: UsersRepo;
  storage: FileStorage;
  uploads: Pick<UploadRegistry, 'recordAttached' | 'discard'>;
}

type ProfileImage = 'avatar' | 'backgroundImageUrl';

// An avatar is shown square and small; a background wide, at most full HD.
const renderings: Record<ProfileImage, { folder: string; box: RenderBox }> = {
  avatar: { folder: 'avatars', box: { width: 512, height: 512, fit: 'cover' } },
  backgroundImageUrl: { folder: 'backgrounds', box: { width: 1920, height: 1080, fit: 'inside' } },
};

/** Avatar and background uploads: checked by content, resized, stored, and the replaced file removed. */
export function createProfileImagesService(deps: ProfileImagesServiceDeps) {
  async function replaceImage(userId: string, image: ProfileImage, upload: Buffer): Promise<string> {
    const { folder, box } = renderings[image];
    const jpeg = await renderJpeg(upload, box);
    // spec 000 §5: a profile image must be an image file.
    if (!jpeg) throw new ApiError('InvalidRequest', Messages.uploadImageFile);
    const key = `${folder}/${randomUUID()}.jpg`;
    const url = await deps.storage.put(key, jpeg, 'image/jpeg');
    await deps.uploads.recordAttached(key, userId);
    const replaced = await deps.repo.replaceImage(userId, image, url);
    const replacedKey = replaced === null ? undefined : deps.storage.keyOfUrl(replaced);
    if (replacedKey !== undefined) await deps.uploads.discard(replacedKey);
    return url;
  }

  return {
    /** spec 000 §7 changeAvatar: a 512×512 JPEG of the upload becomes the avatar. */
    async changeAvatar(userId: string, upload: Buffer): Promise<ChangeAvatarAnswer> {
      return { avatar: await replaceImage(userId, 'avatar', upload) };
    },

    /** spec 000 §7 backgroundImage: the upload, fitted within 1920×1080, becomes the background. */
    async changeBackgroundImage(userId: string, upload: Buffer): Promise<BackgroundImageAnswer> {
      return { backgroundImageUrl: await replaceImage(userId, 'backgroundImageUrl', upload) };
    },
  };
}

export type ProfileImagesService = ReturnType<typeof createProfileImagesService>;
