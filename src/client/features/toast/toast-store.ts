// One toast at a time (SPEC §9): showing a new toast replaces the current one.
export type ToastVariant = 'default' | 'info' | 'destructive';
export type ToastMessage = {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  /** What had focus when the toast was shown: focus goes back there when the toast closes (Esc, ✕). */
  returnFocus?: HTMLElement | null;
};

let current: ToastMessage | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function showToast(toast: Omit<ToastMessage, 'id' | 'returnFocus'>) {
  const focused = typeof document === 'undefined' ? null : document.activeElement;
  current = { ...toast, id: nextId++, returnFocus: focused instanceof HTMLElement ? focused : null };
  emit();
}

export function dismissToast(id: number) {
  if (current?.id !== id) return;
  current = null;
  emit();
}

export const toastStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => current,
};
