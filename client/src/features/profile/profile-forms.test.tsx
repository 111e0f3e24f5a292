// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '../../../../common/contracts/users.ts';
import { dismiss, getToastState } from '../../components/ui/use-toast.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { EmailPreferencesCard, PasswordForm, ProfileForm } from './index.ts';

afterEach(() => {
  cleanup();
  dismiss();
  vi.restoreAllMocks();
});

const seller: PublicUser = {
  id: 4,
  username: 'amira',
  email: 'amira@example.tn',
  fullName: 'Amira Ben Salah',
  userType: 'business',
  setupCompleted: true,
  storeName: 'Dar Zitouna',
  storeDescription: 'Olive oil, soap and dates from Sfax, packed by hand.',
  storePhone: '+216 22 123 456',
  storeAddress: '12 rue Habib Bourguiba, Sfax',
  storeGovernorate: 'TN-61',
  storeWhatsapp: null,
  storeLogo: null,
  storeCover: null,
  storeSuspension: null,
  createdAt: '2025-01-01T00:00:00.000Z',
};

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers every call with `answer`; returns the spy to read what was sent. */
function serve(answer: () => Response) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answer());
}

const bodyOf = (spy: ReturnType<typeof serve>) => JSON.parse(String(spy.mock.calls[0]?.[1]?.body));
const lastToast = () => getToastState().toasts.find((toast) => toast.open);

describe('ProfileForm', () => {
  it('sends only what changed, says so, and has nothing left to save', async () => {
    const spy = serve(() => json({ ...seller, storeName: 'Dar Zitouna Sfax' }, 200));
    await renderWithProviders(<ProfileForm user={seller} />);
    const save = screen.getByRole('button', { name: 'Save profile' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('Store name'), {
      target: { value: 'Dar Zitouna Sfax' },
    });
    fireEvent.click(save);
    await waitFor(() => expect(lastToast()?.title).toBe('Profile updated'));
    expect(String(spy.mock.calls[0]?.[0])).toBe('/api/users/4');
    expect(bodyOf(spy)).toEqual({ storeName: 'Dar Zitouna Sfax' });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(true));
  });

  it('reloads the email preferences (kept by address) once the email changed', async () => {
    const preferences = (email: string) => ({
      email,
      kinds: [{ kind: 'order_new', enabled: true }],
    });
    let current = seller.email;
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url === '/api/user/email-preferences') return json(preferences(current ?? ''), 200);
      current = JSON.parse(String(init?.body)).email as string;
      return json({ ...seller, email: current }, 200);
    });
    await renderWithProviders(
      <>
        <ProfileForm user={seller} />
        <EmailPreferencesCard />
      </>,
    );
    expect(await screen.findByText(/amira@example\.tn/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'amira@hanout.tn' } });
    fireEvent.change(screen.getByLabelText('Current password'), {
      target: { value: 'zitouna sfax 2026' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() =>
      expect(
        spy.mock.calls.filter(([url]) => String(url) === '/api/user/email-preferences'),
      ).toHaveLength(2),
    );
    expect(await screen.findByText(/amira@hanout\.tn/)).toBeTruthy();
  });

  it('puts a taken email under the email field', async () => {
    serve(() =>
      json(
        {
          message: 'Email already exists',
          code: 'account.email.taken',
          codes: { email: 'account.email.taken' },
        },
        409,
      ),
    );
    await renderWithProviders(<ProfileForm user={seller} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'taken@example.tn' } });
    fireEvent.change(screen.getByLabelText('Current password'), {
      target: { value: 'zitouna sfax 2026' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Email already exists')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(lastToast()).toMatchObject({ variant: 'destructive', title: 'Update failed' });
  });

  it('asks for the current password once the email is edited, and sends it with the email only', async () => {
    const spy = serve(() => json({ ...seller, email: 'amira@hanout.tn' }, 200));
    await renderWithProviders(<ProfileForm user={seller} />);
    expect(screen.queryByLabelText('Current password')).toBeNull();
    const email = screen.getByLabelText('Email');
    fireEvent.change(email, { target: { value: 'amira@hanout.tn' } });
    const password = screen.getByLabelText('Current password');
    expect(password.getAttribute('type')).toBe('password');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByText(/Needed to change your email/)).toBeTruthy();
    // Back to the account's own address: nothing to confirm.
    fireEvent.change(email, { target: { value: 'amira@example.tn' } });
    expect(screen.queryByLabelText('Current password')).toBeNull();

    fireEvent.change(email, { target: { value: 'amira@hanout.tn' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Current password is required')).toBeTruthy();
    expect(spy).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('Current password')),
    );

    fireEvent.change(screen.getByLabelText('Current password'), {
      target: { value: 'zitouna sfax 2026' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Profile updated'));
    expect(bodyOf(spy)).toEqual({ email: 'amira@hanout.tn', currentPassword: 'zitouna sfax 2026' });
    // Saved: the form starts again from the new address, with no password kept.
    await waitFor(() => expect(screen.queryByLabelText('Current password')).toBeNull());
  });

  it('says a wrong current password under its field', async () => {
    serve(() =>
      json(
        {
          message: 'Current password is incorrect',
          code: 'account.currentPassword.wrong',
          errors: { currentPassword: 'Current password is incorrect' },
          codes: { currentPassword: 'account.currentPassword.wrong' },
        },
        400,
      ),
    );
    await renderWithProviders(<ProfileForm user={seller} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'amira@hanout.tn' } });
    fireEvent.change(screen.getByLabelText('Current password'), {
      target: { value: 'not my password' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Current password is incorrect')).toBeTruthy();
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
  });

  it('sends a name change without any password', async () => {
    const spy = serve(() => json({ ...seller, fullName: 'Amira Ben Salah Trabelsi' }, 200));
    await renderWithProviders(<ProfileForm user={seller} />);
    fireEvent.change(screen.getByLabelText('Full name'), {
      target: { value: 'Amira Ben Salah Trabelsi' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Profile updated'));
    expect(bodyOf(spy)).toEqual({ fullName: 'Amira Ben Salah Trabelsi' });
  });

  it('shows no store card to a buyer', async () => {
    await renderWithProviders(<ProfileForm user={{ ...seller, userType: 'customer' }} />);
    expect(screen.getByLabelText('Full name')).toBeTruthy();
    expect(screen.queryByLabelText('Store name')).toBeNull();
  });
});

describe('PasswordForm', () => {
  async function changePassword() {
    await renderWithProviders(<PasswordForm username="amira" />);
    fireEvent.change(screen.getByLabelText('Current password'), {
      target: { value: 'old-pass-1' },
    });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'new-pass-12' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), {
      target: { value: 'new-pass-12' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  }

  it('says a wrong current password under it, without a toast', async () => {
    serve(() =>
      json(
        { message: 'Current password is incorrect', code: 'account.currentPassword.wrong' },
        400,
      ),
    );
    await changePassword();
    expect(await screen.findByText('Current password is incorrect')).toBeTruthy();
    expect(lastToast()).toBeUndefined();
  });

  it('empties the form and says so once the password is changed', async () => {
    const spy = serve(() => new Response(null, { status: 204 }));
    await changePassword();
    await waitFor(() => expect(lastToast()?.title).toBe('Password changed'));
    expect(bodyOf(spy)).toEqual({ currentPassword: 'old-pass-1', newPassword: 'new-pass-12' });
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
  });

  it('toasts a failure that is not about the passwords', async () => {
    serve(() =>
      json(
        {
          message: 'Too many attempts. Please wait a few minutes and try again.',
          code: 'limit.tooManyAttempts',
        },
        429,
      ),
    );
    await changePassword();
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        variant: 'destructive',
        title: 'Failed to change password',
        description: 'Too many attempts. Please wait a few minutes and try again.',
      }),
    );
  });
});
