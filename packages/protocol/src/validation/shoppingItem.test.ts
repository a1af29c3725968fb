import { describe, expect, it } from 'vitest';
import { shoppingItemSchema, validateShoppingItem, type ShoppingItemForm } from './shoppingItem.ts';

const form: ShoppingItemForm = {
  url: 'shop.example.com/tee',
  title: 'Tour tee',
  photoName: 'tee.jpg',
  price: '25',
};

describe('shopping item (spec 000 §5)', () => {
  it.each<[Partial<ShoppingItemForm>, number]>([
    [{}, 25],
    [{ price: 19.99 }, 19.99],
    [{ price: '0.5', photoName: 'tee.PNG' }, 0.5],
    [{ photoName: 'tee.jpeg' }, 25],
  ])('%j passes with price %d', (change, price) => {
    const result = validateShoppingItem({ ...form, ...change });
    expect(result).toMatchObject({
      ok: true,
      value: { url: 'https://shop.example.com/tee', title: 'Tour tee', price },
    });
  });

  it.each<[Partial<ShoppingItemForm>, string, string]>([
    [{ url: 'not a url' }, 'The url is invalid', 'url'],
    [{ title: ' ' }, 'Please enter a title', 'title'],
    [{ photoName: undefined }, 'Please add a photo (jpg, jpeg or png)', 'photo'],
    [{ photoName: 'tee.gif' }, 'Please add a photo (jpg, jpeg or png)', 'photo'],
    [{ price: '' }, 'Please enter a valid price', 'price'],
    [{ price: '-5' }, 'Please enter a valid price', 'price'],
    [{ price: '12.345' }, 'Please enter a valid price', 'price'],
    [{ price: 'free' }, 'Please enter a valid price', 'price'],
    [{ price: Number.NaN }, 'Please enter a valid price', 'price'],
  ])('%j fails with %j', (change, message, field) => {
    expect(validateShoppingItem({ ...form, ...change })).toMatchObject({ ok: false, message, field });
  });

  it('works as a schema', () => {
    expect(shoppingItemSchema.safeParse({ ...form, price: 'x' }).error?.issues[0]).toMatchObject({
      message: 'Please enter a valid price',
      path: ['price'],
    });
  });
});
