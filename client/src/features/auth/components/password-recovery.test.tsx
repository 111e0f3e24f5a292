// @vitest-environment jsdom
/** "Forgot password?" and the emailed link's page (issue 15). */
import { cleanup, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismiss, getToastState } from '../../../components/ui/use-toast.ts';
import { renderWithProviders, testI18n } from '../../../test/render.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { ResetPasswordForm, resetTokenOf, useResetTokenFromHash } from './reset-password-form.tsx';

afterEach(() => {
  cleanup();
  dismiss();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const REQUESTED = {
  message: 'If an account uses this address, we have sent it a link (server words).',
  code: 'passwordReset.requested',
};

function fakeFetch(answer: () => Response) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answer());
}

const bodyOf = (spy: ReturnType<typeof fakeFetch>, index = 0) =>
  JSON.parse(String(spy.mock.calls[index]?.[1]?.body)) as unknown;

describe('the forgot-password form', { timeout: 20_000 }, () => {
  it('sends the address and shows the same words whatever the answer is about', async () => {
    const fetchSpy = fakeFetch(() => json(REQUESTED, 202));
    await renderWithProviders(<ForgotPasswordForm />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' amira@example.tn ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    // The words of the code, in the reader's language, not a guess about the account.
    expect(
      await screen.findByText(
        'If an account uses this address, we have sent it a link to choose a new password. The link works for 30 minutes.',
      ),
    ).toBeTruthy();
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('/api/auth/password-reset/request');
    expect(bodyOf(fetchSpy)).toEqual({ email: 'amira@example.tn' });
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe(
      '/auth?tab=login',
    );
  });

  it('refuses a malformed address before sending', async () => {
    const fetchSpy = fakeFetch(() => json(REQUESTED, 202));
    await renderWithProviders(<ForgotPasswordForm />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'amira@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows the rate limit’s message in place and keeps the form', async () => {
    fakeFetch(() => json({ message: 'Too many attempts.', code: 'limit.tooManyAttempts' }, 429));
    await renderWithProviders(<ForgotPasswordForm />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'amira@example.tn' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Too many attempts. Please wait a few minutes and try again.');
    expect(screen.getByRole('button', { name: 'Send the link' })).toBeTruthy();
    expect(screen.queryByText('Check your email')).toBeNull();
    // Said once, in the form: no toast repeats it.
    expect(getToastState().toasts.filter((toast) => toast.open)).toEqual([]);
  });
});

describe('the reset-password page', { timeout: 20_000 }, () => {
  it('reads the token from the fragment and takes it out of the address bar', async () => {
    await testI18n();
    window.history.replaceState(null, '', '/auth/reset-password?x=1#token=abc_DEF-123');
    const { result } = renderHook(() => useResetTokenFromHash());
    expect(result.current).toBe('abc_DEF-123');
    expect(window.location.hash).toBe('');
    expect(window.location.pathname + window.location.search).toBe('/auth/reset-password?x=1');
    expect(resetTokenOf('')).toBeNull();
    expect(resetTokenOf('#token=')).toBeNull();
  });

  it('refuses two different passwords, then sends the token with the new one', async () => {
    const fetchSpy = fakeFetch(() => new Response(null, { status: 204 }));
    await renderWithProviders(<ResetPasswordForm token="tok-1" />);
    fireEvent.change(screen.getByLabelText(/^New password/), {
      target: { value: 'nouveau-mot-2026' },
    });
    fireEvent.change(screen.getByLabelText(/^Confirm new password/), {
      target: { value: 'nouveau-mot-2025' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/^Confirm new password/), {
      target: { value: 'nouveau-mot-2026' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText('Your password has been changed')).toBeTruthy();
    const call = fetchSpy.mock.calls.find(([url]) => url === '/api/auth/password-reset');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      token: 'tok-1',
      password: 'nouveau-mot-2026',
    });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/auth?tab=login',
    );
  });

  it('applies the registration rules to the new password', async () => {
    const fetchSpy = fakeFetch(() => new Response(null, { status: 204 }));
    await renderWithProviders(<ResetPasswordForm token="tok-1" />);
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'court' } });
    fireEvent.change(screen.getByLabelText(/^Confirm new password/), {
      target: { value: 'court' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText('Password must be at least 8 characters.')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('says a used or expired link is dead, with a way to ask for a new one', async () => {
    fakeFetch(() =>
      json(
        {
          message: 'This link is not valid or has expired. Ask for a new one.',
          code: 'passwordReset.token.invalid',
        },
        400,
      ),
    );
    await renderWithProviders(<ResetPasswordForm token="used" />);
    fireEvent.change(screen.getByLabelText(/^New password/), {
      target: { value: 'nouveau-mot-2026' },
    });
    fireEvent.change(screen.getByLabelText(/^Confirm new password/), {
      target: { value: 'nouveau-mot-2026' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText('This link no longer works')).toBeTruthy();
    expect(
      screen.getByText('This link is not valid or has expired. Ask for a new one.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/auth/forgot-password',
    );
    expect(screen.queryByRole('button', { name: 'Save the new password' })).toBeNull();
  });

  it('shows the same dead-link state when the URL has no token', async () => {
    await renderWithProviders(<ResetPasswordForm token={null} />);
    await waitFor(() => expect(screen.getByText('This link no longer works')).toBeTruthy());
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeTruthy();
  });
});
