/**
 * The one import of full zod for shared schemas. Zod compiles object parsers with `new Function`
 * unless told not to, and probes for it as each object schema is created; under our CSP
 * (`script-src 'self'`) that probe is reported in the browser's Issues panel on every page that
 * builds a form schema. Validation is as correct without it, so it is off on both sides.
 */
import { z } from 'zod';

z.config({ jitless: true });

export { z };
