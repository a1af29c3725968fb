import {
  fileExtensionOf,
  priceUnitsToCents,
  UploadLimit,
  StoreLimit,
  validateDescription,
  validateDisplayName,
  validateImageUrl,
  type CreateStoreProductRequest,
  type MessageKey,
  type StoreOwnerKind,
} from '@limelight/protocol';

/** One variant as the editor types it: the price in dollars, the stock empty for no limit. */
export interface VariantForm {
  name: string;
  price: string;
  stock: string;
}

export interface ProductForm {
  title: string;
  description: string;
  image: string;
  variants: VariantForm[];
}

export const emptyVariantForm: VariantForm = { name: '', price: '', stock: '' };

export const emptyProductForm: ProductForm = {
  title: '',
  description: '',
  image: '',
  variants: [emptyVariantForm],
};

/** The translation key of a field's message: a protocol rule's, or the editor's own. */
export type ProductFormError = `messages.${MessageKey}` | 'store.editor.duplicateVariant';

/** The editor's fields: `title`, `description`, `image`, `variants.<index>.name|price|stock`. */
export type ProductFormErrors = Partial<Record<string, ProductFormError>>;

const messageOf = (key: MessageKey): ProductFormError => `messages.${key}`;

/** A price typed in dollars ("19.99") as cents within the store's range; undefined otherwise. */
export function priceTextToCents(text: string): number | undefined {
  const cents = priceUnitsToCents(text.trim().replace(/^(CA)?\$/i, ''));
  return cents !== undefined && cents >= StoreLimit.minUnitPriceCents && cents <= StoreLimit.maxUnitPriceCents
    ? cents
    : undefined;
}

/** spec 000 §5 shopping item photo: a jpg, jpeg or png image within the image size; the broken rule, if any. */
export function checkProductPhoto(file: { name: string; size: number }): MessageKey | undefined {
  const extensions: readonly string[] = UploadLimit.shoppingPhotoExtensions;
  if (!extensions.includes(fileExtensionOf(file.name))) return 'shoppingPhotoRequired';
  return file.size > UploadLimit.imageMaxBytes ? 'imageTooLarge' : undefined;
}

/** A stock typed as a whole number; empty means no limit (null); undefined when not a stock. */
function stockOf(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const stock = Number(trimmed);
  return /^\d+$/.test(trimmed) && stock <= StoreLimit.maxStock ? stock : undefined;
}

/**
 * Checks the product editor by the protocol's rules before anything is sent (spec 000 §5 "title required,
 * valid price"; docs/decisions/store.md): the create request, or each field's message.
 */
export function checkProductForm(
  form: ProductForm,
  owner: { ownerKind: StoreOwnerKind; ownerId: string },
): { ok: true; request: CreateStoreProductRequest } | { ok: false; errors: ProductFormErrors } {
  const errors: ProductFormErrors = {};
  const title = form.title.trim() === '' ? undefined : validateDisplayName(form.title);
  if (!title) errors.title = messageOf('shoppingTitleRequired');
  else if (!title.ok) errors.title = messageOf(title.messageKey);
  const description = validateDescription(form.description);
  if (!description.ok) errors.description = messageOf(description.messageKey);
  const image = form.image.trim() === '' ? undefined : validateImageUrl(form.image);
  if (image && !image.ok) errors.image = messageOf(image.messageKey);
  const seen = new Set<string>();
  const variants = form.variants.map((variant, index) => {
    const name = validateDisplayName(variant.name);
    if (!name.ok) errors[`variants.${index}.name`] = messageOf(name.messageKey);
    else if (seen.has(name.value.toLowerCase()))
      errors[`variants.${index}.name`] = 'store.editor.duplicateVariant';
    if (name.ok) seen.add(name.value.toLowerCase());
    const unitPrice = priceTextToCents(variant.price);
    if (unitPrice === undefined) errors[`variants.${index}.price`] = messageOf('invalidPrice');
    const stock = stockOf(variant.stock);
    if (stock === undefined) errors[`variants.${index}.stock`] = messageOf('wholeNumberRequired');
    return { name: name.ok ? name.value : '', unitPrice: unitPrice ?? 0, stock: stock ?? null };
  });
  if (Object.keys(errors).length > 0 || !title?.ok || !description.ok) return { ok: false, errors };
  return {
    ok: true,
    request: {
      ...owner,
      title: title.value,
      description: description.value,
      image: image?.ok ? image.value : null,
      variants,
    },
  };
}
