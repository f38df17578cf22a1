// The confirmation of a customer service request (issue 15 item 4, decision 042), in the language
// the form was sent in. Kept apart from templates.ts so each mail's texts sit with its feature.
import type { SupportTopic } from '../../src/features/help/api/schemas/support.ts';
import type { MailLanguage } from './language.ts';
import type { Mail } from './mailer.ts';
import { escapeHtml } from './templates.ts';

type SupportMailTexts = {
  subject: (number: string) => string;
  intro: (number: string) => string;
  topicLine: (topic: string) => string;
  subjectLine: (subject: string) => string;
  answer: string;
  quote: string;
  topics: Record<SupportTopic, string>;
};

const TEXTS: Record<MailLanguage, SupportMailTexts> = {
  'en-US': {
    subject: (number) => `We received your request ${number}`,
    intro: (number) =>
      `Thank you for contacting GamerHub customer service. Your request number is ${number}.`,
    topicLine: (topic) => `Topic: ${topic}`,
    subjectLine: (subject) => `Subject: ${subject}`,
    answer:
      'Customer service answers around the clock, 24/7, usually within one day, by replying to this e-mail address.',
    quote: 'Please quote the request number if you write to us again about the same matter.',
    topics: {
      account: 'Account and sign-in',
      quests: 'Quests',
      rewards: 'Reward points and prizes',
      wallet: 'GACT wallet',
      games: 'Games and connected accounts',
      other: 'Something else',
    },
  },
  'zh-TW': {
    subject: (number) => `我們已收到你的請求 ${number}`,
    intro: (number) => `感謝你聯絡 GamerHub 客服。你的請求編號是 ${number}。`,
    topicLine: (topic) => `主題：${topic}`,
    subjectLine: (subject) => `標題：${subject}`,
    answer: '客服 24/7 全天候服務，通常會在一天內回覆到此電子郵件地址。',
    quote: '若你就同一事項再次來信，請附上請求編號。',
    topics: {
      account: '帳號與登入',
      quests: '任務',
      rewards: '獎勵積分與獎品',
      wallet: 'GACT 錢包',
      games: '遊戲與已連結帳號',
      other: '其他問題',
    },
  },
  'zh-CN': {
    subject: (number) => `我们已收到你的请求 ${number}`,
    intro: (number) => `感谢你联系 GamerHub 客服。你的请求编号是 ${number}。`,
    topicLine: (topic) => `主题：${topic}`,
    subjectLine: (subject) => `标题：${subject}`,
    answer: '客服 24/7 全天候服务，通常会在一天内回复到此邮箱地址。',
    quote: '如果你就同一事项再次来信，请附上请求编号。',
    topics: {
      account: '账号与登录',
      quests: '任务',
      rewards: '奖励积分与奖品',
      wallet: 'GACT 钱包',
      games: '游戏与已关联账号',
      other: '其他问题',
    },
  },
};

export function supportConfirmationMail(
  to: string,
  request: { number: string; topic: SupportTopic; subject: string },
  language: MailLanguage,
): Mail {
  const texts = TEXTS[language];
  const paragraphs = [
    texts.intro(request.number),
    texts.topicLine(texts.topics[request.topic]),
    texts.subjectLine(request.subject),
    texts.answer,
    texts.quote,
  ];
  return {
    to,
    subject: texts.subject(request.number),
    text: [...paragraphs.flatMap((p) => [p, '']), 'GamerHub'].join('\n'),
    html: [
      `<!doctype html><html lang="${language}"><body style="font-family:sans-serif">`,
      ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
      '<p>GamerHub</p>',
      '</body></html>',
    ].join(''),
  };
}
