import { describe, expect, it } from 'vitest';
import { REVIEW_STATUSES } from '../forms/review-status';
import { FORM_KINDS } from '../forms/submissions';
import { bulkStatusAllowed, oneAtATime, STATUSES_BY_KIND, statusAllowed } from './review';

describe('statuses given in bulk', () => {
  it('are those a form allows, except accepting a ban appeal, which asks whether to lift the ban', () => {
    expect(statusAllowed('ban_appeal', 'accepted')).toBe(true);
    expect(bulkStatusAllowed('ban_appeal', 'accepted')).toBe(false);
    expect(oneAtATime('ban_appeal', 'accepted')).toMatch(/its ban is lifted too/);
    expect(bulkStatusAllowed('ban_appeal', 'rejected')).toBe(true);
    expect(bulkStatusAllowed('alpha_signup', 'accepted')).toBe(true);
    expect(bulkStatusAllowed('bug_report', 'accepted')).toBe(false);
  });

  it('never include a status the form does not allow', () => {
    for (const kind of FORM_KINDS) {
      for (const status of REVIEW_STATUSES) {
        if (bulkStatusAllowed(kind, status)) expect(STATUSES_BY_KIND[kind]).toContain(status);
      }
    }
  });
});
