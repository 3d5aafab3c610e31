// Applies the saved theme (or the system's) before the first paint, so a dark page never flashes light.
// Kept in step with client/features/theme/theme.ts (THEME_KEY and the class it sets).
(function () {
  var theme;
  try {
    theme = localStorage.getItem('northstar-theme');
  } catch {
    theme = null; // storage refused (a private window): follow the system
  }
  var dark = theme === 'dark' || (theme !== 'light' && window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
})();
