/**
 * The five simple forms' POST routes, one per entry of the shared table (SIMPLE_FORMS): the same
 * steps for each (session, shared schema, per-user allowance, insert with its staff notice), and one
 * typed insert each.
 */

import type { MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { SIMPLE_FORM_NAMES, SIMPLE_FORMS, type SimpleFormName } from '../../../shared/forms/simple-forms';
import type { FormKind, FormSubmitResponse } from '../../../shared/forms/submissions';
import type { z } from '../../../shared/zod';
import type { AppEnv, Deps } from '../../context';
import type { Db } from '../../db/client';
import { banAppeals, bugReports, featureRequests, playerReports, supportTickets } from '../../db/schema';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { consumeRateLimit } from '../../lib/rate-limit';
import { requireUser } from '../auth';
import { assertNotBanned } from '../bans';
import { formLimit } from './limits';
import { noticeSubmission } from './submissions';

type Input<N extends SimpleFormName> = z.output<(typeof SIMPLE_FORMS)[N]['schema']>;
type Store<N extends SimpleFormName> = (db: Db, userId: string, input: Input<N>) => Promise<{ id: string }[]>;

/** Each form's kind in the review queue and the staff notices. */
const KINDS: Record<SimpleFormName, FormKind> = {
  support: 'support_ticket',
  bug: 'bug_report',
  feature: 'feature_request',
  appeal: 'ban_appeal',
  report: 'player_report',
};

/** Where each form's rows go; the type makes a new table entry fail to compile until it has one. */
const STORES: { [N in SimpleFormName]: Store<N> } = {
  support: (db, userId, input) =>
    db
      .insert(supportTickets)
      .values({ ...input, user_id: userId })
      .returning({ id: supportTickets.id }),
  bug: (db, userId, input) =>
    db
      .insert(bugReports)
      .values({ ...input, user_id: userId })
      .returning({ id: bugReports.id }),
  feature: (db, userId, input) =>
    db
      .insert(featureRequests)
      .values({ ...input, user_id: userId })
      .returning({ id: featureRequests.id }),
  appeal: (db, userId, input) =>
    db
      .insert(banAppeals)
      .values({ ...input, user_id: userId })
      .returning({ id: banAppeals.id }),
  report: (db, userId, input) =>
    db
      .insert(playerReports)
      .values({ ...input, reporter_user_id: userId })
      .returning({ id: playerReports.id }),
};

function mount<N extends SimpleFormName>(
  routes: Hono<AppEnv>,
  deps: Deps,
  name: N,
  jsonLimit: MiddlewareHandler,
) {
  const { db } = deps.database;
  const form = SIMPLE_FORMS[name];
  const store: Store<N> = STORES[name];
  routes.use(form.endpoint.path.slice('/forms'.length), jsonLimit);
  endpointRoutes('/forms', routes).on(form.endpoint, { body: form.schema }, async (c, request) => {
    const user = requireUser(c);
    // The schema is SIMPLE_FORMS[name].schema, so its output is Input<N>; TypeScript cannot relate the
    // two lookups of one generic key, hence the assertion.
    const input = (await request.body()) as Input<N>;
    // A banned player may still appeal; every other form is closed to them.
    if (name !== 'appeal') await assertNotBanned(db, user.id, deps.now());
    const { key, limit, windowSeconds, message } = formLimit(name, user.id);
    await consumeRateLimit(db, key, limit, windowSeconds, message);
    const id = await db.transaction(async (tx) => {
      const [row] = await store(tx, user.id, input);
      if (!row) throw new Error('submission was not stored');
      await noticeSubmission(tx, KINDS[name], row.id);
      return row.id;
    });
    return c.json({ id } satisfies FormSubmitResponse, 201);
  });
}

export function simpleFormRoutes(deps: Deps, jsonLimit: MiddlewareHandler) {
  const routes = new Hono<AppEnv>();
  for (const name of SIMPLE_FORM_NAMES) mount(routes, deps, name, jsonLimit);
  return routes;
}
