/** The component of each page route, loaded on demand from the files page-modules.ts names. */

import type { PagePath } from '@shared/site/routes';
import type { ComponentType } from 'react';
import { PAGE_MODULE_FILES } from './page-modules';

type PageModule = { default: ComponentType };

// form-page.tsx is the forms' shared frame, not a route.
const PAGE_MODULES = import.meta.glob<PageModule>([
  '../features/*/*-page.tsx',
  '../features/*/*/*-page.tsx',
  '!../features/forms/form-page.tsx',
]);

export const PAGE_COMPONENTS = Object.fromEntries(
  Object.entries(PAGE_MODULE_FILES).map(([path, file]) => {
    const load = PAGE_MODULES[`../${file}`];
    if (!load) throw new Error(`The page module ${file} for ${path} does not exist.`);
    return [path, load];
  }),
) as Record<PagePath, () => Promise<PageModule>>;
