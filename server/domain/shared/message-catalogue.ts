// The words of every activity message, per template and language (decision 041). A message row
// holds only its template key and parameters; the server writes the sentence in the language the
// request asks for, so a message sent while a member read English reads in Chinese tomorrow.
import type { MailLanguage } from '../../mail/language.ts';

type Words = { title: string; content: string };
type Template = Record<MailLanguage, Words>;

/** A parameter: a number or name the same in every language, or words per language. */
export type MessageParam = string | number | Partial<Record<MailLanguage, string>>;
export type MessageParams = Record<string, MessageParam>;

export const MESSAGE_CATALOGUE = {
  'reward.dailyClaimed': {
    'en-US': {
      title: 'Daily reward claimed',
      content: 'You received {{points}} points from the reward calendar.',
    },
    'zh-TW': { title: '已領取每日獎勵', content: '你從獎勵日曆獲得了 {{points}} 積分。' },
    'zh-CN': { title: '已领取每日奖励', content: '你从奖励日历获得了 {{points}} 积分。' },
  },
  'reward.lootboxOpened': {
    'en-US': { title: 'Lootbox opened', content: 'Your lootbox contained {{item}}.' },
    'zh-TW': { title: '寶箱已開啟', content: '你的寶箱開出了{{item}}。' },
    'zh-CN': { title: '宝箱已开启', content: '你的宝箱开出了{{item}}。' },
  },
  'quest.completed': {
    'en-US': {
      title: 'Quest completed',
      content: 'You finished "{{quest}}" and earned {{points}} points.',
    },
    'zh-TW': { title: '任務完成', content: '你完成了「{{quest}}」，獲得 {{points}} 積分。' },
    'zh-CN': { title: '任务完成', content: '你完成了“{{quest}}”，获得 {{points}} 积分。' },
  },
  'quest.newAvailable': {
    'en-US': {
      title: 'New quest available',
      content: 'A new major event quest is waiting for you in Quests.',
    },
    'zh-TW': { title: '有新任務', content: '任務頁有一個新的大型活動任務等著你。' },
    'zh-CN': { title: '有新任务', content: '任务页有一个新的大型活动任务等着你。' },
  },
  'system.newSignIn': {
    'en-US': {
      title: 'Security notice',
      content:
        'A new sign-in to your account was detected. If this was not you, change your password.',
    },
    'zh-TW': {
      title: '安全通知',
      content: '偵測到你的帳號有新的登入。如果不是你本人，請變更密碼。',
    },
    'zh-CN': {
      title: '安全通知',
      content: '检测到你的账号有新的登录。如果不是你本人，请更改密码。',
    },
  },
  'system.maintenance': {
    'en-US': {
      title: 'Scheduled maintenance',
      content: 'Services will pause for {{minutes}} minutes on Sunday at {{at}}.',
    },
    'zh-TW': { title: '定期維護', content: '服務將於週日 {{at}} 暫停 {{minutes}} 分鐘。' },
    'zh-CN': { title: '定期维护', content: '服务将于周日 {{at}} 暂停 {{minutes}} 分钟。' },
  },
  'invite.friendJoined': {
    'en-US': {
      title: 'Friend joined',
      content: '{{name}} joined with your invite code. Claim your invite reward.',
    },
    'zh-TW': { title: '好友已加入', content: '{{name}} 使用你的邀請碼加入了。快領取邀請獎勵。' },
    'zh-CN': { title: '好友已加入', content: '{{name}} 使用你的邀请码加入了。快领取邀请奖励。' },
  },
  'invite.rewardReady': {
    'en-US': {
      title: 'Invite reward ready',
      content: 'Your invite reward of {{points}} points is ready to claim.',
    },
    'zh-TW': { title: '邀請獎勵可領取', content: '你的 {{points}} 積分邀請獎勵可以領取了。' },
    'zh-CN': { title: '邀请奖励可领取', content: '你的 {{points}} 积分邀请奖励可以领取了。' },
  },
  'invite.rewardClaimed': {
    'en-US': {
      title: 'Invite reward received',
      content: 'You received {{points}} points because {{name}} joined and completed a quest.',
    },
    'zh-TW': {
      title: '已獲得邀請獎勵',
      content: '{{name}} 已加入並完成任務，你獲得了 {{points}} 積分。',
    },
    'zh-CN': {
      title: '已获得邀请奖励',
      content: '{{name}} 已加入并完成任务，你获得了 {{points}} 积分。',
    },
  },
  'reward.steamConnected': {
    'en-US': {
      title: 'Steam connected',
      content: 'Your Steam account is connected. You received {{points}} reward points.',
    },
    'zh-TW': {
      title: '已連結 Steam',
      content: '你的 Steam 帳號已連結，獲得了 {{points}} 積分獎勵。',
    },
    'zh-CN': {
      title: '已连接 Steam',
      content: '你的 Steam 账号已连接，获得了 {{points}} 积分奖励。',
    },
  },
  'event.startsSoon': {
    'en-US': {
      title: 'Event starts soon',
      content: 'The {{event}} weekly cup opens in {{hours}} hours.',
    },
    'zh-TW': { title: '活動即將開始', content: '{{event}}週賽將在 {{hours}} 小時後開始。' },
    'zh-CN': { title: '活动即将开始', content: '{{event}}周赛将在 {{hours}} 小时后开始。' },
  },
  'event.placed': {
    'en-US': {
      title: 'You placed in an event',
      content: 'You finished number {{rank}} in the {{event}} tournament.',
    },
    'zh-TW': {
      title: '你在活動中取得名次',
      content: '你在{{event}}錦標賽中獲得第 {{rank}} 名。',
    },
    'zh-CN': {
      title: '你在活动中取得名次',
      content: '你在{{event}}锦标赛中获得第 {{rank}} 名。',
    },
  },
  'wallet.gactReceived': {
    'en-US': {
      title: 'GACT received',
      content: 'You received {{amount}} GACT from a quest reward.',
    },
    'zh-TW': { title: '已收到 GACT', content: '你從任務獎勵收到了 {{amount}} GACT。' },
    'zh-CN': { title: '已收到 GACT', content: '你从任务奖励收到了 {{amount}} GACT。' },
  },
  'wallet.pointsExchanged': {
    'en-US': {
      title: 'Points redeemed',
      content: 'You redeemed {{points}} points for {{item}}.',
    },
    'zh-TW': { title: '積分已兌換', content: '你用 {{points}} 積分兌換了{{item}}。' },
    'zh-CN': { title: '积分已兑换', content: '你用 {{points}} 积分兑换了{{item}}。' },
  },
  'wallet.kycSubmitted': {
    'en-US': {
      title: 'Identity verification sent',
      content:
        'Your identity verification (KYC) was sent for review. Its status shows on Withdraw.',
    },
    'zh-TW': {
      title: '已送出身分驗證',
      content: '你的身分驗證（KYC）已送出審核，可在「提領」查看狀態。',
    },
    'zh-CN': {
      title: '已提交身份验证',
      content: '你的身份验证（KYC）已提交审核，可在“提现”查看状态。',
    },
  },
  // Rows from before templates (migration 019) whose words were not the seed's: shown as written.
  plain: {
    'en-US': { title: '{{title}}', content: '{{content}}' },
    'zh-TW': { title: '{{title}}', content: '{{content}}' },
    'zh-CN': { title: '{{title}}', content: '{{content}}' },
  },
} as const satisfies Record<string, Template>;

export type MessageTemplate = keyof typeof MESSAGE_CATALOGUE;

export const isMessageTemplate = (key: string): key is MessageTemplate =>
  Object.hasOwn(MESSAGE_CATALOGUE, key);

function paramText(value: MessageParam | undefined, language: MailLanguage): string {
  if (value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return value[language] ?? value['en-US'] ?? '';
}

/**
 * The message in `language`. A template the catalogue no longer has (a row newer than this server,
 * say) is not an error: it reads as its key rather than failing the member's whole list.
 */
export function renderMessage(
  template: string,
  params: MessageParams,
  language: MailLanguage,
): Words {
  if (!isMessageTemplate(template)) return { title: template, content: '' };
  const words: Words = MESSAGE_CATALOGUE[template][language];
  // One pass per sentence: a parameter's own text is never read as a placeholder.
  const fill = (text: string) =>
    text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => paramText(params[name], language));
  return { title: fill(words.title), content: fill(words.content) };
}
