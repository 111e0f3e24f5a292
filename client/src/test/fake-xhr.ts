/**
 * A stand-in for XMLHttpRequest in jsdom, for the photo uploads (features/media): each request
 * waits until the test reports its progress and answers it.
 */
import { act } from '@testing-library/react';
import { vi } from 'vitest';

export class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    // Only the two fields the uploader reads; jsdom has no ProgressEvent to build.
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent));
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

/** Puts FakeXhr in place of XMLHttpRequest, and object URLs jsdom lacks; undo with unstubAllGlobals. */
export function installFakeXhr() {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  let objectUrls = 0;
  URL.createObjectURL = vi.fn(() => `blob:photo-${++objectUrls}`);
  URL.revokeObjectURL = vi.fn();
}
