// Before each unit test file. In the browser-like (jsdom) files, Testing Library's findBy… and waitFor wait up to
// 30 s, only against a hang, not its 1 s default, which a busy host can take to render a page.
export {};
if ('document' in globalThis) {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 30_000 });
}
