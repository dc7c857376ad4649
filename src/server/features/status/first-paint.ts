/**
 * What the status page's first paint draws: the report and the incidents as the page would fetch
 * them, under the keys the browser reads them by. Drawn without them, the page grew by the whole
 * report once it arrived, pushing everything below it down.
 *
 * One measurement draws every visit for STATUS_PAINT_SECONDS, so the page's paint is drawn once in
 * that time rather than for every request (the report's `checked_at` and latencies change with each
 * measurement). The page says when it was checked, and refetches both answers as soon as its live
 * stream connects, so a paint a few seconds old is corrected at once.
 */
import type { PageData } from '../../../shared/site/page-data';
import { PUBLIC_INCIDENTS_KEY, STATUS_REPORT_KEY } from '../../../shared/site/page-query-keys';
import type { Deps } from '../../context';
import type { WidgetReader } from '../discord';
import { listPublicIncidents } from './incidents';
import { buildStatusReport } from './routes';

export const STATUS_PAINT_SECONDS = 10;

async function measure(deps: Deps, widget: WidgetReader): Promise<PageData> {
  const [report, incidents] = await Promise.all([
    buildStatusReport(deps, widget),
    listPublicIncidents(deps.database.db, deps.now()),
  ]);
  return [
    { queryKey: STATUS_REPORT_KEY, data: report },
    { queryKey: PUBLIC_INCIDENTS_KEY, data: { incidents } },
  ];
}

/** The status page's first paint data for `routePath` (none for other pages), measured at most every few seconds. */
export function createStatusFirstPaint(deps: Deps, widget: WidgetReader) {
  let last: { at: number; data: Promise<PageData> } | undefined;
  return (routePath: string): Promise<PageData> => {
    if (routePath !== '/status-page') return Promise.resolve([]);
    const now = deps.now().getTime();
    // A clock set back measures again too, rather than keep a measurement from the future.
    if (!last || now - last.at >= STATUS_PAINT_SECONDS * 1000 || now < last.at) {
      const data = measure(deps, widget);
      last = { at: now, data };
      // A failed measurement is not kept: the next visit measures again.
      data.catch(() => {
        if (last?.data === data) last = undefined;
      });
    }
    return last.data;
  };
}
