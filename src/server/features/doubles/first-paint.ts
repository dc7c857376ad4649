/**
 * The tournament the Mid-Season Doubles page is drawn with on the server, under the key the browser
 * reads it by: drawn with dashes instead, its facts took a second line once the dates arrived.
 */
import type { DoublesTournamentResponse } from '../../../shared/doubles/api';
import type { PageData } from '../../../shared/site/page-data';
import { doublesTournamentKey } from '../../../shared/site/page-query-keys';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { findDoublesTournament, tournamentView } from './registration';

export async function doublesFirstPaintData(db: Db, routePath: string, now: Date): Promise<PageData> {
  if (routePath !== '/mid-season-doubles') return [];
  // Not scheduled yet: the page says so once the browser asks.
  const row = await findDoublesTournament(db).catch((error: unknown) => {
    if (error instanceof AppError) return undefined;
    throw error;
  });
  if (!row) return [];
  const answer: DoublesTournamentResponse = { tournament: await tournamentView(db, row, now) };
  return [{ queryKey: doublesTournamentKey(), data: answer }];
}
