/**
 * POST endpoints of the site's forms. Every submission needs a session (the user comes from the
 * cookie, never the body), is checked with the form's shared schema and is rate limited per user.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { banAppealSchema } from '../../../shared/forms/ban-appeal';
import { bugReportSchema } from '../../../shared/forms/bug-report';
import { featureRequestSchema } from '../../../shared/forms/feature-request';
import { gymLeaderApplicationSchema } from '../../../shared/forms/gym-leader-application';
import { playerReportSchema } from '../../../shared/forms/player-report';
import { supportTicketSchema } from '../../../shared/forms/support-ticket';
import { waitlistDiscordName, waitlistSchema } from '../../../shared/forms/waitlist';
import type { AppEnv, Deps } from '../../context';
import type { Db } from '../../db/client';
import {
  banAppeals,
  bugReports,
  featureRequests,
  gymLeaderApplications,
  playerReports,
  supportTickets,
  waitlist,
} from '../../db/schema';
import { AppError } from '../../lib/errors';
import { consumeRateLimit } from '../../lib/rate-limit';
import { readJson, validate } from '../../lib/validate';
import { requireUser } from '../auth/middleware';
import { listSubmissions } from './submissions';
import { uploadRoutes } from './upload-routes';
import { claimUploads, uploadIdFromUrl } from './upload-store';

/** Per user and form: a burst of honest retries passes, a flood does not. */
export const FORM_RATE_LIMIT = { limit: 5, windowSeconds: 10 * 60 };
export const APPLICATION_RATE_LIMIT = { limit: 3, windowSeconds: 60 * 60 };

const TOO_MANY_FORMS =
  'You have sent this form several times in a short while. Please wait 10 minutes and try again.';
const TOO_MANY_APPLICATIONS =
  'You have submitted several applications in the last hour. Please wait an hour before applying again.';

/** JSON forms are small; anything bigger is not a form post. */
const jsonLimit = bodyLimit({
  maxSize: 256 * 1024,
  onError: () => {
    throw new AppError(413, 'payload_too_large', 'This form is too large to send.');
  },
});

async function limitForm(db: Db, userId: string, form: string) {
  const { limit, windowSeconds } = form === 'application' ? APPLICATION_RATE_LIMIT : FORM_RATE_LIMIT;
  await consumeRateLimit(
    db,
    `form:${form}:${userId}`,
    limit,
    windowSeconds,
    form === 'application' ? TOO_MANY_APPLICATIONS : TOO_MANY_FORMS,
  );
}

export function formsRoutes(deps: Deps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .route('/uploads', uploadRoutes(deps))
    .get('/mine', async (c) => {
      const user = requireUser(c);
      c.header('Cache-Control', 'no-store');
      return c.json({ submissions: await listSubmissions(db, user.id) });
    })
    .post('/gym-leader-application', jsonLimit, async (c) => {
      const user = requireUser(c);
      const input = validate(gymLeaderApplicationSchema, await readJson(c.req.raw));
      await limitForm(db, user.id, 'application');
      const { availability_commitment: _committed, uploads, ...fields } = input;
      const uploadIds = uploads.map((url) => uploadIdFromUrl(url) ?? '');
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(gymLeaderApplications)
          .values({ ...fields, uploads, user_id: user.id })
          .returning({ id: gymLeaderApplications.id });
        if (!row) throw new Error('application was not created');
        await claimUploads(tx, user.id, row.id, uploadIds);
        return row.id;
      });
      return c.json({ id }, 201);
    })
    .post('/support-tickets', jsonLimit, async (c) => {
      const user = requireUser(c);
      const input = validate(supportTicketSchema, await readJson(c.req.raw));
      await limitForm(db, user.id, 'support');
      const [row] = await db
        .insert(supportTickets)
        .values({ ...input, user_id: user.id })
        .returning({ id: supportTickets.id });
      return c.json({ id: row?.id }, 201);
    })
    .post('/bug-reports', jsonLimit, async (c) => {
      const user = requireUser(c);
      const input = validate(bugReportSchema, await readJson(c.req.raw));
      await limitForm(db, user.id, 'bug');
      const [row] = await db
        .insert(bugReports)
        .values({ ...input, user_id: user.id })
        .returning({ id: bugReports.id });
      return c.json({ id: row?.id }, 201);
    })
    .post('/feature-requests', jsonLimit, async (c) => {
      const user = requireUser(c);
      const input = validate(featureRequestSchema, await readJson(c.req.raw));
      await limitForm(db, user.id, 'feature');
      const [row] = await db
        .insert(featureRequests)
        .values({ ...input, user_id: user.id })
        .returning({ id: featureRequests.id });
      return c.json({ id: row?.id }, 201);
    })
    .post('/ban-appeals', jsonLimit, async (c) => {
      const user = requireUser(c);
      const input = validate(banAppealSchema, await readJson(c.req.raw));
      await limitForm(db, user.id, 'appeal');
      const [row] = await db
        .insert(banAppeals)
        .values({ ...input, user_id: user.id })
        .returning({ id: banAppeals.id });
      return c.json({ id: row?.id }, 201);
    })
    .post('/player-reports', jsonLimit, async (c) => {
      const user = requireUser(c);
      const input = validate(playerReportSchema, await readJson(c.req.raw));
      await limitForm(db, user.id, 'report');
      const [row] = await db
        .insert(playerReports)
        .values({ ...input, reporter_user_id: user.id })
        .returning({ id: playerReports.id });
      return c.json({ id: row?.id }, 201);
    })
    .post('/waitlist', jsonLimit, async (c) => {
      const user = requireUser(c);
      const input = validate(waitlistSchema, await readJson(c.req.raw));
      await limitForm(db, user.id, 'waitlist');
      const player = await db.query.players.findFirst({
        columns: { username: true },
        where: (p, { eq }) => eq(p.auth_user_id, user.id),
      });
      const [row] = await db
        .insert(waitlist)
        .values({
          ...input,
          user_id: user.id,
          discord_username: waitlistDiscordName(player?.username, user.full_name),
        })
        .onConflictDoNothing({ target: waitlist.user_id })
        .returning({ id: waitlist.id });
      if (!row) {
        throw new AppError(
          409,
          'already_signed_up',
          "You have already signed up for the alpha. We'll be in touch soon!",
        );
      }
      return c.json({ id: row.id }, 201);
    });
}
