// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '../../../../common/contracts/products.ts';
import { toMediaImage } from '../../../../common/media.ts';
import { ApiError } from '../../lib/api-client.ts';
import { FakeXhr, installFakeXhr } from '../../test/fake-xhr.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { ProductForm } from './product-form.tsx';
import { emptyProductValues } from './product-form-schema.ts';

const ID_A = '0b6a3c1e-7d1f-4f5e-9a51-6f2b8c0d1e2a';
const ID_B = '5c9e2d4f-1a3b-4c5d-8e7f-9a0b1c2d3e4f';

beforeEach(installFakeXhr);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A form whose save answers as given (a saved product by default). */
async function renderForm(
  answer: () => Promise<Product> = async () => ({ id: 7 }) as Product,
  props: Partial<Parameters<typeof ProductForm>[0]> = {},
) {
  const save = vi.fn((_values: unknown) => answer());
  const onSaved = vi.fn();
  await renderWithProviders(
    <ProductForm
      defaultValues={emptyProductValues()}
      submitLabel="Create product"
      save={save}
      savedTitle="Product created"
      failureTitle="Failed to create product"
      onSaved={onSaved}
      {...props}
    />,
  );
  return { save, onSaved };
}

/** Radix's Select keeps a native select for autofill; choosing there is choosing in the Select. */
function chooseCategory(code: string) {
  const native = [...document.querySelectorAll('select')].find((select) =>
    [...select.options].some((option) => option.value === code),
  );
  if (!native) throw new Error('no category select');
  fireEvent.change(native, { target: { value: code } });
}

async function fillValidProduct() {
  fireEvent.change(screen.getByLabelText('Product name'), { target: { value: 'Bsissa' } });
  fireEvent.change(screen.getByLabelText('Description'), {
    target: { value: 'Bsissa au sésame, 500 g' },
  });
  chooseCategory('food');
  fireEvent.change(screen.getByLabelText('Price (DT)'), { target: { value: '9.5' } });
  fireEvent.change(screen.getByLabelText('Stock quantity'), { target: { value: '7' } });
}

function pickPhotos(...names: string[]) {
  const files = names.map((name) => new File([`bytes of ${name}`], name, { type: 'image/jpeg' }));
  fireEvent.change(screen.getByTestId('product-photos-input'), { target: { files } });
}

// Each test fills the whole form (several uploads too): slow in jsdom on a busy machine.
describe('ProductForm', { timeout: 20_000 }, () => {
  it('shows the spec messages under the fields and does not submit bad input', async () => {
    const { save } = await renderForm();
    fireEvent.change(screen.getByLabelText('Product name'), { target: { value: 'M' } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'short' } });
    fireEvent.change(screen.getByLabelText('Price (DT)'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('Stock quantity'), { target: { value: '-2' } });
    fireEvent.change(screen.getByLabelText('Image URL'), { target: { value: 'not a url' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    for (const message of [
      'Product name must be at least 2 characters.',
      'Description must be at least 10 characters.',
      'Please choose a category.',
      'Price must be a positive number.',
      'Stock quantity must be a non-negative number.',
      'Please enter a valid URL for the image.',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(save).not.toHaveBeenCalled();
  });

  it('submits numbers, not strings, once the input is valid, then takes the next step', async () => {
    const { save, onSaved } = await renderForm();
    await fillValidProduct();
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]?.[0]).toMatchObject({
      name: 'Bsissa',
      category: 'food',
      price: 9.5,
      stockQuantity: 7,
      featured: false,
      images: [],
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ id: 7 }));
  });

  it('keeps the form open with the server’s message under the field it names', async () => {
    const refusal = {
      message: 'Product name must be at most 200 characters.',
      code: 'product.name.tooLong',
      codes: { name: 'product.name.tooLong' },
    };
    const { onSaved } = await renderForm(() =>
      Promise.reject(new ApiError(400, JSON.stringify(refusal))),
    );
    await fillValidProduct();
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByText('Product name must be at most 200 characters.')).toBeTruthy();
    expect(screen.getByLabelText('Product name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Product name'));
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows the status the stock gives, and says where the thresholds are', async () => {
    await renderForm();
    const status = screen.getByLabelText('Status');
    expect(status.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Shown as low stock at 5 or fewer, out of stock at 0.')).toBeTruthy();
    const stock = screen.getByLabelText('Stock quantity');
    expect(status.textContent).toBe('In stock');
    fireEvent.change(stock, { target: { value: '0' } });
    await waitFor(() => expect(status.textContent).toBe('Out of stock'));
    fireEvent.change(stock, { target: { value: '3' } });
    await waitFor(() => expect(status.textContent).toBe('Low stock'));
    fireEvent.change(stock, { target: { value: '30' } });
    await waitFor(() => expect(status.textContent).toBe('In stock'));
  });
});

describe('ProductForm editing a product with photos', { timeout: 20_000 }, () => {
  const editValues = {
    ...emptyProductValues(),
    name: 'Bsissa',
    description: 'Bsissa au sésame, 500 g',
    category: 'food' as const,
    price: 9.5,
    stockQuantity: 7,
  };
  const photo = toMediaImage({ id: ID_A, width: 800, height: 600 });

  it('does not send the link back when the seller left it alone (the stored one stays)', async () => {
    const { save } = await renderForm(undefined, {
      defaultValues: editValues,
      images: [photo],
      submitLabel: 'Save',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]?.[0]).toMatchObject({ images: [{ id: ID_A, alt: '' }] });
    expect(save.mock.calls[0]?.[0]).not.toHaveProperty('imageUrl');
  });

  it('clears the link when every photo is removed, so no hidden old picture comes back', async () => {
    const { save } = await renderForm(undefined, {
      defaultValues: editValues,
      images: [photo],
      submitLabel: 'Save',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]?.[0]).toMatchObject({ images: [], imageUrl: '' });
  });
});

describe('ProductForm photos', { timeout: 20_000 }, () => {
  it('uploads each photo with its progress, waits for them, and sends them in the order shown', async () => {
    const { save } = await renderForm();
    await fillValidProduct();
    pickPhotos('front.jpg', 'side.jpg');
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    const [first, second] = FakeXhr.sent;
    if (!first || !second) throw new Error('two uploads expected');
    expect(first.method).toBe('POST');
    expect(first.url).toBe('/api/media');
    expect(first.withCredentials).toBe(true);
    expect(first.headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect(first.body?.get('file')).toMatchObject({ name: 'front.jpg' });

    first.progress(50, 100);
    const bar = screen.getByRole('progressbar', { name: 'Upload of photo 1' });
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    const submitButton = screen.getByRole('button', { name: 'Create product' });
    expect(submitButton.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Wait until the photos have finished uploading.')).toBeTruthy();

    first.answer(201, { id: ID_A, url: `/media/${ID_A}/640.webp`, width: 800, height: 600 });
    second.answer(201, { id: ID_B, url: `/media/${ID_B}/640.webp`, width: 800, height: 600 });
    await waitFor(() => expect(screen.queryAllByRole('progressbar')).toHaveLength(0));
    expect(submitButton.hasAttribute('disabled')).toBe(false);

    // The second photo becomes the cover; the move is said aloud and the button keeps focus.
    fireEvent.click(screen.getByRole('button', { name: 'Move photo 2 earlier' }));
    expect(
      await screen.findByText('Photo moved to position 1 of 2: it is now the cover.'),
    ).toBeTruthy();
    const tiles = screen.getAllByRole('listitem');
    expect(tiles[0]?.getAttribute('data-media-id')).toBe(ID_B);
    const [coverTile, secondTile] = tiles;
    if (!coverTile || !secondTile) throw new Error('two tiles expected');
    expect(within(coverTile).queryAllByText('Cover')).not.toHaveLength(0);
    expect(within(secondTile).queryAllByText('Cover')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(/Description of photo 1/), {
      target: { value: 'Jar of bsissa, side view' },
    });

    fireEvent.click(submitButton);
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]?.[0]).toMatchObject({
      images: [
        { id: ID_B, alt: 'Jar of bsissa, side view' },
        { id: ID_A, alt: '' },
      ],
    });
  });

  it('shows the server’s refusal on the photo, in words, and lets the seller retry or remove it', async () => {
    const { save } = await renderForm();
    await fillValidProduct();
    pickPhotos('notes.jpg');
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.sent[0]?.answer(415, {
      message: 'This file is not a picture we can read.',
      code: 'media.type.unsupported',
    });
    expect(
      await screen.findByText(
        'This file is not a picture we can read. Send a JPEG, PNG, WebP or AVIF photo.',
      ),
    ).toBeTruthy();
    // A failed photo would be lost on save: the form says so and waits.
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    expect(screen.getByText('Retry or remove the photos that could not be sent.')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Retry sending photo 1' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(screen.getByRole('progressbar', { name: 'Upload of photo 1' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(await screen.findByText('Photo 1 removed.')).toBeTruthy();
  });

  it('moves a photo with the arrow keys on its tile and keeps the focus on it', async () => {
    const stored = [
      toMediaImage({ id: ID_A, width: 1200, height: 900 }, 'front'),
      toMediaImage({ id: ID_B, width: 1200, height: 900 }, 'back'),
    ];
    const { save } = await renderForm(undefined, {
      images: stored,
      defaultValues: { ...emptyProductValues(), category: 'food' },
    });
    await fillValidProduct();
    const first = screen.getByRole('listitem', { name: 'Photo 1 of 2' });
    expect(first.getAttribute('data-media-id')).toBe(ID_A);
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(await screen.findByText('Photo moved to position 2 of 2.')).toBeTruthy();
    const tiles = screen.getAllByRole('listitem');
    expect(tiles.map((tile) => tile.getAttribute('data-media-id'))).toEqual([ID_B, ID_A]);
    await waitFor(() => expect(document.activeElement).toBe(tiles[1]));

    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]?.[0]).toMatchObject({
      images: [
        { id: ID_B, alt: 'back' },
        { id: ID_A, alt: 'front' },
      ],
    });
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('reorders by dragging one tile onto another, and takes files dropped on the field', async () => {
    const stored = [
      toMediaImage({ id: ID_A, width: 1200, height: 900 }),
      toMediaImage({ id: ID_B, width: 1200, height: 900 }),
    ];
    await renderForm(undefined, { images: stored });
    // What a browser's drag carries, reduced to what the field reads.
    const carried = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => carried.set(type, value),
      getData: (type: string) => carried.get(type) ?? '',
      get types() {
        return [...carried.keys()];
      },
      files: [],
      effectAllowed: 'all',
      dropEffect: 'none',
    };
    const [first, second] = screen.getAllByRole('listitem');
    if (!first || !second) throw new Error('two tiles expected');
    fireEvent.dragStart(first, { dataTransfer });
    fireEvent.dragOver(second, { dataTransfer });
    fireEvent.drop(second, { dataTransfer });
    await waitFor(() =>
      expect(
        screen.getAllByRole('listitem').map((tile) => tile.getAttribute('data-media-id')),
      ).toEqual([ID_B, ID_A]),
    );

    const dropped = new File(['bytes'], 'dropped.jpg', { type: 'image/jpeg' });
    const files = { dataTransfer: { types: ['Files'], files: [dropped], dropEffect: 'none' } };
    const field = screen.getByRole('group', { name: /Photos/ });
    fireEvent.dragOver(field, files);
    fireEvent.drop(field, files);
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(FakeXhr.sent[0]?.body?.get('file')).toMatchObject({ name: 'dropped.jpg' });
  });

  it('takes at most 8 photos and says what was left out', async () => {
    await renderForm();
    pickPhotos(...Array.from({ length: 10 }, (_, i) => `p${i}.jpg`));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(8));
    expect(
      screen.getByText('A product can have 8 photos: the others were not added.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add photos' }).hasAttribute('disabled')).toBe(true);
  });
});
