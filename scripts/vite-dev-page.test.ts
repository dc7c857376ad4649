import fs from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm run dev` as the browser meets it: Vite's dev server with the project's config, in front of a
 * stand-in API server that answers pages as the real one does from the source index.html.
 */
describe('the dev server', () => {
  let api: Server;
  let vite: ViteDevServer;
  const template = fs.readFileSync('src/client/index.html', 'utf8');

  beforeAll(async () => {
    api = createHttpServer((request, response) => {
      const page = template.replace(
        '<script id="site-config" type="application/json">{}</script>',
        `<script id="site-config" type="application/json">{"demoMode":true,"asked":"${request.url}"}</script>`,
      );
      response.writeHead(200, { 'content-type': 'text/html' }).end(page);
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const previousApiPort = process.env.API_PORT;
    process.env.API_PORT = String((api.address() as AddressInfo).port);
    try {
      vite = await createServer({
        configFile: 'vite.config.ts',
        logLevel: 'silent',
        cacheDir: '.tmp/vite-dev-page-test',
        server: { middlewareMode: true, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
    } finally {
      if (previousApiPort === undefined) delete process.env.API_PORT;
      else process.env.API_PORT = previousApiPort;
    }
  });

  afterAll(async () => {
    await vite?.close();
    await new Promise((resolve) => api?.close(resolve));
  });

  it("serves a page with the API server's head and settings, and Vite's client", async () => {
    const html = await vite.transformIndexHtml('/demo-sign-in', template, '/demo-sign-in');
    expect(html).toContain('{"demoMode":true,"asked":"/demo-sign-in"}');
    expect(html).toContain('/@vite/client');
    expect(html).not.toContain('@react-refresh');
  });

  it('asks only the API server, whatever the address looks like', async () => {
    const html = await vite.transformIndexHtml('//elsewhere.invalid/x', template, '//elsewhere.invalid/x');
    expect(html).toContain('"asked":"//elsewhere.invalid/x"');
  });

  it('hot-reloads components through Preact, not React', async () => {
    const entry = await vite.transformRequest('/main.tsx');
    expect(entry?.code).toContain('startApp');
    const footer = await vite.transformRequest('/features/shell/footer.tsx');
    expect(footer?.code).toContain('__PREFRESH__.register');
    expect(footer?.code).not.toContain('@react-refresh');
  });

  it("loads prefresh's runtime pre-bundled, so it hooks into the same Preact as the app", async () => {
    // From node_modules as is, @prefresh/core would import a second Preact and an edit would be
    // accepted but redraw nothing.
    const footer = await vite.transformRequest('/features/shell/footer.tsx');
    expect(footer?.code).toMatch(/import "[^"]*\/deps\/@prefresh_core\.js/);
    expect(footer?.code).not.toContain('node_modules/@prefresh/core');
  });
});
