import type { Deps } from '../../context';
import { removeExpiredUploads } from './upload-store';

/** Often enough that an abandoned file outlives its hour by little, rarely enough to cost nothing. */
export const UPLOAD_SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Removes expired pending uploads on a timer, so files abandoned on a quiet site (or on an instance
 * that takes no uploads) go too, not only when someone uploads. Every instance may sweep: the
 * delete is one statement, and a row removed by another instance is simply not returned.
 */
export function startUploadSweeper(deps: Deps, intervalMs = UPLOAD_SWEEP_INTERVAL_MS): () => void {
  const timer = setInterval(() => {
    removeExpiredUploads(deps)
      .then((removed) => {
        if (removed > 0) deps.logger.info({ removed }, 'removed abandoned uploads');
      })
      .catch((err) => deps.logger.warn({ err }, 'upload sweep failed'));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
