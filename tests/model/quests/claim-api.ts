// What the claim model tests ask the live API directly (not through the app): a login, the id of a
// seeded quest or event by its key, and the member's view of a quest, to check what the screen says
// against what the platform holds.
import { SEED_EVENTS, SEED_QUESTS } from '../../../server/db/seed-quests-data';
import { DEMO_MEMBER } from '../../../server/db/seed-data';
import type { LiveApi } from '../support/live-api';

type Envelope<T> = { status: number; message: string; data: T; total?: number };

export async function call<T>(
  api: LiveApi,
  method: 'GET' | 'POST',
  path: string,
  body: Record<string, unknown> = {},
  bearer?: string,
): Promise<Envelope<T>> {
  const headers: Record<string, string> = { DeviceType: 'pc', 'Accept-Language': 'en-US' };
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  let url = `${api.serverUrl}${path}`;
  if (method === 'GET') {
    url += `?${new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)]))}`;
  } else headers['Content-Type'] = 'application/json';
  const response = await fetch(url, {
    method,
    headers,
    body: method === 'POST' ? JSON.stringify(body) : undefined,
  });
  return (await response.json()) as Envelope<T>;
}

export type Login = { access_token: string; uid: string; token: string };

export async function loginDemo(api: LiveApi): Promise<Login> {
  const answer = await call<Login>(api, 'POST', '/api/Member/Login', {
    email: DEMO_MEMBER.email,
    password: DEMO_MEMBER.password,
  });
  if (answer.status !== 0) throw new Error(`login refused: ${answer.message}`);
  return answer.data;
}

/** Stores the login as the app's loginInfo (docs/product/quests.md), as a signed-in member's browser holds it. */
export function storeLogin(login: Login): void {
  localStorage.setItem('loginInfo', JSON.stringify({ ...login, showStep: false }));
}

/** Ends the session on the server (the member logged out elsewhere): its token is refused from now. */
export async function endSession(api: LiveApi, login: Login): Promise<void> {
  await call(api, 'POST', '/api/Member/Logout', { token: login.token }, login.access_token);
}

type Titled = { id: number; title: string };

/** A seeded quest's id, found by its English title in the quest list. */
export async function questIdOf(api: LiveApi, key: string): Promise<number> {
  const seed = SEED_QUESTS.find((q) => q.key === key);
  if (!seed) throw new Error(`no seeded quest ${key}`);
  for (let page = 1; page < 10; page++) {
    const list = await call<Titled[]>(api, 'POST', '/api/Mission/QuestList', { page, size: 50 });
    const found = list.data.find((q) => q.title === seed.title['en-US']);
    if (found) return found.id;
    if (list.data.length < 50) break;
  }
  throw new Error(`quest ${key} is not listed`);
}

/** A seeded major event's id, found by its English title. */
export async function eventIdOf(api: LiveApi, key: string): Promise<number> {
  const seed = SEED_EVENTS.find((e) => e.key === key);
  if (!seed) throw new Error(`no seeded event ${key}`);
  const list = await call<Titled[]>(api, 'POST', '/api/Mission/MajorEventList', {
    page: 1,
    size: 50,
  });
  const found = list.data.find((e) => e.title === seed.title['en-US']);
  if (!found) throw new Error(`event ${key} is not listed`);
  return found.id;
}

export type QuestView = {
  state: string;
  rewardPoints: string;
  receipt: { entryId: number; balanceAfter: string; amount: string } | null;
};

/** The quest as the platform holds it for this member. */
export async function questFor(api: LiveApi, id: number, login: Login): Promise<QuestView> {
  const answer = await call<QuestView>(
    api,
    'GET',
    '/api/Mission/Quest',
    { id },
    login.access_token,
  );
  if (answer.status !== 0) throw new Error(`quest ${id}: ${answer.message}`);
  return answer.data;
}

/** A seeded event quest's id, found by its English title among its event's quests. */
export async function eventQuestIdOf(api: LiveApi, eventId: number, key: string): Promise<number> {
  const seed = SEED_QUESTS.find((q) => q.key === key);
  if (!seed) throw new Error(`no seeded quest ${key}`);
  const event = await call<{ quests: Titled[] }>(api, 'GET', '/api/Mission/MajorEvent', {
    id: eventId,
  });
  const found = event.data.quests.find((q) => q.title === seed.title['en-US']);
  if (!found) throw new Error(`quest ${key} is not in event ${eventId}`);
  return found.id;
}
