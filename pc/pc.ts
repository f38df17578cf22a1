// The desktop page (docs/product/README.md: visitors 768 px wide or wider are sent here by the mobile page's
// <head> script). It points them to their phone: a QR code of the mobile address, the address with
// a copy button, and a live, scaled-down preview of the mobile app in a phone frame.
// Plain DOM on purpose: no framework, no network request but the same-origin preview.
import qrcode from 'qrcode-generator';
// Type-only imports: the page shares the app's constants without sharing a chunk with it (a value
// import would make Vite split src/config into a chunk that the mobile first route then loads
// separately). Each copy below is typed by its source, so `tsc` fails if they drift apart.
import type { LANGUAGES, LAYOUT, TIMING } from '../src/config/constants';
import type { PATHS } from '../src/config/routes';
import type { STORAGE_KEYS } from '../src/config/storage-keys';

type Language = (typeof LANGUAGES)[number];
const SUPPORTED_LANGUAGES = ['en-US', 'zh-TW', 'zh-CN'] as const satisfies typeof LANGUAGES;
const DEFAULT_LANGUAGE: Language = 'en-US';
const LANG_STORAGE_KEY: (typeof STORAGE_KEYS)['LANG'] = 'lang';
const HOME_PATH: (typeof PATHS)['HOME'] = '/home';
const DESKTOP_MIN_WIDTH_PX: (typeof LAYOUT)['DESKTOP_MIN_WIDTH_PX'] = 768;
const NOTICE_DURATION_MS: (typeof TIMING)['NOTICE_DURATION_MS'] = 3_000;

const EN_US = {
  documentTitle: 'GamerHub — open it on your phone',
  skipToCode: 'Skip to the QR code',
  eyebrow: 'Made for mobile',
  pitch: 'Quests, rewards and your GACT wallet — built for your phone.',
  featureQuests: 'Daily quests and major events',
  featureRewards: 'A reward calendar, prizes and a lootbox',
  featureWallet: 'Your GACT wallet and game assets',
  narrowNotice: 'This window is phone-sized: GamerHub fits right in.',
  openMobile: 'Open the mobile app',
  scanTitle: 'Scan with your phone',
  scanHint: "Point your phone's camera at the code to open GamerHub.",
  qrLabel: 'QR code that opens {{url}}',
  addressLabel: 'Mobile address',
  copy: 'Copy link',
  copied: 'Link copied',
  copyFailed: "Couldn't copy: select the address and copy it yourself.",
  linkDropped:
    'This link was too long or not a GamerHub link, so the code opens GamerHub without it. Open the link on your phone instead.',
  previewTitle: 'Mobile app preview',
  previewFrameTitle: 'GamerHub mobile app preview',
  previewCaption: 'Live preview — try it right here',
  footer: 'GamerHub — quests, rewards and GACT.',
} as const;

type TextKey = keyof typeof EN_US;

const TEXTS: Record<Language, Record<TextKey, string>> = {
  'en-US': EN_US,
  'zh-TW': {
    documentTitle: 'GamerHub — 在手機上開啟',
    skipToCode: '跳至 QR 碼',
    eyebrow: '為行動裝置打造',
    pitch: '任務、獎勵與你的 GACT 錢包 — 專為手機打造。',
    featureQuests: '每日任務與大型活動',
    featureRewards: '獎勵日曆、獎品與寶箱',
    featureWallet: '你的 GACT 錢包與遊戲資產',
    narrowNotice: '目前視窗為手機尺寸，正適合使用 GamerHub。',
    openMobile: '開啟手機版',
    scanTitle: '用手機掃描',
    scanHint: '將手機相機對準 QR 碼即可開啟 GamerHub。',
    qrLabel: '開啟 {{url}} 的 QR 碼',
    addressLabel: '手機版網址',
    copy: '複製連結',
    copied: '已複製連結',
    copyFailed: '無法複製，請選取網址後自行複製。',
    linkDropped:
      '此連結過長或不是 GamerHub 連結，因此 QR 碼只會開啟 GamerHub。請改在手機上開啟此連結。',
    previewTitle: '手機版預覽',
    previewFrameTitle: 'GamerHub 手機版預覽',
    previewCaption: '即時預覽 — 可直接在此試用',
    footer: 'GamerHub — 任務、獎勵與 GACT。',
  },
  'zh-CN': {
    documentTitle: 'GamerHub — 在手机上打开',
    skipToCode: '跳至二维码',
    eyebrow: '为移动设备打造',
    pitch: '任务、奖励与你的 GACT 钱包 — 专为手机打造。',
    featureQuests: '每日任务与大型活动',
    featureRewards: '奖励日历、奖品与宝箱',
    featureWallet: '你的 GACT 钱包与游戏资产',
    narrowNotice: '当前窗口为手机尺寸，正适合使用 GamerHub。',
    openMobile: '打开手机版',
    scanTitle: '用手机扫码',
    scanHint: '将手机相机对准二维码即可打开 GamerHub。',
    qrLabel: '打开 {{url}} 的二维码',
    addressLabel: '手机版网址',
    copy: '复制链接',
    copied: '已复制链接',
    copyFailed: '无法复制，请选中网址后自行复制。',
    linkDropped:
      '此链接过长或不是 GamerHub 链接，因此二维码只会打开 GamerHub。请改在手机上打开此链接。',
    previewTitle: '手机版预览',
    previewFrameTitle: 'GamerHub 手机版预览',
    previewCaption: '实时预览 — 可直接在此试用',
    footer: 'GamerHub — 任务、奖励与 GACT。',
  },
};

const PHONE = {
  SCREEN_WIDTH_PX: 390,
  SCREEN_HEIGHT_PX: 844,
  /** Bezel, notch, caption and page padding around the scaled screen, vertically. */
  CHROME_HEIGHT_PX: 190,
  /** Bezel on both sides, horizontally. */
  CHROME_WIDTH_PX: 32,
  MIN_SCALE: 0.45,
  MAX_SCALE: 1,
} as const;

const QR = {
  /** The quiet zone the QR standard asks for around the code, in modules. */
  QUIET_ZONE_MODULES: 4,
  ERROR_CORRECTION: 'M',
} as const;

const SVG_NS = 'http://www.w3.org/2000/svg';

// An invite or sign-on link opened on a desktop continues on the phone: its entry parameters (spec
// §2) ride along in the QR code. Anything else, `_token` first, leaves this page's address at once.
// Each rides only in a shape the app could use and within its size (the mobile app's own limits:
// a 512-character state or sign-on code), so no address can outgrow what a QR code holds (about
// 2,300 characters) or what a phone camera reads off a screen; one that does not is left out,
// and the page says so.
const ENTRY_PARAM_MAX_CHARS = { state: 512, code: 512, inviteCode: 64 } as const;
/** URL-unreserved characters: every shape of state, code and invite code the app accepts. */
const ENTRY_PARAM_VALUE = /^[A-Za-z0-9._~-]+$/;
const carried = new URLSearchParams();
let hasDroppedParams = false;
const landed = new URLSearchParams(location.search);
for (const [name, maxChars] of Object.entries(ENTRY_PARAM_MAX_CHARS)) {
  const values = landed.getAll(name);
  if (values.length === 0) continue;
  const [value = ''] = values;
  if (values.length === 1 && value.length <= maxChars && ENTRY_PARAM_VALUE.test(value))
    carried.set(name, value);
  else hasDroppedParams = true;
}
if (location.search)
  history.replaceState(null, '', location.pathname + (carried.size ? `?${carried}` : ''));
const homeAddress = `${location.origin}${HOME_PATH}`;
let mobileAddress = carried.size ? `${location.origin}/?${carried}` : homeAddress;
let language: Language = storedLanguage();
let copyStatusTimer: number | undefined;
let lastCopyResult: 'copied' | 'copyFailed' | null = null;

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The first of the browser's languages the page has texts for, else English: a copy of the app's
 * src/i18n/browser-language.ts (a value import would share a chunk with the app, see above).
 */
function browserLanguage(): Language {
  for (const tag of navigator.languages) {
    const [primary, ...rest] = tag.toLowerCase().split(/[-_]/);
    if (primary === 'en') return 'en-US';
    if (primary !== 'zh') continue;
    if (rest.includes('hant')) return 'zh-TW';
    if (rest.includes('hans')) return 'zh-CN';
    return rest.some((part) => ['tw', 'hk', 'mo'].includes(part)) ? 'zh-TW' : 'zh-CN';
  }
  return DEFAULT_LANGUAGE;
}

/**
 * `localStorage.lang`, stored by the mobile app as a plain string (a JSON string also reads); with
 * nothing stored, the browser's language, as the app picks it on a first visit.
 */
function storedLanguage(): Language {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(LANG_STORAGE_KEY);
  } catch {
    // Storage blocked (privacy settings): the browser's language, as when nothing is stored.
  }
  if (raw === null) return browserLanguage();
  if (isLanguage(raw)) return raw;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isLanguage(parsed) ? parsed : browserLanguage();
  } catch {
    return browserLanguage();
  }
}

function text(key: TextKey, vars: Record<string, string> = {}): string {
  return TEXTS[language][key].replace(
    /\{\{(\w+)\}\}/g,
    (match, name: string) => vars[name] ?? match,
  );
}

function byId<T extends HTMLElement>(id: string): T {
  const element = document.getElementById(id);
  if (!element) throw new Error(`#${id} is missing from pc/index.html`);
  return element as T;
}

/** A QR code of `address`, or null when it does not fit one (qrcode-generator throws then). */
function makeQr(address: string): ReturnType<typeof qrcode> | null {
  try {
    const code = qrcode(0, QR.ERROR_CORRECTION);
    code.addData(address);
    code.make();
    return code;
  } catch {
    return null;
  }
}

/** The QR code as an inline SVG built with DOM calls (no HTML strings), one path of dark runs. */
function renderQr(container: HTMLElement): void {
  let code = makeQr(mobileAddress);
  if (!code) {
    // Cannot happen within the limits above; if it ever does, the home page beats a blank card.
    hasDroppedParams = true;
    mobileAddress = homeAddress;
    code = makeQr(homeAddress);
  }
  if (!code) return;
  const moduleCount = code.getModuleCount();
  const quiet = QR.QUIET_ZONE_MODULES;
  const size = moduleCount + quiet * 2;

  let path = '';
  for (let row = 0; row < moduleCount; row += 1) {
    for (let column = 0; column < moduleCount; column += 1) {
      if (!code.isDark(row, column)) continue;
      let run = 1;
      while (column + run < moduleCount && code.isDark(row, column + run)) run += 1;
      path += `M${column + quiet} ${row + quiet}h${run}v1h-${run}z`;
      column += run - 1;
    }
  }

  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', `0 0 ${size} ${size}`);
  svg.setAttribute('role', 'img');
  svg.setAttribute('shape-rendering', 'crispEdges');
  svg.setAttribute('class', 'qr-svg');
  svg.id = 'qr-code';
  const background = document.createElementNS(SVG_NS, 'rect');
  background.setAttribute('width', String(size));
  background.setAttribute('height', String(size));
  background.setAttribute('fill', '#ffffff');
  const modules = document.createElementNS(SVG_NS, 'path');
  modules.setAttribute('d', path);
  modules.setAttribute('fill', '#0b1020');
  svg.append(background, modules);
  container.replaceChildren(svg);
}

function applyLanguage(next: Language): void {
  language = next;
  document.documentElement.lang = next;
  document.title = text('documentTitle');
  for (const element of document.querySelectorAll<HTMLElement>('[data-i18n]')) {
    const key = element.dataset.i18n;
    if (key && key in EN_US) element.textContent = text(key as TextKey);
  }
  for (const element of document.querySelectorAll<HTMLElement>('[data-i18n-title]')) {
    const key = element.dataset.i18nTitle;
    if (key && key in EN_US) element.title = text(key as TextKey);
  }
  document
    .getElementById('qr-code')
    ?.setAttribute('aria-label', text('qrLabel', { url: mobileAddress }));
  if (lastCopyResult) byId('copy-status').textContent = text(lastCopyResult);
  byId('link-notice').textContent = hasDroppedParams ? text('linkDropped') : '';
}

async function copyAddress(address: HTMLElement): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(mobileAddress);
    return true;
  } catch {
    // No clipboard permission (or an insecure origin): copy the selected text instead.
  }
  // Left selected on failure, so Ctrl+C / Cmd+C copies it.
  window.getSelection()?.selectAllChildren(address);
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

function showCopyResult(result: 'copied' | 'copyFailed'): void {
  const status = byId('copy-status');
  lastCopyResult = result;
  status.textContent = text(result);
  status.dataset.result = result;
  window.clearTimeout(copyStatusTimer);
  copyStatusTimer = window.setTimeout(() => {
    lastCopyResult = null;
    status.textContent = '';
    delete status.dataset.result;
  }, NOTICE_DURATION_MS);
}

/** Scales the 390×844 preview so the whole phone fits the window. */
function fitPhone(): void {
  const preview = document.querySelector<HTMLElement>('.preview');
  if (!preview || window.innerWidth < DESKTOP_MIN_WIDTH_PX) return;
  const byHeight = (window.innerHeight - PHONE.CHROME_HEIGHT_PX) / PHONE.SCREEN_HEIGHT_PX;
  const byWidth = (preview.clientWidth - PHONE.CHROME_WIDTH_PX) / PHONE.SCREEN_WIDTH_PX;
  const scale = Math.min(PHONE.MAX_SCALE, Math.max(PHONE.MIN_SCALE, Math.min(byHeight, byWidth)));
  document.documentElement.style.setProperty('--phone-scale', scale.toFixed(3));
}

function start(): void {
  renderQr(byId('qr'));
  const address = byId('address');
  address.textContent = mobileAddress;
  applyLanguage(language);

  const copyButton = byId<HTMLButtonElement>('copy');
  copyButton.addEventListener('click', () => {
    void copyAddress(address).then((ok) => showCopyResult(ok ? 'copied' : 'copyFailed'));
  });

  let frame = 0;
  const scheduleFit = () => {
    window.cancelAnimationFrame(frame);
    frame = window.requestAnimationFrame(fitPhone);
  };
  window.addEventListener('resize', scheduleFit);
  fitPhone();

  // The preview shares this origin: a language picked inside it re-labels this page too.
  window.addEventListener('storage', (event) => {
    if (event.key === LANG_STORAGE_KEY || event.key === null) {
      const next = storedLanguage();
      if (next !== language) applyLanguage(next);
    }
  });
}

if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', start, { once: true });
} else {
  start();
}
