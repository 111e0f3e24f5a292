// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { CustomerFormDialog } from './customer-form-dialog.tsx';

afterEach(cleanup);

describe('CustomerFormDialog', () => {
  it('shows the spec messages and sends nothing for bad input', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await renderWithProviders(<CustomerFormDialog open onOpenChange={() => {}} customer={null} />);
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'A' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'x@' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '123' } });
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: 'ab' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Customer' }));
    for (const message of [
      'Name must be at least 2 characters.',
      'Please enter a valid email address.',
      'Please enter a valid phone number.',
      'Please enter a valid address.',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});
