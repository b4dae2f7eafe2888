import { z } from 'zod';

// Zod probes for `new Function` to compile fast object parsers. The site's CSP forbids eval, so in the browser the
// probe itself is reported as a violation; the interpreted parsers are fast enough for forms. Every schema of core/
// takes `z` from here, so no bundle order can parse one before this setting.
z.config({ jitless: true });

export { z };
