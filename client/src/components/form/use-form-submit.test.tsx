// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { dismiss, getToastState } from '../ui/use-toast.ts';
import { useFormSubmit, type FormSubmitOptions } from './use-form-submit.ts';

afterEach(() => {
  cleanup();
  dismiss();
});

interface Values {
  name: string;
  email: string;
  note: string;
}

type Options = Partial<FormSubmitOptions<Values, Values, string>>;

/** A form of three fields whose server may refuse `name` and `email` (not `note`). */
function TestForm({
  action,
  options = {},
}: {
  action: (v: Values) => Promise<string>;
  options?: Options;
}) {
  const form = useForm<Values>({ defaultValues: { name: 'Amira', email: 'a@b.tn', note: 'hi' } });
  const submit = useFormSubmit(form, {
    action,
    fields: ['name', 'email'],
    errorTitle: 'Failed to save',
    ...options,
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={form.handleSubmit(submit)}>
      {(['name', 'email', 'note'] as const).map((field) => (
        <p key={field}>
          <label>
            {field}
            <input {...form.register(field)} />
          </label>
          {errors[field] && <span role="alert">{`${field}: ${errors[field].message}`}</span>}
        </p>
      ))}
      <button type="submit">Save</button>
    </form>
  );
}

const refused = (status: number, body: unknown) => new ApiError(status, JSON.stringify(body));
const lastToast = () => getToastState().toasts.find((toast) => toast.open);

async function submitWith(action: (v: Values) => Promise<string>, options?: Options) {
  await renderWithProviders(<TestForm action={action} options={options} />);
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
}

describe('useFormSubmit', () => {
  it('puts a 400’s messages under the form’s own fields, focuses the first, and toasts', async () => {
    const action = vi.fn(() =>
      Promise.reject(
        refused(400, {
          message: 'Please enter a valid email address.',
          code: 'profile.email.invalid',
          codes: {
            email: 'profile.email.invalid',
            name: 'account.fullName.tooShort',
            note: 'account.fullName.tooLong',
          },
        }),
      ),
    );
    const onSuccess = vi.fn();
    await submitWith(action, { onSuccess });
    // Messages under fields stay codes; the form translates them as it renders (fieldErrorText).
    expect(await screen.findByText('email: profile.email.invalid')).toBeTruthy();
    expect(screen.getByText('name: account.fullName.tooShort')).toBeTruthy();
    expect(screen.queryByText(/^note:/)).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('name'));
    expect(lastToast()).toMatchObject({
      variant: 'destructive',
      title: 'Failed to save',
      description: 'Please enter a valid email address.',
    });
    expect(action).toHaveBeenCalledWith({ name: 'Amira', email: 'a@b.tn', note: 'hi' });
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('puts a 409 about a taken email under the email field', async () => {
    await submitWith(() =>
      Promise.reject(
        refused(409, {
          message: 'Email already exists',
          code: 'account.email.taken',
          codes: { email: 'account.email.taken' },
        }),
      ),
    );
    expect(await screen.findByText('email: account.email.taken')).toBeTruthy();
    expect(lastToast()).toMatchObject({
      title: 'Failed to save',
      description: 'Email already exists',
    });
  });

  it('says the fallback, not the server’s text, for a 5xx or a network failure', async () => {
    await submitWith(
      () => Promise.reject(refused(500, { message: 'boom', code: 'request.invalid' })),
      {
        fallback: 'Could not save now.',
      },
    );
    await waitFor(() => expect(lastToast()?.description).toBe('Could not save now.'));
    cleanup();
    await submitWith(() => Promise.reject(new TypeError('Failed to fetch')));
    await waitFor(() =>
      expect(lastToast()?.description).toBe('An error occurred. Please try again.'),
    );
  });

  it('lets the form show a failure itself, with the toast’s text, and then shows no toast', async () => {
    const onError = vi.fn(() => true);
    await submitWith(
      () =>
        Promise.reject(
          refused(429, {
            message: 'Too many messages. Please wait a few minutes.',
            code: 'limit.tooManyMessages',
          }),
        ),
      { onError },
    );
    await waitFor(() => expect(onError).toHaveBeenCalled());
    expect(onError).toHaveBeenCalledWith(
      expect.any(ApiError),
      'Too many messages. Please wait a few minutes.',
    );
    expect(lastToast()).toBeUndefined();
  });

  it('on success shows the success toast and hands the result to the next step', async () => {
    const onSuccess = vi.fn();
    await submitWith(() => Promise.resolve('saved-7'), {
      successToast: { title: 'Saved' },
      onSuccess,
    });
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(onSuccess).toHaveBeenCalledWith('saved-7', {
      name: 'Amira',
      email: 'a@b.tn',
      note: 'hi',
    });
    expect(lastToast()).toMatchObject({ title: 'Saved' });
    expect(lastToast()?.variant).toBeUndefined();
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
  });
});
