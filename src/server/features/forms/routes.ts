/**
 * POST endpoints of the site's forms. Every submission needs a session (the user comes from the
 * cookie, never the body), is checked with the form's shared schema and is rate limited per user.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { formsEndpoints } from '../../../shared/forms/endpoints';
import { gymLeaderApplicationSchema } from '../../../shared/forms/gym-leader-application';
import type { FormSubmitResponse, MySubmissionsResponse } from '../../../shared/forms/submissions';
import { uploadIdFromUrl } from '../../../shared/forms/uploads';
import { waitlistDiscordName, waitlistSchema } from '../../../shared/forms/waitlist';
import type { AppEnv, Deps } from '../../context';
import type { Db } from '../../db/client';
import { gymLeaderApplications, waitlist } from '../../db/schema';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { AppError } from '../../lib/errors';
import { consumeRateLimit, refundRateLimit } from '../../lib/rate-limit';
import { requireUser } from '../auth';
import { assertNotBanned } from '../bans';
import { type FormName, formLimit } from './limits';
import { simpleFormRoutes } from './simple-routes';
import { listSubmissions, noticeSubmission } from './submissions';
import { uploadRoutes } from './upload-routes';
import { claimUploads } from './upload-store';

/** JSON forms are small; anything bigger is not a form post. */
const jsonLimit = bodyLimit({
  maxSize: 256 * 1024,
  onError: () => {
    throw new AppError(413, 'payload_too_large', 'This form is too large to send.');
  },
});

/**
 * Runs `store` under the form's per-user allowance. A submission refused after the count (its
 * uploads turned out to be missing, say) gives its use back: only stored submissions count.
 */
async function limited<T>(db: Db, userId: string, form: FormName, store: () => Promise<T>): Promise<T> {
  const { key, limit, windowSeconds, message } = formLimit(form, userId);
  await consumeRateLimit(db, key, limit, windowSeconds, message);
  try {
    return await store();
  } catch (error) {
    if (error instanceof AppError && error.status < 500) await refundRateLimit(db, key);
    throw error;
  }
}

export function formsRoutes(deps: Deps) {
  const { db } = deps.database;
  const routes = new Hono<AppEnv>()
    .route('/uploads', uploadRoutes(deps))
    .use('/gym-leader-application', jsonLimit)
    .use('/waitlist', jsonLimit)
    .route('/', simpleFormRoutes(deps, jsonLimit));
  return endpointRoutes('/forms', routes)
    .on(formsEndpoints.mine, async (c) => {
      const user = requireUser(c);
      c.header('Cache-Control', 'no-store');
      return c.json({ submissions: await listSubmissions(db, user.id) } satisfies MySubmissionsResponse);
    })
    .on(formsEndpoints.gymLeaderApplication, { body: gymLeaderApplicationSchema }, async (c, request) => {
      const user = requireUser(c);
      const input = await request.body();
      await assertNotBanned(db, user.id, deps.now());
      const { availability_commitment: _committed, uploads, ...fields } = input;
      const uploadIds = uploads.map((url) => uploadIdFromUrl(url) ?? '');
      const id = await limited(db, user.id, 'application', () =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .insert(gymLeaderApplications)
            .values({ ...fields, uploads, user_id: user.id })
            .returning({ id: gymLeaderApplications.id });
          if (!row) throw new Error('application was not created');
          await claimUploads(tx, user.id, row.id, uploadIds);
          await noticeSubmission(tx, 'gym_leader_application', row.id);
          return row.id;
        }),
      );
      return c.json({ id } satisfies FormSubmitResponse, 201);
    })
    .on(formsEndpoints.waitlist, { body: waitlistSchema }, async (c, request) => {
      const user = requireUser(c);
      const input = await request.body();
      await assertNotBanned(db, user.id, deps.now());
      const id = await limited(db, user.id, 'waitlist', async () => {
        const player = await db.query.players.findFirst({
          columns: { username: true },
          where: (p, { eq }) => eq(p.auth_user_id, user.id),
        });
        return db.transaction(async (tx) => {
          const [row] = await tx
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
          await noticeSubmission(tx, 'alpha_signup', row.id);
          return row.id;
        });
      });
      return c.json({ id } satisfies FormSubmitResponse, 201);
    }).routes;
}
