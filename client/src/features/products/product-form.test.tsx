// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '../../../../common/contracts/products.ts';
import { ApiError } from '../../lib/api-client.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { ProductForm } from './product-form.tsx';
import { emptyProductValues } from './product-form-schema.ts';

afterEach(cleanup);

/** An empty form whose save answers as given (a saved product by default). */
async function renderForm(answer: () => Promise<Product> = async () => ({ id: 7 }) as Product) {
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
    />,
  );
  return { save, onSaved };
}

async function fillValidProduct() {
  fireEvent.change(screen.getByLabelText('Product name'), { target: { value: 'Bsissa' } });
  fireEvent.change(screen.getByLabelText('Description'), {
    target: { value: 'Bsissa au sésame, 500 g' },
  });
  fireEvent.change(screen.getByLabelText('Price (DT)'), { target: { value: '9.5' } });
  fireEvent.change(screen.getByLabelText('Stock quantity'), { target: { value: '7' } });
}

describe('ProductForm', () => {
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
      price: 9.5,
      stockQuantity: 7,
      featured: false,
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
