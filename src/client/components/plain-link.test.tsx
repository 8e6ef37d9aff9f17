// @vitest-environment jsdom
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { act, cleanup, createEvent, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BASE_PATHS, type Locale } from '../../shared/i18n/locale.ts';
import { parseSearch, stringifySearch } from '../lib/search-string.ts';
import { PlainLink } from './plain-link.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A memory router with the app's base path and search codec for the language, at `/`, whose page is the link. */
async function renderLink(locale: Locale) {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {}); // the router sets the scroll position; jsdom has none
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => (
        <PlainLink to="/schools/12" search={{ from: '/schools?district=東區,南區', page: 1 }}>
          School
        </PlainLink>
      ),
    }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    context: { locale },
    basepath: BASE_PATHS[locale],
    parseSearch,
    stringifySearch,
  });
  await act(() => router.load());
  render(<RouterProvider router={router as never} />);
  return { router, link: await screen.findByRole('link', { name: 'School' }) };
}

describe('PlainLink', () => {
  it("writes the path in the page's language with the router's search codec (defaults left out)", async () => {
    expect((await renderLink('zh-HK')).link.getAttribute('href')).toBe('/schools/12?from=%2Fschools%3Fdistrict%3D%E6%9D%B1%E5%8D%80,%E5%8D%97%E5%8D%80');
    cleanup();
    expect((await renderLink('en')).link.getAttribute('href')).toMatch(/^\/en\/schools\/12\?from=%2Fschools%3F/);
  });

  it('navigates in the app on a plain click', async () => {
    const { router, link } = await renderLink('en');
    const click = createEvent.click(link, { button: 0 });
    await act(async () => {
      fireEvent(link, click);
    });
    expect(click.defaultPrevented).toBe(true);
    // The address under the base path, the route's path without it.
    await vi.waitFor(() => expect(router.history.location.pathname).toBe('/en/schools/12'));
    expect(router.state.location.pathname).toBe('/schools/12');
    expect(router.state.location.search).toEqual({ from: '/schools?district=東區,南區' });
  });

  it('leaves a click with a modifier key or another button to the browser (a new tab or window)', async () => {
    const { router, link } = await renderLink('zh-HK');
    // Whether the link let the click through, read after React's handlers; then stopped, as jsdom cannot open a page.
    const letThrough: boolean[] = [];
    const browser = (event: MouseEvent) => {
      letThrough.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', browser);
    for (const init of [{ button: 0, ctrlKey: true }, { button: 0, metaKey: true }, { button: 0, shiftKey: true }, { button: 1 }]) fireEvent.click(link, init);
    window.removeEventListener('click', browser);
    expect(letThrough).toEqual([true, true, true, true]);
    expect(router.state.location.pathname).toBe('/');
  });
});
