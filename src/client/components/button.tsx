// Button and ButtonLink share one look; ButtonLink is a typed TanStack Router link.
import { createLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, Ref } from 'react';

const VARIANTS = {
  primary: 'bg-primary text-white hover:bg-primary-dark shadow-sm',
  secondary: 'bg-white text-primary ring-1 ring-inset ring-border hover:bg-primary-light',
  accent: 'bg-secondary text-white hover:bg-secondary-dark shadow-sm',
  ghost: 'text-primary hover:bg-primary-light',
  danger: 'bg-white text-danger ring-1 ring-inset ring-red-200 hover:bg-red-50',
} as const;
const SIZES = { sm: 'h-9 px-3 text-sm', md: 'h-11 px-4 text-sm', lg: 'h-12 px-6 text-base' } as const;

export type ButtonVariant = keyof typeof VARIANTS;
type Look = { variant?: ButtonVariant; size?: keyof typeof SIZES };

export function buttonClass({ variant = 'primary', size = 'md' }: Look, extra = '') {
  return `inline-flex items-center justify-center gap-1.5 rounded-lg font-medium whitespace-nowrap transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${VARIANTS[variant]} ${SIZES[size]} ${extra}`;
}

export function Button({ variant, size, className, type = 'button', ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & Look & { ref?: Ref<HTMLButtonElement> }) {
  return <button type={type} className={buttonClass({ variant, size }, className)} {...rest} />;
}

type AnchorProps = AnchorHTMLAttributes<HTMLAnchorElement> & Look & { ref?: Ref<HTMLAnchorElement> };

function ButtonAnchor({ variant, size, className, ...rest }: AnchorProps) {
  return <a className={buttonClass({ variant, size }, className)} {...rest} />;
}

/** `<ButtonLink to="/schools" variant="secondary">…</ButtonLink>` */
export const ButtonLink = createLink(ButtonAnchor);

/** For external addresses (maps service, websites): new tab, no opener. */
export function ExternalButton({ variant, size, className, ...rest }: AnchorProps) {
  return <a target="_blank" rel="noopener noreferrer" className={buttonClass({ variant, size }, className)} {...rest} />;
}
