/**
 * What the status page's first paint draws: the report and the incidents as the page would fetch
 * them, measured for this request, under the keys the browser reads them by. Drawn without them,
 * the page grew by the whole report once it arrived, pushing everything below it down.
 */
import type { PageData } from '../../../shared/site/page-data';
import { PUBLIC_INCIDENTS_KEY, STATUS_REPORT_KEY } from '../../../shared/site/page-query-keys';
import type { Deps } from '../../context';
import type { WidgetReader } from '../discord';
import { listPublicIncidents } from './incidents';
import { buildStatusReport } from './routes';

export async function statusFirstPaintData(
  deps: Deps,
  widget: WidgetReader,
  routePath: string,
): Promise<PageData> {
  if (routePath !== '/status-page') return [];
  const [report, incidents] = await Promise.all([
    buildStatusReport(deps, widget),
    listPublicIncidents(deps.database.db, deps.now()),
  ]);
  return [
    { queryKey: STATUS_REPORT_KEY, data: report },
    { queryKey: PUBLIC_INCIDENTS_KEY, data: { incidents } },
  ];
}
