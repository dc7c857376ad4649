import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { FORM_KINDS, type FormKind } from '../../../shared/forms/submissions';
import { SUBMISSION_FIELDS } from '../../../shared/staff/fields';
import { STATUSES_BY_KIND } from '../../../shared/staff/review';
import {
  APPLICATION_STATUSES,
  banAppeals,
  bugReports,
  DECISION_STATUSES,
  featureRequests,
  gymLeaderApplications,
  playerReports,
  supportTickets,
  TICKET_STATUSES,
  waitlist,
} from '../../db/schema';
import { FORM_TABLES } from './form-tables';

const TABLES: Record<FormKind, [PgTable, readonly string[]]> = {
  gym_leader_application: [gymLeaderApplications, APPLICATION_STATUSES],
  support_ticket: [supportTickets, TICKET_STATUSES],
  bug_report: [bugReports, TICKET_STATUSES],
  feature_request: [featureRequests, DECISION_STATUSES],
  ban_appeal: [banAppeals, DECISION_STATUSES],
  player_report: [playerReports, TICKET_STATUSES],
  alpha_signup: [waitlist, DECISION_STATUSES],
};

describe.each(FORM_KINDS)('%s', (kind) => {
  const [table, statuses] = TABLES[kind];
  const columns = Object.values(getTableColumns(table)).map((c) => c.name);

  it('allows exactly the statuses its table accepts', () => {
    expect(STATUSES_BY_KIND[kind]).toEqual(statuses);
  });

  it('names real columns for the queue and the detail, and shows every answer the user gave', () => {
    const t = FORM_TABLES[kind];
    expect(t.table).toBe(getTableName(table));
    for (const column of [t.userColumn, t.title, ...(t.extra ? [t.extra] : []), ...t.search]) {
      expect(columns).toContain(column);
    }
    const shown = SUBMISSION_FIELDS[kind].map(([key]) => key);
    for (const key of shown) expect(columns).toContain(key);
    // Everything but bookkeeping is shown (uploads appear as files).
    const bookkeeping = ['id', 'user_id', 'reporter_user_id', 'status', 'created_at', 'uploads'];
    expect(columns.filter((c) => !bookkeeping.includes(c)).sort()).toEqual([...shown].sort());
  });
});
