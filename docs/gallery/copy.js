// Copies the machine source shown on the page, for Stately's Import (one click, then paste).
for (const button of document.querySelectorAll('button[data-copy]')) {
  button.hidden = false;
  const status = document.getElementById(button.dataset.status);
  button.addEventListener('click', async () => {
    const text = document.getElementById(button.dataset.copy).textContent;
    try {
      await navigator.clipboard.writeText(text);
      status.textContent = 'Copied: now choose Import in Stately and paste.';
    } catch {
      // No clipboard (a file:// page, a refused permission): open the source and select it.
      const source = document.getElementById(button.dataset.copy);
      source.closest('details').open = true;
      getSelection().selectAllChildren(source);
      status.textContent = 'Selected: copy it with Ctrl+C (⌘C).';
    }
  });
}
