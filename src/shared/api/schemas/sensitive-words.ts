// Words no name may contain ('Name contains sensitive words', NameSensitiveWords 7004): chest names
// and member nicknames. Shared by the forms (told before sending) and the server (which decides).

/**
 * A small list on purpose: the server is the authority and can grow it without a client release;
 * matched case-insensitively anywhere in the name.
 */
const SENSITIVE_WORDS = [
  'admin',
  'official',
  'fuck',
  'shit',
  'nazi',
  'casino',
  '官方',
  '管理員',
  '管理员',
  '賭博',
  '赌博',
  '色情',
  '毒品',
];

export function containsSensitiveWord(name: string): boolean {
  const lower = name.toLowerCase();
  return SENSITIVE_WORDS.some((word) => lower.includes(word));
}
