// 返回學校列表: back to the exact search the parent came from (list-context.ts), else the search page.
import type { ReactNode } from 'react';
import { backTarget, useFrom } from '../lib/list-context.ts';
import { type ButtonVariant, ButtonLink } from './button.tsx';

type Props = { children: ReactNode; variant?: ButtonVariant; size?: 'sm' | 'md'; className?: string };

export function BackToList({ children, variant = 'secondary', size = 'md', className }: Props) {
  const { to, search } = backTarget(useFrom());
  return (
    <ButtonLink to={to} search={search as never} variant={variant} size={size} className={className}>
      {children}
    </ButtonLink>
  );
}
