import { describe, expect, it } from 'vitest';
import {
  checkProductForm,
  checkProductPhoto,
  emptyProductForm,
  priceTextToCents,
  type ProductForm,
} from './productForm.ts';

const owner = { ownerKind: 'influencer', ownerId: 'u-1' } as const;
const form: ProductForm = {
  title: ' Tour tee ',
  description: 'Soft cotton',
  image: '',
  variants: [
    { name: 'M', price: '19.99', stock: '10' },
    { name: 'L', price: '$21', stock: '' },
  ],
};

describe('product editor', () => {
  it('reads dollars as cents, from CA$0.50 to CA$99,999.99', () => {
    expect(priceTextToCents('19.99')).toBe(1999);
    expect(priceTextToCents('CA$5')).toBe(500);
    expect(priceTextToCents('0.49')).toBeUndefined();
    expect(priceTextToCents('19.999')).toBeUndefined();
    expect(priceTextToCents('100000')).toBeUndefined();
  });

  it('makes the create request: trimmed title, prices in cents, empty stock for no limit', () => {
    expect(checkProductForm(form, owner)).toEqual({
      ok: true,
      request: {
        ownerKind: 'influencer',
        ownerId: 'u-1',
        title: 'Tour tee',
        description: 'Soft cotton',
        image: null,
        variants: [
          { name: 'M', unitPrice: 1999, stock: 10 },
          { name: 'L', unitPrice: 2100, stock: null },
        ],
      },
    });
  });

  it('names every field at fault with its rule', () => {
    const checked = checkProductForm(
      {
        ...emptyProductForm,
        image: 'not a url',
        variants: [
          { name: 'M', price: '0.10', stock: '2.5' },
          { name: 'm', price: '5', stock: '' },
        ],
      },
      owner,
    );
    expect(checked).toEqual({
      ok: false,
      errors: {
        title: 'messages.shoppingTitleRequired',
        image: 'messages.invalidUrl',
        'variants.0.price': 'messages.invalidPrice',
        'variants.0.stock': 'messages.wholeNumberRequired',
        'variants.1.name': 'store.editor.duplicateVariant',
      },
    });
  });

  it('takes a jpg, jpeg or png photo of at most 20,000,000 bytes (spec 000 §5 shopping item)', () => {
    expect(checkProductPhoto({ name: 'tee.PNG', size: 1000 })).toBeUndefined();
    expect(checkProductPhoto({ name: 'tee.jpeg', size: 20_000_000 })).toBeUndefined();
    expect(checkProductPhoto({ name: 'tee.gif', size: 1000 })).toBe('shoppingPhotoRequired');
    expect(checkProductPhoto({ name: 'tee.jpg', size: 20_000_001 })).toBe('imageTooLarge');
  });
});
