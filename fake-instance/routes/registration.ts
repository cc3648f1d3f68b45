import type { FastifyPluginAsync } from 'fastify';
import { contextFor, fail } from '../auth.js';
import { checkCaptcha, newCaptcha } from '../access/captcha.js';
import { INVITE_TOKENS, registrationErrors } from '../access/registrationRules.js';
import { Throttle } from '../access/throttle.js';
import { issueToken } from '../access/tokens.js';
import { gotosocialSignUpError } from '../gotosocial/signUp.js';
import type { AccountRecord } from '../store.js';
import type { AccessShared } from './oauth.js';

type Form = Record<string, unknown>;

/** Sign-up, its captcha and the password-reset mail, in each of the instance's modes. */
export const registrationRoutes: FastifyPluginAsync<AccessShared> = async (app, shared) => {
  const { access, store, config } = shared;
  // Akkoma limits password-reset mails per address; five an hour is generous for a person.
  const resets = new Throttle(5, 60 * 60 * 1000);

  app.get('/api/v1/pleroma/captcha', async () =>
    config.captcha === 'none' ? { type: 'none' } : { ...newCaptcha(access), type: config.captcha },
  );

  app.post('/api/v1/accounts', async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const bearer = header.replace(/^bearer\s+/i, '').trim();
    if (!access.appTokens.has(bearer) && !store.tokens.has(bearer))
      return fail(reply, 403, 'Invalid credentials');
    const form = (request.body ?? {}) as Form;
    const str = (key: string) => (typeof form[key] === 'string' ? (form[key] as string) : '');
    const invited = INVITE_TOKENS.includes(str('token'));
    if (config.registrations === 'closed' && !invited)
      return fail(reply, 403, 'Registrations are closed');
    if (config.captcha !== 'none' && !invited) {
      const problem = checkCaptcha(
        access,
        form.captcha_token,
        form.captcha_answer_data,
        form.captcha_solution,
      );
      if (problem) return fail(reply, 400, JSON.stringify({ captcha: [problem] }));
    }
    const gotosocial = config.software === 'gotosocial';
    if (gotosocial) {
      const problem = gotosocialSignUpError(store, form);
      if (problem) return fail(reply, 400, `Bad Request: ${problem}`);
    }
    const errors = registrationErrors(config, store, form);
    if (Object.keys(errors).length > 0) return fail(reply, 400, JSON.stringify(errors));

    const nickname = (str('nickname') || str('username')).trim();
    const now = Date.now();
    const account: AccountRecord = {
      id: store.ids.next(now),
      username: nickname,
      domain: null,
      // GoToSocial's sign-up takes no display name or bio.
      displayName: (!gotosocial && str('fullname').trim()) || nickname,
      bio: gotosocial ? '' : str('bio'),
      fields: [],
      createdAt: now,
      avatar: '/images/avi.png',
      header: '/images/banner.png',
      locked: false,
      bot: false,
      deactivated: false,
      isAdmin: false,
      isModerator: false,
      discoverable: false,
      hideFollowers: false,
      hideFollows: false,
      extraFollowers: 0,
      extraFollowing: 0,
      password: str('password'),
      email: str('email').trim() || undefined,
      tags: [],
    };
    store.accounts.set(account.id, account);
    if (gotosocial) {
      // Every new GoToSocial account confirms its address and then waits for a moderator; the
      // answer is a bare token (no `me`) that signs in to nothing until both are done.
      access.awaitingEmail.add(account.id);
      access.awaitingApproval.add(account.id);
      return {
        access_token: `gts-pending-${account.id}`,
        token_type: 'Bearer',
        scope: 'read write',
        created_at: Math.floor(now / 1000),
      };
    }
    // Akkoma checks the e-mail confirmation before the approval.
    if (config.mailer) {
      access.awaitingEmail.add(account.id);
      if (config.registrations === 'approval') access.awaitingApproval.add(account.id);
      return {
        message: 'You have been registered. Please check your email for further instructions.',
        identifier: 'missing_confirmed_email',
      };
    }
    if (config.registrations === 'approval' && !invited) {
      access.awaitingApproval.add(account.id);
      return {
        message:
          "You have been registered. You'll be able to log in once your account is approved.",
        identifier: 'awaiting_approval',
      };
    }
    return issueToken(contextFor(request, shared), store, account, [
      'read',
      'write',
      'follow',
      'push',
    ]);
  });

  app.post('/auth/password', async (request, reply) => {
    // Pleroma's reset mail; GoToSocial has no such route.
    if (config.software === 'gotosocial') return fail(reply, 404, 'Not Found');
    const query = (request.query ?? {}) as Form;
    const body = (request.body ?? {}) as Form;
    const email = String(query.email ?? body.email ?? body.nickname ?? '')
      .trim()
      .toLowerCase();
    if (email === '') return fail(reply, 400, 'Missing email');
    if (!resets.allow(email)) return fail(reply, 429, 'Throttled');
    // Known address or not, the answer is the same, so addresses cannot be probed.
    return reply.code(204).send();
  });
};
