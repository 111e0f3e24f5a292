/**
 * Copy to the clipboard with a toast saying so. Where there is no clipboard (an http address, a
 * refused permission) the toast says to copy by hand instead, and `onFailure` can select the text
 * on screen for it. One place for the try/catch every "Copy" button had.
 */
import { useCallback } from 'react';
import { toast, type ToastInput } from './ui/use-toast.ts';

export interface CopyMessages {
  copied: ToastInput;
  failed: ToastInput;
  /** Called when nothing was copied, before the failure toast (select the field, say). */
  onFailure?: () => void;
}

/** Resolves true once copied, false when the browser refused. */
export async function copyText(text: string, messages: CopyMessages): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    toast(messages.copied);
    return true;
  } catch {
    messages.onFailure?.();
    toast(messages.failed);
    return false;
  }
}

export function useCopyText(): (text: string, messages: CopyMessages) => Promise<boolean> {
  return useCallback((text: string, messages: CopyMessages) => copyText(text, messages), []);
}
