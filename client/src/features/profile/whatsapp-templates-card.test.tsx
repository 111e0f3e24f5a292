// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismiss, getToastState } from '../../components/ui/use-toast.ts';
import { backToEnglish, inArabic } from '../../test/in-arabic.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { WhatsappTemplatesCard } from './whatsapp-templates-card.tsx';

afterEach(() => {
  cleanup();
  dismiss();
  vi.restoreAllMocks();
});

const DEFAULT_CONFIRMED =
  'Hello {name}, this is {store}. Your order {reference} is confirmed. Total to pay on delivery: {total}. Follow it here: {tracking}';

const saved = {
  confirmed: null,
  shipped: 'Bonjour {name}, votre colis {reference} est parti !',
  on_the_way: null,
  delivered: null,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function serve(put: (body: Record<string, unknown>) => Response) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.endsWith('/api/user'))
      return json({ id: 1, userType: 'business', storeName: 'Dar Zitouna' });
    if (init?.method === 'PUT') return put(JSON.parse(String(init.body)));
    return json(saved);
  });
}

const puts = (spy: ReturnType<typeof serve>) =>
  spy.mock.calls.filter(([, init]) => init?.method === 'PUT');

const fieldOf = (legend: string) =>
  screen.getByRole('group', { name: legend }) as HTMLFieldSetElement;

describe('the profile’s WhatsApp messages card', { timeout: 20_000 }, () => {
  it('shows the saved words or the defaults, inserts a placeholder, previews, resets and saves', async () => {
    const spy = serve((body) => json({ ...saved, ...body }));
    await renderWithProviders(<WhatsappTemplatesCard />);
    const shipped = await screen.findByLabelText('Text of “Order shipped”');
    expect((shipped as HTMLTextAreaElement).value).toBe(saved.shipped);
    // A template left to the default is an empty box showing the default's words.
    const confirmed = screen.getByLabelText('Text of “Order confirmed”') as HTMLTextAreaElement;
    expect(confirmed.value).toBe('');
    expect(confirmed.placeholder).toBe(DEFAULT_CONFIRMED);

    // The preview fills the placeholders with an example order and the seller's store.
    await waitFor(() =>
      expect(screen.getByTestId('whatsapp-preview-confirmed').textContent).toMatch(
        /^Hello Amira, this is Dar Zitouna\. Your order HN-7K2Q9 is confirmed/,
      ),
    );

    // A chip inserts its placeholder where the cursor is.
    fireEvent.change(shipped, { target: { value: 'Bonjour , en route !' } });
    (shipped as HTMLTextAreaElement).setSelectionRange(8, 8);
    fireEvent.click(
      // The chip's name starts with what it shows (WCAG 2.5.3).
      within(fieldOf('Order shipped')).getByRole('button', { name: "{name} – Buyer's name" }),
    );
    expect((shipped as HTMLTextAreaElement).value).toBe('Bonjour {name}, en route !');
    expect(screen.getByTestId('whatsapp-preview-shipped').textContent).toBe(
      'Bonjour Amira, en route !',
    );

    // Editing the default starts from its words; Reset goes back to the (empty) default.
    fireEvent.click(
      within(fieldOf('Order confirmed')).getByRole('button', { name: 'Edit the default text' }),
    );
    expect(confirmed.value).toBe(DEFAULT_CONFIRMED);
    fireEvent.change(confirmed, { target: { value: 'Merci {name} !' } });
    fireEvent.click(
      within(fieldOf('Order confirmed')).getByRole('button', { name: 'Reset to default' }),
    );
    expect(confirmed.value).toBe('');
    expect(
      within(fieldOf('Order confirmed')).getByRole('button', { name: 'Edit the default text' }),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save messages' }));
    await waitFor(() => expect(puts(spy)).toHaveLength(1));
    // The default's own words are saved as "the default".
    expect(JSON.parse(String(puts(spy)[0]?.[1]?.body))).toEqual({
      confirmed: null,
      shipped: 'Bonjour {name}, en route !',
      on_the_way: null,
      delivered: null,
    });
    await waitFor(() =>
      expect(getToastState().toasts.find((toast) => toast.open)?.title).toBe(
        'WhatsApp messages saved',
      ),
    );
  });

  it('keeps unsaved edits when the language changes, the defaults following it', async () => {
    serve((body) => json({ ...saved, ...body }));
    await renderWithProviders(<WhatsappTemplatesCard />);
    const shipped = (await screen.findByLabelText(
      'Text of “Order shipped”',
    )) as HTMLTextAreaElement;
    fireEvent.change(shipped, { target: { value: 'Salam {name}, pas encore enregistré' } });
    await act(() => inArabic());
    try {
      const boxes = screen.getAllByRole('textbox') as HTMLTextAreaElement[];
      expect(boxes.map((box) => box.value)).toEqual([
        '',
        'Salam {name}, pas encore enregistré',
        '',
        '',
      ]);
      // The defaults shown are the Arabic ones now.
      expect(boxes[0]?.placeholder).not.toBe(DEFAULT_CONFIRMED);
      expect(boxes[0]?.placeholder).toMatch(/[\u0600-\u06ff].*\{reference\}/);
      expect(shipped.value).toBe('Salam {name}, pas encore enregistré');
    } finally {
      await act(() => backToEnglish());
    }
  });

  it('refuses an unknown placeholder before sending, and shows the server’s field code', async () => {
    const spy = serve(() =>
      json(
        {
          message: 'Invalid input',
          code: 'validation.failed',
          errors: { delivered: 'Unknown placeholder' },
          codes: { delivered: 'whatsapp.template.placeholder' },
        },
        400,
      ),
    );
    await renderWithProviders(<WhatsappTemplatesCard />);
    const shipped = await screen.findByLabelText('Text of “Order shipped”');
    fireEvent.change(shipped, { target: { value: 'Bonjour {prenom}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save messages' }));
    const message =
      'Use only the placeholders {name}, {reference}, {store}, {total}, {transporter} and {tracking}.';
    expect(await within(fieldOf('Order shipped')).findByText(message)).toBeTruthy();
    expect(puts(spy)).toHaveLength(0);

    // The server's own refusal lands under its field.
    fireEvent.change(shipped, { target: { value: 'Bonjour {name}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save messages' }));
    await waitFor(() => expect(puts(spy)).toHaveLength(1));
    expect(await within(fieldOf('Delivered')).findByText(message)).toBeTruthy();
  });
});
