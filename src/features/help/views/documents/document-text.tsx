type Block = { kind: 'p'; text: string } | { kind: 'ul'; items: string[] };

/**
 * Splits a text into paragraphs and bulleted lists: a blank line ends a paragraph, and a run of
 * lines that start with "- " is a list (a line before it, such as "You agree not to:", and one
 * after it stay paragraphs of their own).
 */
export function blocksOf(text: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'p', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('- ')) {
      endParagraph();
      const last = blocks.at(-1);
      if (last?.kind === 'ul') last.items.push(line.slice(2));
      else blocks.push({ kind: 'ul', items: [line.slice(2)] });
    } else if (line === '') {
      endParagraph();
    } else {
      // A line right after a list starts a new paragraph; lines of one paragraph join with a space.
      if (blocks.at(-1)?.kind === 'ul' && paragraph.length === 0) endParagraph();
      paragraph.push(line);
    }
  }
  endParagraph();
  return blocks;
}

/**
 * A document's running text as the translators wrote it (blocksOf), so the texts stay plain strings
 * in help.json, with no markup to translate or to inject, and still read as a document.
 */
export function DocumentText({ text }: { text: string }) {
  return (
    <>
      {blocksOf(text).map((block, index) =>
        block.kind === 'ul' ? (
          <ul key={index} className="document__list">
            {block.items.map((item, at) => (
              <li key={at}>{item}</li>
            ))}
          </ul>
        ) : (
          <p key={index}>{block.text}</p>
        ),
      )}
    </>
  );
}
