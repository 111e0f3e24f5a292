// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { GuestNameLine } from './guest-name-line.tsx';

afterEach(cleanup);

describe('GuestNameLine', () => {
  it('shows the name the guest typed beside the customer their phone matched, each isolated', async () => {
    await renderWithProviders(
      <GuestNameLine guest={{ name: 'Asma', matchedBy: 'phone' }} customerName="Asma Ben Jemaa" />,
    );
    const line = screen.getByTestId('guest-name');
    expect(line.textContent).toBe('Asma — same phone as your customer Asma Ben Jemaa');
    expect([...line.querySelectorAll('bdi')].map((bdi) => bdi.textContent)).toEqual([
      'Asma',
      'Asma Ben Jemaa',
    ]);
  });

  it('says email when the email matched, and never reads a name as markup or a placeholder', async () => {
    await renderWithProviders(
      <GuestNameLine
        guest={{ name: '<b>{{customer}}</b>', matchedBy: 'email' }}
        customerName="أسماء بن جمعة"
        variant="short"
      />,
    );
    const line = screen.getByTestId('guest-name');
    expect(line.textContent).toBe('Same email as أسماء بن جمعة');
    await renderWithProviders(
      <GuestNameLine
        guest={{ name: '<b>{{customer}}</b>', matchedBy: 'email' }}
        customerName="X"
      />,
    );
    expect(screen.getAllByTestId('guest-name')[1]?.textContent).toBe(
      '<b>{{customer}}</b> — same email as your customer X',
    );
  });
});
