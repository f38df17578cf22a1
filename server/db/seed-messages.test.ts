// The seed's activity messages read in Chinese without English words (issue 28 item 7): a game is
// called by its localized name (decision 044), and the only Latin left are names that have no
// Chinese form (server/test-support/latin-words.ts lists them).
import { describe, expect, it } from 'vitest';
import { renderMessage } from '../domain/shared/message-catalogue.ts';
import { englishWordsIn } from '../test-support/latin-words.ts';
import { DEMO_MESSAGE_COUNT, OTHER_MEMBER_MESSAGE_COUNT, seedMessages } from './seed-data.ts';

describe('seed messages in Chinese', () => {
  const messages = seedMessages(Math.max(DEMO_MESSAGE_COUNT, OTHER_MEMBER_MESSAGE_COUNT));
  for (const language of ['zh-TW', 'zh-CN'] as const)
    it(`${language}: every title and content is Chinese, but for names with no Chinese form`, () => {
      const words = messages.flatMap((m) => {
        const { title, content } = renderMessage(m.template, m.params, language);
        return englishWordsIn(`${title} ${content}`).map((word) => `${m.template}: ${word}`);
      });
      expect(words).toEqual([]);
    });

  it('names games as the Vault and Quests do', () => {
    const placed = messages.find((m) => m.template === 'event.placed')!;
    expect(renderMessage(placed.template, placed.params, 'zh-TW').content).toBe(
      '你在星墜戰術錦標賽中獲得第 42 名。',
    );
    expect(renderMessage(placed.template, placed.params, 'en-US').content).toBe(
      'You finished number 42 in the Starfall Tactics tournament.',
    );
  });
});
