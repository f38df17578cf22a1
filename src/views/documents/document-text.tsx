/**
 * A document's running text as the translators wrote it: blocks apart by a blank line are
 * paragraphs, and a block whose every line starts with "- " is a bulleted list. So the texts stay
 * plain strings in help.json (no markup to translate or to inject) and still read as a document.
 */
export function DocumentText({ text }: { text: string }) {
  const blocks = text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  return (
    <>
      {blocks.map((block, index) => {
        const lines = block.split('\n').map((line) => line.trim());
        if (lines.every((line) => line.startsWith('- ')))
          return (
            <ul key={index} className="document__list">
              {lines.map((line, at) => (
                <li key={at}>{line.slice(2)}</li>
              ))}
            </ul>
          );
        return <p key={index}>{block}</p>;
      })}
    </>
  );
}
