// The message catalogue's compile options (`npm run i18n`, scripts/compile-messages.ts): Paraglide JS turns
// messages/<locale>.json into one typed function per message in src/shared/i18n/paraglide (generated, not in
// git). Decision record 010.
import type { CompilerOptions } from '@inlang/paraglide-js';

export const i18nOptions = {
  project: './project.inlang',
  outdir: './src/shared/i18n/paraglide',
  // The language is the address's: /en/… is English, every other path Traditional Chinese (src/shared/i18n/locale-path.ts).
  strategy: ['custom-path', 'baseLocale'],
  emitTsDeclarations: true,
  emitReadme: false,
  emitPrettierIgnore: false,
} satisfies CompilerOptions;
