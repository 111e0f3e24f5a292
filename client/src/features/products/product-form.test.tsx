// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { ProductForm } from './product-form.tsx';
import { emptyProductValues } from './product-form-schema.ts';

afterEach(cleanup);

describe('ProductForm', () => {
  it('shows the spec messages under the fields and does not submit bad input', async () => {
    const onSubmit = vi.fn(async (_values: unknown) => {});
    await renderWithProviders(
      <ProductForm
        defaultValues={emptyProductValues()}
        submitLabel="Create product"
        failureTitle="Failed"
        onSubmit={onSubmit}
      />,
    );
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
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits numbers, not strings, once the input is valid', async () => {
    const onSubmit = vi.fn(async (_values: unknown) => {});
    await renderWithProviders(
      <ProductForm
        defaultValues={emptyProductValues()}
        submitLabel="Create product"
        failureTitle="Failed"
        onSubmit={onSubmit}
      />,
    );
    fireEvent.change(screen.getByLabelText('Product name'), { target: { value: 'Bsissa' } });
    fireEvent.change(screen.getByLabelText('Description'), {
      target: { value: 'Bsissa au sésame, 500 g' },
    });
    fireEvent.change(screen.getByLabelText('Price (DT)'), { target: { value: '9.5' } });
    fireEvent.change(screen.getByLabelText('Stock quantity'), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      name: 'Bsissa',
      price: 9.5,
      stockQuantity: 7,
      featured: false,
    });
  });

  it('shows the status the stock gives, and says where the thresholds are', async () => {
    const onSubmit = vi.fn(async (_values: unknown) => {});
    await renderWithProviders(
      <ProductForm
        defaultValues={emptyProductValues()}
        submitLabel="Create product"
        failureTitle="Failed"
        onSubmit={onSubmit}
      />,
    );
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
