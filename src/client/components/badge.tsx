import type { ReactNode } from 'react';

const TONES = {
  neutral: 'bg-slate-100 text-slate-700 ring-slate-200',
  outline: 'bg-white text-slate-700 ring-border',
  primary: 'bg-primary-light text-primary ring-primary/20',
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  warning: 'bg-warning-light text-warning ring-amber-200',
} as const;

export type BadgeTone = keyof typeof TONES;

export function Badge({ children, tone = 'neutral' }: { children: ReactNode; tone?: BadgeTone }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${TONES[tone]}`}>
      {children}
    </span>
  );
}
