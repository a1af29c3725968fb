import { z } from 'zod';
import { parsePriceUnits } from '../domain/price.ts';
import { UploadLimit } from '../limits.ts';
import { validateRequired } from './required.ts';
import { fail, pass, validatedSchema, type Validation } from './result.ts';
import { fileExtensionOf } from './upload.ts';
import { validateUrl } from './url.ts';
import { textSchema } from '../schemas/text.ts';

/** A store item as the creator enters it; the photo is named by its file name. */
export interface ShoppingItemForm {
  readonly url: string;
  readonly title: string;
  readonly photoName?: string | null | undefined;
  readonly price: string | number;
}

/** A valid store item: normalised URL, trimmed title, price in currency units. */
export interface ShoppingItem {
  readonly url: string;
  readonly title: string;
  readonly photoName: string;
  readonly price: number;
}

const photoExtensions: readonly string[] = UploadLimit.shoppingPhotoExtensions;

/** spec 000 §5: a valid URL, a title, a jpg, jpeg or png photo and a valid price. */
export function validateShoppingItem(form: ShoppingItemForm): Validation<ShoppingItem> {
  const url = validateUrl(form.url);
  if (!url.ok) return fail(url.messageKey, 'url');
  const title = validateRequired(form.title, 'title');
  if (!title.ok) return fail('shoppingTitleRequired', 'title');
  const photoName = form.photoName ?? '';
  if (!photoExtensions.includes(fileExtensionOf(photoName))) return fail('shoppingPhotoRequired', 'photo');
  const price = parsePriceUnits(form.price);
  if (price === undefined) return fail('invalidPrice', 'price');
  return pass({ url: url.value, title: title.value, photoName, price });
}

/** `validateShoppingItem` as a zod schema. */
export const shoppingItemSchema = validatedSchema(
  z.object({
    url: textSchema,
    title: textSchema,
    photoName: textSchema.nullish(),
    price: z.union([textSchema, z.number()]),
  }),
  validateShoppingItem,
);
