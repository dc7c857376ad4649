/**
 * The console's Atlas tab rows of the browser endpoint table (admins). A pack is the raw request
 * body (a .zip, its name in `X-File-Name`), sent once for the dry run and again to publish.
 */
import { endpoint, type Summaries } from '../../api/endpoint';
import { atlasDryRunResponse, atlasImportsResponse } from './api';

export const atlasConsoleEndpoints = {
  imports: endpoint({
    method: 'GET',
    path: '/staff/atlas/imports',
    auth: 'admin',
    answer: atlasImportsResponse,
  }),
  dryRun: endpoint({
    method: 'POST',
    path: '/staff/atlas/imports/dry-run',
    auth: 'admin',
    answer: atlasDryRunResponse,
  }),
  publish: endpoint({
    method: 'POST',
    path: '/staff/atlas/imports',
    auth: 'admin',
    answer: atlasImportsResponse,
  }),
  restore: endpoint({
    method: 'POST',
    path: '/staff/atlas/imports/:id/restore',
    auth: 'admin',
    answer: atlasImportsResponse,
  }),
};

/** One line each for the OpenAPI document; pages never import these. */
export const atlasConsoleSummaries: Summaries<typeof atlasConsoleEndpoints> = {
  imports: 'Every datapack import, newest first, and which one the atlas serves (admins)',
  dryRun: "A datapack's import report, nothing written (admins; the .zip is the raw body)",
  publish: 'Import a datapack and serve its atlas (admins; the .zip is the raw body)',
  restore: 'Serve an earlier import again (admins)',
};
