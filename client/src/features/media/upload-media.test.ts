// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr, installFakeXhr } from '../../test/fake-xhr.ts';
import { UploadNetworkError, uploadMedia } from './upload-media.ts';

const ID = '0b6a3c1e-7d1f-4f5e-9a51-6f2b8c0d1e2a';
const file = () => new File(['bytes'], 'photo.jpg', { type: 'image/jpeg' });

beforeEach(installFakeXhr);
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('uploadMedia and its signal', () => {
  it('lets go of the signal once answered: a later abort touches no finished request', async () => {
    const controller = new AbortController();
    const removed = vi.spyOn(controller.signal, 'removeEventListener');
    const upload = uploadMedia(file(), { signal: controller.signal });
    const xhr = FakeXhr.sent[0];
    if (!xhr) throw new Error('one request expected');
    const aborted = vi.spyOn(xhr, 'abort');
    xhr.answer(201, { id: ID, url: `/media/${ID}/640.webp`, width: 800, height: 600 });
    await expect(upload).resolves.toMatchObject({ id: ID });
    expect(removed).toHaveBeenCalledWith('abort', expect.any(Function));
    controller.abort();
    expect(aborted).not.toHaveBeenCalled();
  });

  it('lets go of the signal when the request fails', async () => {
    const controller = new AbortController();
    const removed = vi.spyOn(controller.signal, 'removeEventListener');
    const upload = uploadMedia(file(), { signal: controller.signal });
    FakeXhr.sent[0]?.onerror?.();
    await expect(upload).rejects.toBeInstanceOf(UploadNetworkError);
    expect(removed).toHaveBeenCalledWith('abort', expect.any(Function));
  });

  it('still cancels a request on its way', async () => {
    const controller = new AbortController();
    const upload = uploadMedia(file(), { signal: controller.signal });
    controller.abort();
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
  });
});
