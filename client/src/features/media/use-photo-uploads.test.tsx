// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr, installFakeXhr } from '../../test/fake-xhr.ts';
import { usePhotoUploads } from './use-photo-uploads.ts';

beforeEach(installFakeXhr);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const files = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => new File(['bytes'], `${prefix}${i}.jpg`));

describe('usePhotoUploads add', () => {
  it('never goes over the limit when two adds come before a redraw (a drop and a pick)', async () => {
    const { result } = renderHook(() => usePhotoUploads([], 8));
    act(() => {
      result.current.add(files('drop', 5));
      result.current.add(files('pick', 5));
    });
    expect(result.current.photos).toHaveLength(8);
    expect(result.current.leftOut).toBe(2);
    // Only the photos that fit are sent; the previews of the two left out are let go.
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(8));
    expect(FakeXhr.sent.map((xhr) => (xhr.body?.get('file') as File).name)).toEqual([
      ...files('drop', 5).map((file) => file.name),
      ...files('pick', 3).map((file) => file.name),
    ]);
    expect(URL.revokeObjectURL).toHaveBeenCalledTimes(2);
  });

  it('says how many the last add left out, and forgets it after a removal', () => {
    const { result } = renderHook(() => usePhotoUploads([], 2));
    act(() => result.current.add(files('a', 3)));
    expect(result.current.photos).toHaveLength(2);
    expect(result.current.leftOut).toBe(1);
    const first = result.current.photos[0];
    if (!first) throw new Error('a photo expected');
    act(() => result.current.remove(first.key));
    expect(result.current.leftOut).toBe(0);
  });
});
