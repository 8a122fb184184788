// The web administration works without this file; it only adds copy buttons and confirmations.
document.addEventListener('click', (event) => {
  const button = event.target.closest('[data-copy]');
  if (!button) return;
  navigator.clipboard.writeText(button.getAttribute('data-copy')).then(() => {
    const before = button.textContent;
    button.textContent = '✓';
    setTimeout(() => (button.textContent = before), 1500);
  });
});
document.addEventListener('submit', (event) => {
  const question = event.target.getAttribute('data-confirm');
  if (question && !window.confirm(question)) event.preventDefault();
});
