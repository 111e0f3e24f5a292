// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The store lives at module level, so each test imports a fresh copy.
async function loadStore() {
  vi.resetModules();
  return import('./use-toast');
}

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps only the newest toast when a second one is shown', async () => {
    const store = await loadStore();
    store.toast({ title: 'Saved' });
    const second = store.toast({ title: 'Order shipped', variant: 'destructive' });

    const { toasts } = store.getToastState();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ id: second.id, title: 'Order shipped', open: true });
  });

  it('marks a dismissed toast as closed but keeps it until the remove delay', async () => {
    const store = await loadStore();
    const shown = store.toast({ title: 'Saved' });

    shown.dismiss();
    expect(store.getToastState().toasts).toEqual([
      expect.objectContaining({ id: shown.id, open: false }),
    ]);

    vi.advanceTimersByTime(999_999);
    expect(store.getToastState().toasts).toHaveLength(1);

    vi.advanceTimersByTime(1);
    expect(store.getToastState().toasts).toHaveLength(0);
  });

  it('dismiss() without an id closes every open toast', async () => {
    const store = await loadStore();
    store.toast({ title: 'Saved' });

    store.dismiss();
    expect(store.getToastState().toasts.every((t) => !t.open)).toBe(true);
  });

  it('update() changes the text of a showing toast', async () => {
    const store = await loadStore();
    const shown = store.toast({ title: 'Uploading' });

    shown.update({ title: 'Uploaded', description: '3 photos' });
    expect(store.getToastState().toasts[0]).toMatchObject({
      title: 'Uploaded',
      description: '3 photos',
      open: true,
    });
  });

  it('notifies subscribers on every change and stops after unsubscribe', async () => {
    const store = await loadStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribeToToasts(listener);

    const shown = store.toast({ title: 'Saved' });
    shown.dismiss();
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    store.toast({ title: 'Again' });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
