// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toMediaImage } from '../../../../common/media.ts';
import { FakeXhr, installFakeXhr } from '../../test/fake-xhr.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { SinglePhotoField } from './single-photo-field.tsx';

const OLD = '0b6a3c1e-7d1f-4f5e-9a51-6f2b8c0d1e2a';
const NEW = '5c9e2d4f-1a3b-4c5d-8e7f-9a0b1c2d3e4f';
const logo = toMediaImage({ id: OLD, width: 400, height: 400 });

beforeEach(installFakeXhr);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderLogo() {
  const onChange = vi.fn();
  await renderWithProviders(
    <SinglePhotoField
      label="Logo"
      current={logo}
      shape="square"
      onChange={onChange}
      testId="logo"
    />,
  );
  return { onChange };
}

function pick(name: string) {
  const input = screen.getByTestId('logo').querySelector('input[type="file"]');
  if (!input) throw new Error('no file input');
  const file = new File([`bytes of ${name}`], name, { type: 'image/jpeg' });
  fireEvent.change(input, { target: { files: [file] } });
}

function picture() {
  return screen.getByTestId('logo').querySelector('img');
}

describe('SinglePhotoField, replacing the store’s picture', { timeout: 20_000 }, () => {
  it('keeps the current logo as the value, and shows it again, when the new file is refused', async () => {
    const { onChange } = await renderLogo();
    pick('tiny.jpg');
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(picture()?.getAttribute('src')).toMatch(/^blob:/);
    FakeXhr.sent[0]?.answer(400, {
      message: 'The photo must be at least 200 pixels on its short side.',
      code: 'media.size.tooSmall',
    });
    expect(
      await screen.findByText(/The photo must be at least 200 pixels on its short side\./),
    ).toBeTruthy();
    expect(screen.getByText(/The picture you had stays until a new one is sent\./)).toBeTruthy();
    // Saving the profile now keeps the logo: the form was never told of another value.
    expect(onChange).not.toHaveBeenCalled();
    expect(picture()?.getAttribute('src')).toBe(logo.url);
    expect(picture()?.className).not.toMatch(/opacity-60/);

    // Retry sends the new file again; once it is done, it is the value.
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    FakeXhr.sent[1]?.answer(201, {
      id: NEW,
      url: `/media/${NEW}/640.webp`,
      width: 400,
      height: 400,
    });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(NEW));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(picture()?.getAttribute('src')).toMatch(/^blob:/);
  });

  it('keeps the logo when offline, and still removes it when the seller asks', async () => {
    const { onChange } = await renderLogo();
    pick('new.jpg');
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() => FakeXhr.sent[0]?.onerror?.());
    expect(await screen.findByText(/No connection: the photo was not sent\./)).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Remove: Logo' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(null));
  });
});
