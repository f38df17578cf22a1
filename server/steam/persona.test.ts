// The persona-name lookup (decision 050): Steam Web API GetPlayerSummaries' shape read strictly,
// and every failure answered null so that the link is still made (with the id shown).
import { describe, expect, it } from 'vitest';
import { cleanPersonaName, personaNameOf, PLAYER_SUMMARIES_PATH } from './persona.ts';

const ID = '76561197960287930';

function answering(body: unknown, status = 200): { fetch: typeof fetch; asked: URL[] } {
  const asked: URL[] = [];
  const fake = (async (url: URL | string) => {
    asked.push(new URL(String(url)));
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  }) as typeof fetch;
  return { fetch: fake, asked };
}

describe('personaNameOf', () => {
  it('asks GetPlayerSummaries with the key and the id, and reads that player', async () => {
    const { fetch, asked } = answering({
      response: {
        players: [
          { steamid: '1', personaname: 'Someone else' },
          { steamid: ID, personaname: 'Rabscuttle' },
        ],
      },
    });
    const name = await personaNameOf(ID, { baseUrl: 'https://api.example/', key: 'k1', fetch });
    expect(name).toBe('Rabscuttle');
    expect(asked[0]!.pathname).toBe(PLAYER_SUMMARIES_PATH);
    expect(asked[0]!.searchParams.get('key')).toBe('k1');
    expect(asked[0]!.searchParams.get('steamids')).toBe(ID);
  });

  it('answers null when not configured, refused, unreadable, or without that player', async () => {
    expect(await personaNameOf(ID, null)).toBeNull();
    for (const [body, status] of [
      [{ response: { players: [] } }, 200],
      [{ response: { players: [{ steamid: '2', personaname: 'x' }] } }, 200],
      [{ response: { players: [{ steamid: ID, personaname: 42 }] } }, 200],
      [{ response: { players: [{ steamid: ID, personaname: ' \u0007 ' }] } }, 200],
      [{ players: 'no' }, 200],
      ['not json', 200],
      [{ response: { players: [{ steamid: ID, personaname: 'ok' }] } }, 403],
    ] as const) {
      const { fetch } = answering(body, status);
      expect(
        await personaNameOf(ID, { baseUrl: 'https://api.example', key: '', fetch }),
      ).toBeNull();
    }
    const failing = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    expect(
      await personaNameOf(ID, { baseUrl: 'https://api.example', key: '', fetch: failing }),
    ).toBeNull();
  });

  it('keeps a name readable: control characters out, spaces folded, 64 characters at most', () => {
    expect(cleanPersonaName('  Nova\u0000  Knight\n')).toBe('Nova Knight');
    expect(cleanPersonaName('名'.repeat(80))).toBe('名'.repeat(64));
    expect(cleanPersonaName('')).toBeNull();
    expect(cleanPersonaName(null)).toBeNull();
  });
});
