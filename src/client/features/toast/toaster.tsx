// Radix Toast: 5000 ms, swipe right (threshold 50) to dismiss, F8 focuses the viewport (SPEC §9). Shown above
// the compare bar's height, so it never covers the buttons a parent reaches for right after adding a school.
import * as Toast from '@radix-ui/react-toast';
import { useSyncExternalStore } from 'react';
import { Icon } from '../../components/icons.tsx';
import { useTexts } from '../../lib/use-texts.ts';
import { dismissToast, toastStore } from './toast-store.ts';
import type { ToastVariant } from './toast-store.ts';
import { toasterTexts } from './toaster.texts.ts';

const LOOK: Record<ToastVariant, string> = {
  default: 'border-emerald-200 bg-white text-slate-900',
  info: 'border-primary/30 bg-primary-light text-slate-900',
  destructive: 'border-red-300 bg-danger text-white',
};

export function Toaster() {
  const t = useTexts(toasterTexts);
  const toast = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, () => null);
  return (
    <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50} label={t.region}>
      {toast && (
        <Toast.Root
          key={toast.id}
          type={toast.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (open) return;
            dismissToast(toast.id);
            // Closed from inside (Esc, ✕): focus would fall to the page body; it goes back where it was.
            const active = document.activeElement;
            if (!active || active === document.body || active.closest('[data-toast-viewport]')) toast.returnFocus?.focus();
          }}
          className={`flex items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:hidden ${LOOK[toast.variant]}`}
        >
          <div className="flex flex-col gap-1">
            <Toast.Title className="font-semibold">{toast.title}</Toast.Title>
            {toast.description && <Toast.Description className="text-sm">{toast.description}</Toast.Description>}
          </div>
          <Toast.Close aria-label={t.close} className="absolute top-3 right-3 rounded p-1 hover:bg-black/10">
            <Icon name="close" className="size-4" />
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport
        data-toast-viewport=""
        label={t.viewport}
        className="fixed right-0 bottom-[4.5rem] z-[100] flex w-full flex-col gap-2 p-4 outline-none md:max-w-[420px] [&>li]:relative"
      />
    </Toast.Provider>
  );
}
