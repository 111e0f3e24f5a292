// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { OperatorsOnly } from './operators-only.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function signedInAs(userType: string) {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify({ id: 7, userType, fullName: 'Sami', setupCompleted: true }), {
      headers: { 'content-type': 'application/json' },
    }),
  );
}

describe('OperatorsOnly', () => {
  it('tells a seller the page is for operators, with a way to the dashboard', async () => {
    signedInAs('business');
    await renderWithProviders(
      <OperatorsOnly title="Stores">
        <p>Operator screen</p>
      </OperatorsOnly>,
    );
    expect(
      await screen.findByText(
        "This page is only available to Hanout's operators. Your account type is business.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(screen.queryByText('Operator screen')).toBeNull();
    // The heading names the page that was asked for.
    expect(screen.getByRole('heading', { level: 1, name: 'Stores' })).toBeTruthy();
  });

  it('shows the page to an operator', async () => {
    signedInAs('admin');
    await renderWithProviders(
      <OperatorsOnly title="Stores">
        <p>Operator screen</p>
      </OperatorsOnly>,
    );
    expect(await screen.findByText('Operator screen')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
