import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Endpoint } from '../../src/app/endpoints.ts';
import type { Db } from '../db/db.ts';
import { authenticate, type Session } from '../domain/shared/sessions.ts';
import { ApiError, success } from './envelope.ts';

/** Anything with zod's safeParse (the mini flavour included). */
export type Parser<T> = {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
};

/** What a handler returns; the envelope around it is added here, once. */
export type Result = { data: unknown; total?: number; unread?: number };

type Context<I> = { input: I; db: Db; request: FastifyRequest };

const NO_INPUT: Parser<undefined> = { safeParse: () => ({ success: true, data: undefined }) };

function parseInput<I>(parser: Parser<I>, endpoint: Endpoint, request: FastifyRequest): I {
  // GET sends its payload as a query string (docs/product/app.md), POST as a JSON body.
  const raw = endpoint.method === 'GET' ? request.query : request.body;
  const parsed = parser.safeParse(raw);
  if (!parsed.success) throw new ApiError('ParameterError');
  return parsed.data;
}

function register(
  app: FastifyInstance,
  endpoint: Endpoint,
  handle: (request: FastifyRequest) => Promise<Result>,
) {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    handler: async (request) => {
      const { data, total, unread } = await handle(request);
      return success(data, total, unread);
    },
  });
}

/** A route anyone may call. Refuses, at start-up, an endpoint that the contract marks as authenticated. */
export function publicRoute<I = undefined>(
  app: FastifyInstance,
  db: Db,
  endpoint: Endpoint,
  parser: Parser<I> | null,
  handler: (ctx: Context<I>) => Promise<Result>,
): void {
  if (endpoint.auth) throw new Error(`${endpoint.path} needs auth: register it with memberRoute`);
  register(app, endpoint, async (request) => {
    const input = parseInput((parser ?? NO_INPUT) as Parser<I>, endpoint, request);
    return handler({ input, db, request });
  });
}

/** A route for a signed-in member: the bearer is checked before the input, so a stale session always wins. */
export function memberRoute<I = undefined>(
  app: FastifyInstance,
  db: Db,
  endpoint: Endpoint,
  parser: Parser<I> | null,
  handler: (ctx: Context<I> & { session: Session }) => Promise<Result>,
): void {
  if (endpoint.auth !== true)
    throw new Error(
      `${endpoint.path} is not members-only: register it with publicRoute or optionalMemberRoute`,
    );
  register(app, endpoint, async (request) => {
    const session = await authenticate(db, request.headers.authorization);
    const input = parseInput((parser ?? NO_INPUT) as Parser<I>, endpoint, request);
    return handler({ input, db, request, session });
  });
}

/**
 * A route anyone may call whose answer is about the member when a bearer comes with it (a quest's
 * state for them). No bearer: `session` is null. A bearer that is no longer good is refused as on a
 * members-only route, so a stale stored login is ended rather than silently shown visitor data.
 */
export function optionalMemberRoute<I = undefined>(
  app: FastifyInstance,
  db: Db,
  endpoint: Endpoint,
  parser: Parser<I> | null,
  handler: (ctx: Context<I> & { session: Session | null }) => Promise<Result>,
): void {
  if (endpoint.auth !== 'optional')
    throw new Error(
      `${endpoint.path} is not optional-auth: register it with its own kind of route`,
    );
  register(app, endpoint, async (request) => {
    const authorization = request.headers.authorization;
    const session = authorization ? await authenticate(db, authorization) : null;
    const input = parseInput((parser ?? NO_INPUT) as Parser<I>, endpoint, request);
    return handler({ input, db, request, session });
  });
}
