import type { MiddlewareHandler } from 'hono';

/**
 * Console answers are personal and change with every write, so a GET under /api/staff is never
 * stored by a browser or a proxy. Mounted once in app.ts over every feature's console routes.
 */
export const consoleAnswersNotStored: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.req.method === 'GET') c.header('Cache-Control', 'no-store');
};
