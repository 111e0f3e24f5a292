// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

afterEach(cleanup);

async function confirmButton(tone?: 'destructive' | 'default') {
  await renderWithProviders(
    <ConfirmDialog
      open
      onOpenChange={vi.fn()}
      title="Received the parcel back?"
      description="Its products go back into stock."
      cancelLabel="Not yet"
      confirmLabel="Yes"
      pending={false}
      onConfirm={vi.fn()}
      {...(tone ? { tone } : {})}
    />,
  );
  return screen.getByRole('button', { name: 'Yes' });
}

describe('ConfirmDialog', () => {
  it('is red by default: most confirmations lose something', async () => {
    expect((await confirmButton()).className).toContain('bg-destructive');
  });

  it('is not red in the default tone, for good news such as a parcel received back', async () => {
    const button = await confirmButton('default');
    expect(button.className).not.toContain('bg-destructive');
    expect(button.className).toContain('bg-primary');
  });
});
