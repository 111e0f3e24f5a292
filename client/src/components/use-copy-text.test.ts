// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismiss, getToastState } from './ui/use-toast.ts';
import { copyText } from './use-copy-text.ts';

afterEach(() => {
  dismiss();
  vi.restoreAllMocks();
});

const openToast = () => getToastState().toasts.find((toast) => toast.open);

function clipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('copyText', () => {
  it('copies and says so', async () => {
    const writeText = vi.fn(async () => {});
    clipboard(writeText);
    const onFailure = vi.fn();
    const copied = await copyText('https://hanout.tn/x', {
      copied: { title: 'Link copied' },
      failed: { title: 'Copy it by hand' },
      onFailure,
    });
    expect(copied).toBe(true);
    expect(writeText).toHaveBeenCalledWith('https://hanout.tn/x');
    expect(openToast()?.title).toBe('Link copied');
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('says to copy by hand, after onFailure, where the browser refuses', async () => {
    clipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    const onFailure = vi.fn();
    const copied = await copyText('HN-7K2Q9', {
      copied: { title: 'Copied' },
      failed: { title: 'Copy it by hand', variant: 'destructive' },
      onFailure,
    });
    expect(copied).toBe(false);
    expect(onFailure).toHaveBeenCalledOnce();
    expect(openToast()).toMatchObject({ title: 'Copy it by hand', variant: 'destructive' });
  });
});
