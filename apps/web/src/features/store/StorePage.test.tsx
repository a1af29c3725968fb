import { ok, ResponseCode } from '@limelight/protocol';
import { storeCalls } from '@limelight/protocol/http';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n/index.ts';
import { useToastStore } from '../../ui/toastStore.ts';
import { fakeServer, openAt, poster, posterCart, signIn, storePage } from './storeTestKit.tsx';

const productsPath = storeCalls.products.path;

beforeAll(() => initI18n('en'));
beforeEach(() => {
  signIn('u-bob');
  useToastStore.setState({ toasts: [] });
});
afterEach(() => vi.unstubAllGlobals());

describe('store page', () => {
  it('shows each product with its price in CA$, its options and what is left', async () => {
    const server = fakeServer()
      .script(productsPath, storePage([poster]))
      .script(storeCalls.cart.path, ok(posterCart(0)));
    openAt('/store/influencer/u-ada');
    expect(screen.getByRole('status').textContent).toContain('Loading the store…');
    const card = await screen.findByRole('article', { name: 'Poster' });
    expect(screen.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeTruthy();
    expect(card.textContent).toContain('CA$19.99');
    expect(card.textContent).toContain('10 left');
    expect(server.requests.find((request) => request.path === productsPath)?.query).toMatchObject({
      ownerKind: 'influencer',
      ownerId: 'u-ada',
      page: '1',
    });
    await userEvent.selectOptions(within(card).getByLabelText('Option'), 'v-a3');
    expect(card.textContent).toContain('CA$12.50');
    expect(card.textContent).not.toContain('left');
    expect(screen.queryByRole('button', { name: 'Add a product' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('adds the chosen quantity to the cart and shows the new count', async () => {
    const server = fakeServer()
      .script(productsPath, storePage([poster]))
      .script(storeCalls.cart.path, ok(posterCart(0)))
      .script(storeCalls.addLineItem.path, ok(posterCart(2)));
    openAt('/store/influencer/u-ada');
    const card = await screen.findByRole('article', { name: 'Poster' });
    expect(await screen.findByRole('link', { name: 'Cart (0)' })).toBeTruthy();
    await userEvent.selectOptions(within(card).getByLabelText('Quantity'), '2');
    await userEvent.click(within(card).getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('link', { name: 'Cart (2)' })).toBeTruthy();
    expect(server.requests.find((request) => request.path === storeCalls.addLineItem.path)?.body).toEqual({
      variantId: 'v-a2',
      count: 2,
    });
    expect(useToastStore.getState().toasts.map((toast) => toast.message)).toEqual([
      'Poster was added to your cart.',
    ]);
  });

  it("tells why an item was not added: another store's items are in the cart", async () => {
    fakeServer()
      .script(productsPath, storePage([poster]))
      .script(storeCalls.cart.path, ok(posterCart(0)))
      .script(storeCalls.addLineItem.path, {
        code: ResponseCode.Conflict,
        message: 'Your cart holds items from another store: check out or empty it first',
        data: { reason: 'otherStore' },
      });
    openAt('/store/influencer/u-ada');
    const card = await screen.findByRole('article', { name: 'Poster' });
    await userEvent.click(within(card).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((toast) => toast.message)).toEqual([
        'Your cart holds items from another store. Check out or empty it first.',
      ]),
    );
  });

  it('marks a sold-out variant and does not offer to add it', async () => {
    const soldOut = { ...poster, variants: [{ variantId: 'v-a2', name: 'A2', unitPrice: 1999, stock: 0 }] };
    fakeServer()
      .script(productsPath, storePage([soldOut]))
      .script(storeCalls.cart.path, ok(posterCart(0)));
    openAt('/store/influencer/u-ada');
    const card = await screen.findByRole('article', { name: 'Poster' });
    expect(card.textContent).toContain('Sold out');
    expect(within(card).getByRole('button', { name: 'Add to cart' }).hasAttribute('disabled')).toBe(true);
  });

  it('lets a manager add a product, checking the fields first', async () => {
    const server = fakeServer()
      .script(productsPath, storePage([], true))
      .script(storeCalls.cart.path, ok(posterCart(0)))
      .script(storeCalls.createProduct.path, ok(poster));
    openAt('/store/influencer/u-ada');
    expect(await screen.findByText('No products yet.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add a product' }));
    const dialog = screen.getByRole('dialog', { name: 'New product' });
    await userEvent.type(within(dialog).getByLabelText('Price (CA$)'), '0.10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add product' }));
    expect(within(dialog).getByText('Please enter a title')).toBeTruthy();
    expect(within(dialog).getByText('Please enter a valid price')).toBeTruthy();
    expect(server.paths()).not.toContain(storeCalls.createProduct.path);

    await userEvent.type(within(dialog).getByLabelText('Title'), 'Poster');
    await userEvent.type(within(dialog).getByLabelText('Name (size, colour…)'), 'A2');
    await userEvent.clear(within(dialog).getByLabelText('Price (CA$)'));
    await userEvent.type(within(dialog).getByLabelText('Price (CA$)'), '19.99');
    await userEvent.type(within(dialog).getByLabelText('Stock'), '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add product' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.requests.find((request) => request.path === storeCalls.createProduct.path)?.body).toEqual({
      ownerKind: 'influencer',
      ownerId: 'u-ada',
      title: 'Poster',
      description: '',
      image: null,
      variants: [{ name: 'A2', unitPrice: 1999, stock: 10 }],
    });
  });

  it('says when the store does not exist or is private', async () => {
    fakeServer().script(productsPath, { code: ResponseCode.NotFound, message: 'Not found', data: null });
    openAt('/store/influencer/nobody');
    expect(await screen.findByRole('heading', { name: 'This store does not exist.' })).toBeTruthy();
  });

  it('says when the store belongs to a private event', async () => {
    fakeServer().script(productsPath, {
      code: ResponseCode.PrivateEventNotInvited,
      message: 'This event is private',
      data: null,
    });
    openAt('/store/event/ev-1');
    expect(
      await screen.findByRole('heading', { name: 'This store belongs to a private event.' }),
    ).toBeTruthy();
  });

  it('answers an unknown kind of store as not found, without asking the server', async () => {
    const server = fakeServer();
    openAt('/store/shop/u-ada');
    expect(await screen.findByRole('heading', { name: 'This store does not exist.' })).toBeTruthy();
    expect(server.paths()).not.toContain(productsPath);
  });
});
