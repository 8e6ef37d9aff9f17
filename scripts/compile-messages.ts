// `npm run i18n`: compiles the message catalogue (i18n.config.ts). The build, the type check, the tests and the dev
// server run it first. It exits as soon as the files are written: the inlang SDK keeps the process alive for
// about 30 s after closing its project, which its Vite plugin added to every build.
import { compile } from '@inlang/paraglide-js';
import { i18nOptions } from '../i18n.config.ts';

await compile(i18nOptions);
process.exit(0);
