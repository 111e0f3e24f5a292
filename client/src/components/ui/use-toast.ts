import { useSyncExternalStore, type ReactNode } from 'react';

import { UI } from '../../../../common/constants.ts';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
}

export interface ToastItem extends ToastInput {
  id: string;
  /** False once dismissed; Radix animates it out, the store forgets it after the remove delay. */
  open: boolean;
}

export interface ToastState {
  toasts: readonly ToastItem[];
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (changes: Partial<ToastInput>) => void;
}

/*
 * A module-level store so `toast()` can be called from anywhere (mutation callbacks, query error
 * handlers) without a context. State is replaced, never mutated, so useSyncExternalStore can
 * compare snapshots by reference.
 */
let state: ToastState = { toasts: [] };
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let nextId = 0;

function setState(next: ToastState) {
  state = next;
  for (const listener of listeners) listener();
}

function clearRemovalTimer(id: string) {
  clearTimeout(removalTimers.get(id));
  removalTimers.delete(id);
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    setState({ toasts: state.toasts.filter((t) => t.id !== id) });
  }, UI.toastRemoveDelayMs);
  removalTimers.set(id, timer);
}

function update(id: string, changes: Partial<ToastInput>) {
  setState({ toasts: state.toasts.map((t) => (t.id === id ? { ...t, ...changes } : t)) });
}

/** Closes one toast, or every toast when no id is given. */
export function dismiss(id?: string) {
  const closing = state.toasts.filter((t) => t.open && (id === undefined || t.id === id));
  if (closing.length === 0) return;
  const closingIds = new Set(closing.map((t) => t.id));
  setState({
    toasts: state.toasts.map((t) => (closingIds.has(t.id) ? { ...t, open: false } : t)),
  });
  for (const closedId of closingIds) scheduleRemoval(closedId);
}

/** Shows a toast; with a limit of one, it replaces whatever toast was showing. */
export function toast(input: ToastInput): ToastHandle {
  nextId += 1;
  const id = String(nextId);
  const all = [{ ...input, id, open: true }, ...state.toasts];
  for (const dropped of all.slice(UI.toastLimit)) clearRemovalTimer(dropped.id);
  setState({ toasts: all.slice(0, UI.toastLimit) });
  return { id, dismiss: () => dismiss(id), update: (changes) => update(id, changes) };
}

export function getToastState(): ToastState {
  return state;
}

export function subscribeToToasts(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useToast() {
  const { toasts } = useSyncExternalStore(subscribeToToasts, getToastState, getToastState);
  return { toasts, toast, dismiss };
}
