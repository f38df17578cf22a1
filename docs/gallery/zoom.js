// Zoom and pan for the diagram: "Fit to the page" scales a wide flow down, + and − zoom, and a
// mouse drags the box about (touch and the keyboard scroll it natively). Without this script the
// diagram is drawn at full size in a box that scrolls.
for (const box of document.querySelectorAll('[data-zoom]')) {
  const svg = box.querySelector('svg');
  const controls = document.getElementById(box.dataset.zoom);
  const level = controls.querySelector('output');
  const natural = Number(svg.getAttribute('width'));
  let scale = 1;
  const apply = (next) => {
    scale = Math.min(2, Math.max(0.2, next));
    svg.style.width = Math.round(natural * scale) + 'px';
    svg.style.height = 'auto';
    level.value = Math.round(scale * 100) + ' %';
  };
  const fit = () => Math.min(1, (box.clientWidth - 2) / natural);
  controls.hidden = false;
  controls.addEventListener('click', (event) => {
    const action = event.target.closest('button')?.dataset.action;
    if (action === 'in') apply(scale * 1.25);
    else if (action === 'out') apply(scale / 1.25);
    else if (action === 'fit') apply(fit());
    else if (action === 'full') apply(1);
  });
  // Fitted when the words still read at that size; else full size, panned to where the flow
  // starts (its first note, else the machine's initial dot) rather than to an empty corner.
  if (fit() >= 0.6) apply(fit());
  else {
    apply(1);
    const note = svg.querySelector('.nt rect');
    const dot = svg.querySelector('circle.initial');
    const x = note
      ? Number(note.getAttribute('x')) + Number(note.getAttribute('width')) / 2
      : Number(dot?.getAttribute('cx') ?? 0);
    box.scrollLeft = x - box.clientWidth / 2;
  }
  let drag = null;
  box.addEventListener('pointerdown', (event) => {
    if (event.pointerType !== 'mouse' || event.button !== 0) return;
    drag = { x: event.clientX, y: event.clientY, left: box.scrollLeft, top: box.scrollTop };
    box.setPointerCapture(event.pointerId);
    box.classList.add('dragging');
  });
  box.addEventListener('pointermove', (event) => {
    if (!drag) return;
    box.scrollLeft = drag.left - (event.clientX - drag.x);
    box.scrollTop = drag.top - (event.clientY - drag.y);
  });
  const end = () => {
    drag = null;
    box.classList.remove('dragging');
  };
  box.addEventListener('pointerup', end);
  box.addEventListener('pointercancel', end);
}
