// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { ContactForm } from './contact-form.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Signed out, and /api/contact answers as given; returns the spy to read what was sent. */
function serve(answer: () => Response) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.endsWith('/api/user')) return new Response('', { status: 401 });
    return answer();
  });
}

const sent = (spy: ReturnType<typeof serve>) =>
  spy.mock.calls.filter(([input]) => String(input).endsWith('/api/contact'));

async function fill() {
  fireEvent.change(await screen.findByLabelText('Your name'), { target: { value: 'Amira' } });
  fireEvent.change(screen.getByLabelText('Your email'), { target: { value: 'amira@example.tn' } });
  fireEvent.click(screen.getByRole('radio', { name: 'Selling' }));
  fireEvent.change(screen.getByLabelText('Message'), {
    target: { value: 'How do I open a store?' },
  });
}

describe('ContactForm', () => {
  it('names every missing field and sends nothing', async () => {
    const spy = serve(() => json({ id: 1 }, 201));
    await renderWithProviders(<ContactForm />);
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Too short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Name must be at least 2 characters.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('Please choose a topic.')).toBeTruthy();
    expect(screen.getByText('The message must be at least 10 characters.')).toBeTruthy();
    expect(sent(spy)).toHaveLength(0);
  });

  it('sends the message with the page’s language and confirms it', async () => {
    const spy = serve(() => json({ id: 7 }, 201));
    await renderWithProviders(<ContactForm />);
    await fill();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(
      await screen.findByText('Thank you, we will reply by email within 2 working days.'),
    ).toBeTruthy();
    const [, init] = sent(spy)[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Amira',
      email: 'amira@example.tn',
      topic: 'seller',
      message: 'How do I open a store?',
      language: 'en',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Write another message' }));
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');
  });

  it('shows the server’s field message and its refusal to take more', async () => {
    let answer = json(
      {
        message: 'Please enter a valid email address.',
        code: 'contact.email.invalid',
        errors: { email: 'Please enter a valid email address.' },
        codes: { email: 'contact.email.invalid' },
      },
      400,
    );
    serve(() => answer);
    await renderWithProviders(<ContactForm />);
    await fill();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Your email').getAttribute('aria-invalid')).toBe('true'),
    );
    answer = json(
      { message: 'Too many messages. Please wait a few minutes.', code: 'limit.tooManyMessages' },
      429,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Too many messages. Please wait a few minutes.')).toBeTruthy();
  });
});
