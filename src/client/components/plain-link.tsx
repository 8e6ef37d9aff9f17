// A link to a page other than the one it is on (a school named in a list, on another school's page, in the changes;
// a school's map), without the router's work per link: its <Link> builds its address and follows the location, for
// an active state, in every render (about 70 µs a link on a fast host, 52 links on /schools; decision record 020).
// Here the address is the path in the page's language (/en, /sc: the router's base path) with the router's own
// search codec, as <Link> writes it, and a plain click navigates in the app as <Link>'s does; a click with a
// modifier, or another button, is the browser's. No onClick or target of its own: none is needed, and each byte
// counts on the first screens.
import { useRouter } from '@tanstack/react-router';
import type { AnchorHTMLAttributes } from 'react';
import { pathIn } from '../../shared/i18n/locale.ts';
import { useLocale } from '../lib/use-texts.ts';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick' | 'target'> & {
  /** The page's path, without the language's prefix: '/schools/12'. */
  to: string;
  search?: Record<string, unknown>;
};

export function PlainLink({ to, search = {}, ...rest }: Props) {
  const router = useRouter();
  const href = `${pathIn(useLocale(), to)}${router.options.stringifySearch(search)}`;
  return (
    <a
      {...rest}
      href={href}
      onClick={(event) => {
        // The clicks <Link> takes: the main button, no modifier.
        if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        void router.navigate({ href });
      }}
    />
  );
}
