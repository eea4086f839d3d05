/// The app's one stylesheet: mobile first, a bottom tab bar that becomes a side bar on wide
/// screens, light and dark palettes (following the device unless the reader chose one).
enum Stylesheet {
    static let css = #"""
:root {
  --bg: #f6f4ef; --surface: #ffffff; --surface-2: #efece4; --text: #1d1f22; --muted: #5d6168;
  --border: #dcd7cb; --accent: #2f7d4f; --accent-text: #ffffff; --accent-soft: #dcefe2;
  --danger: #b3261e; --danger-soft: #fbe3e1; --focus: #1a73e8;
  --radius: 14px; --tabbar-height: 64px; --shadow: 0 1px 2px rgba(0,0,0,.06), 0 4px 16px rgba(0,0,0,.05);
  color-scheme: light;
}
@media (prefers-color-scheme: dark) {
  :root:not([data-theme="light"]) {
    --bg: #15171a; --surface: #1e2125; --surface-2: #272b30; --text: #eceae4; --muted: #a4a8ae;
    --border: #343940; --accent: #5cc08a; --accent-text: #0d1f14; --accent-soft: #1f3a2a;
    --danger: #ff8a80; --danger-soft: #3d2220; --focus: #8ab4f8; --shadow: none; color-scheme: dark;
  }
}
:root[data-theme="dark"] {
  --bg: #15171a; --surface: #1e2125; --surface-2: #272b30; --text: #eceae4; --muted: #a4a8ae;
  --border: #343940; --accent: #5cc08a; --accent-text: #0d1f14; --accent-soft: #1f3a2a;
  --danger: #ff8a80; --danger-soft: #3d2220; --focus: #8ab4f8; --shadow: none; color-scheme: dark;
}
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body {
  margin: 0; background: var(--bg); color: var(--text);
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif;
}
a { color: var(--accent); }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
h1 { font-size: 1.6rem; margin: .2rem 0 1rem; }
h2 { font-size: 1.2rem; margin: 0 0 .6rem; }
.topbar {
  position: sticky; top: 0; z-index: 10; display: flex; align-items: center; justify-content: space-between;
  gap: .5rem; padding: .5rem 1rem; padding-top: max(.5rem, env(safe-area-inset-top));
  background: var(--surface); border-bottom: 1px solid var(--border);
}
.brand { display: flex; align-items: center; gap: .4rem; font-weight: 700; font-size: 1.15rem; color: var(--text); text-decoration: none; }
.brand .logo { color: var(--accent); display: inline-flex; }
.topbar-actions { display: flex; align-items: center; gap: .4rem; }
.topbar-actions form { margin: 0; }
.language-switch select { padding: .35rem .5rem; border-radius: 10px; border: 1px solid var(--border); background: var(--surface-2); color: var(--text); font: inherit; font-size: .9rem; }
.visually-labelled { font-size: 0; }
.visually-labelled select { font-size: .9rem; }
.theme-toggle { display: inline-flex; align-items: center; gap: .3rem; border: 1px solid var(--border); background: var(--surface-2); color: var(--text); border-radius: 10px; padding: .35rem .6rem; font: inherit; font-size: .85rem; cursor: pointer; min-height: 36px; }
.theme-toggle svg { width: 18px; height: 18px; }
.shell { display: block; }
main { max-width: 760px; margin: 0 auto; padding: 1rem 1rem calc(var(--tabbar-height) + 2rem + env(safe-area-inset-bottom)); }
.tabbar {
  position: fixed; bottom: 0; left: 0; right: 0; z-index: 10; display: flex; justify-content: space-around;
  height: calc(var(--tabbar-height) + env(safe-area-inset-bottom)); padding-bottom: env(safe-area-inset-bottom);
  background: var(--surface); border-top: 1px solid var(--border);
}
.tab { flex: 1; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 2px;
  color: var(--muted); text-decoration: none; font-size: .75rem; min-width: 0; }
.tab.active { color: var(--accent); font-weight: 600; }
.tab-icon { display: inline-flex; }
@media (min-width: 900px) {
  .shell { display: grid; grid-template-columns: 220px 1fr; }
  .tabbar { position: sticky; top: 57px; height: calc(100vh - 57px); flex-direction: column; justify-content: flex-start;
    gap: .25rem; padding: 1rem .75rem; border-top: 0; border-right: 1px solid var(--border); }
  .tab { flex: none; flex-direction: row; justify-content: flex-start; gap: .75rem; padding: .6rem .8rem; border-radius: 10px; font-size: .95rem; }
  .tab.active { background: var(--accent-soft); }
  main { padding-bottom: 3rem; }
}
.card { background: var(--surface); border: 1px solid var(--border); border-radius: var(--radius); padding: 1rem; margin-bottom: 1rem; box-shadow: var(--shadow); }
.card-list { list-style: none; padding: 0; margin: 0; }
.card-list li { display: flex; align-items: center; justify-content: space-between; gap: .75rem; padding: .75rem 0; border-bottom: 1px solid var(--border); }
.card-list li:last-child { border-bottom: 0; }
.row-title { font-weight: 600; color: var(--text); text-decoration: none; }
.row-meta { color: var(--muted); font-size: .85rem; }
.badge { display: inline-block; padding: .05rem .5rem; border-radius: 999px; font-size: .75rem; font-weight: 600; background: var(--surface-2); color: var(--muted); }
.badge-owner, .badge-admin, .badge-active { background: var(--accent-soft); color: var(--accent); }
.field { margin-bottom: .9rem; }
.field label { display: block; font-weight: 600; margin-bottom: .25rem; }
input[type=text], input[type=email], input[type=tel], input[type=password], input[type=search], textarea, select.input {
  width: 100%; padding: .7rem .8rem; border-radius: 10px; border: 1px solid var(--border); background: var(--surface);
  color: var(--text); font: inherit; min-height: 44px;
}
.has-error input { border-color: var(--danger); }
.field-error { color: var(--danger); font-size: .9rem; margin: .25rem 0 0; }
.form-error { background: var(--danger-soft); color: var(--danger); padding: .7rem .9rem; border-radius: 10px; margin-bottom: 1rem; }
.hint { color: var(--muted); font-size: .85rem; margin: .25rem 0 0; }
.checkbox { display: flex; align-items: center; gap: .5rem; margin-bottom: .9rem; font-weight: 600; }
.checkbox input { width: 20px; height: 20px; }
.button { display: inline-flex; align-items: center; justify-content: center; gap: .4rem; min-height: 44px; padding: .6rem 1.1rem;
  border-radius: 10px; border: 1px solid transparent; font: inherit; font-weight: 600; cursor: pointer; text-decoration: none; }
.button-primary { background: var(--accent); color: var(--accent-text); }
.button-secondary { background: var(--surface-2); color: var(--text); border-color: var(--border); }
.button-danger { background: var(--danger-soft); color: var(--danger); border-color: transparent; }
.button-small { min-height: 32px; padding: .25rem .6rem; font-size: .85rem; }
.button-row { display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; }
.inline-form { display: inline-flex; margin: 0; }
.flash { padding: .7rem .9rem; border-radius: 10px; margin-bottom: 1rem; }
.flash-success { background: var(--accent-soft); color: var(--accent); }
.flash-error { background: var(--danger-soft); color: var(--danger); }
.empty-state { text-align: center; padding: 2rem 1rem; color: var(--muted); }
.empty-state h2 { color: var(--text); }
.empty-icon { display: inline-flex; color: var(--accent); }
.empty-icon svg { width: 48px; height: 48px; }
.secret { font-family: ui-monospace, "SFMono-Regular", Menlo, monospace; font-size: 1.05rem; background: var(--surface-2); padding: .5rem .7rem; border-radius: 8px; word-break: break-all; }
.secret-row { display: flex; gap: .5rem; align-items: center; margin-bottom: .75rem; }
.secret-row .secret { flex: 1; }
table.data { width: 100%; border-collapse: collapse; }
table.data th, table.data td { text-align: left; padding: .5rem .4rem; border-bottom: 1px solid var(--border); vertical-align: middle; }
table.data th { color: var(--muted); font-size: .8rem; font-weight: 600; text-transform: uppercase; letter-spacing: .03em; }
.pagination { display: flex; justify-content: space-between; align-items: center; margin-top: 1rem; }
.search-form { display: flex; gap: .5rem; margin-bottom: 1rem; }
.search-form input { flex: 1; }
.feature-grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(200px, 1fr)); gap: .75rem; }
.feature { background: var(--surface); border: 1px solid var(--border); border-radius: var(--radius); padding: .9rem; }
.feature h3 { margin: .2rem 0; font-size: 1rem; }
.feature p { margin: 0; color: var(--muted); font-size: .9rem; }
.js .js-hidden { display: none; }
@media print { .tabbar, .topbar { display: none; } }
/* ── Recipes ─────────────────────────────────────────────────────────── */
[hidden] { display: none !important; }
.js-only { display: none !important; }
.js .js-only { display: inline-flex !important; }
.js nav.js-only, .js div.js-only { display: flex !important; }
.page-header { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: .5rem; margin-bottom: .5rem; }
.page-header h1 { margin-bottom: .4rem; }
input[type=number], input[type=url] { width: 100%; padding: .7rem .8rem; border-radius: 10px; border: 1px solid var(--border);
  background: var(--surface); color: var(--text); font: inherit; min-height: 44px; }
textarea { resize: vertical; line-height: 1.45; }
select.input { appearance: auto; }
.has-error textarea, .has-error select { border-color: var(--danger); }
fieldset { border: 0; padding: 0; margin: 0 0 .9rem; min-width: 0; }
legend { font-weight: 600; margin-bottom: .35rem; padding: 0; }
.chips { display: flex; flex-wrap: wrap; gap: .4rem; }
.chip { display: inline-flex; align-items: center; gap: .35rem; padding: .3rem .7rem; border-radius: 999px; border: 1px solid var(--border);
  background: var(--surface-2); color: var(--text); font-size: .85rem; min-height: 32px; text-decoration: none; cursor: pointer; }
.chip input { margin: 0; width: 16px; height: 16px; accent-color: var(--accent); }
.chip:has(input:checked) { background: var(--accent-soft); border-color: var(--accent); color: var(--accent); font-weight: 600; }
.chip-diet { color: var(--accent); }
.badge-row { display: flex; flex-wrap: wrap; gap: .3rem; margin: .3rem 0; }
:root { --choice-bg: #f6e7b8; --choice-text: #6b4d00; --pending-bg: #fdf0d5; --pending-text: #8a5a00; }
@media (prefers-color-scheme: dark) {
  :root:not([data-theme="light"]) { --choice-bg: #3a3016; --choice-text: #f1cf6b; --pending-bg: #3a2e14; --pending-text: #f5c46a; }
}
:root[data-theme="dark"] { --choice-bg: #3a3016; --choice-text: #f1cf6b; --pending-bg: #3a2e14; --pending-text: #f5c46a; }
.badge-choice { background: var(--choice-bg); color: var(--choice-text); }
.badge-status-pending { background: var(--pending-bg); color: var(--pending-text); }
.badge-status-rejected { background: var(--danger-soft); color: var(--danger); }
.badge-status-approved { background: var(--accent-soft); color: var(--accent); }
.badge-count { background: var(--accent); color: var(--accent-text); margin-left: .4rem; }
.recipe-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(160px, 1fr)); gap: .75rem; margin-bottom: 1rem; }
.recipe-card { background: var(--surface); border: 1px solid var(--border); border-radius: var(--radius); overflow: hidden; box-shadow: var(--shadow); }
.recipe-card-link { display: flex; flex-direction: column; height: 100%; color: var(--text); text-decoration: none; }
.recipe-card-photo { aspect-ratio: 4 / 3; background: var(--surface-2); display: flex; align-items: center; justify-content: center; color: var(--accent); }
.recipe-card-photo img { width: 100%; height: 100%; object-fit: cover; display: block; }
.recipe-card-placeholder svg { width: 40px; height: 40px; opacity: .7; }
.recipe-card-body { padding: .6rem .7rem .75rem; }
.recipe-card-title { font-size: 1rem; margin: 0 0 .2rem; line-height: 1.3; }
.recipe-meta { color: var(--muted); font-size: .8rem; margin: 0; }
.shelf { margin-bottom: 1.25rem; }
.shelf-header { display: flex; align-items: baseline; justify-content: space-between; gap: .5rem; }
.shelf-more { font-size: .9rem; font-weight: 600; }
.shelf-row { display: grid; grid-auto-flow: column; grid-auto-columns: minmax(160px, 44%); gap: .75rem; overflow-x: auto;
  scroll-snap-type: x mandatory; padding-bottom: .4rem; }
.shelf-row .recipe-card { scroll-snap-align: start; }
@media (min-width: 700px) { .shelf-row { grid-auto-columns: minmax(180px, 30%); } }
.recipe-search { margin-bottom: 1rem; }
.filter-sheet { background: var(--surface); border: 1px solid var(--border); border-radius: var(--radius); margin-bottom: .75rem; }
.filter-sheet > summary { cursor: pointer; padding: .75rem 1rem; font-weight: 600; list-style: none; display: flex; align-items: center; min-height: 44px; }
.filter-sheet > summary::-webkit-details-marker { display: none; }
.filter-sheet > summary::before { content: "⚙"; margin-right: .5rem; color: var(--accent); }
.filter-body { padding: 0 1rem 1rem; }
@media (max-width: 699px) {
  .filter-sheet[open] { position: fixed; left: 0; right: 0; bottom: 0; z-index: 20; max-height: 85vh; overflow-y: auto; margin: 0;
    border-radius: var(--radius) var(--radius) 0 0; box-shadow: 0 -8px 32px rgba(0,0,0,.25); padding-bottom: env(safe-area-inset-bottom); }
}
.results-bar { display: flex; align-items: center; justify-content: space-between; gap: .5rem; flex-wrap: wrap; }
.sort-select { display: flex; align-items: center; gap: .4rem; font-size: .9rem; color: var(--muted); }
.sort-select select { padding: .35rem .5rem; border-radius: 10px; border: 1px solid var(--border); background: var(--surface-2); color: var(--text); font: inherit; font-size: .9rem; }
.segmented { display: flex; gap: .25rem; background: var(--surface-2); border: 1px solid var(--border); border-radius: 12px; padding: .2rem; margin-bottom: 1rem; overflow-x: auto; }
.segment { flex: 1; text-align: center; padding: .45rem .7rem; border-radius: 9px; color: var(--muted); text-decoration: none; font-weight: 600; font-size: .9rem; white-space: nowrap; }
.segment.active { background: var(--surface); color: var(--text); box-shadow: var(--shadow); }
.segmented-small { margin: .5rem 0 .75rem; }
.segmented-small .segment { font-size: .8rem; padding: .3rem .5rem; }
.recipe-header { margin-bottom: 1rem; }
.recipe-hero { width: 100%; max-height: 360px; object-fit: cover; border-radius: var(--radius); display: block; margin-bottom: .75rem; }
.recipe-description { margin: .4rem 0; }
.recipe-figures { display: flex; flex-wrap: wrap; gap: .5rem; margin: .75rem 0; }
.recipe-figures > div { background: var(--surface); border: 1px solid var(--border); border-radius: 12px; padding: .4rem .7rem; }
.recipe-figures dt { font-size: .75rem; color: var(--muted); }
.recipe-figures dd { margin: 0; font-weight: 600; }
.recipe-labels { margin: .5rem 0; }
.recipe-actions { margin-bottom: 1rem; }
.favourite.is-favourite { color: var(--accent); border-color: var(--accent); }
.recipe-columns { display: grid; gap: 0 1rem; }
@media (min-width: 1100px) { .recipe-columns { grid-template-columns: minmax(0, 2fr) minmax(0, 3fr); align-items: start; } }
.panel-header { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: .5rem; }
.panel-header h2 { margin: 0; }
.servings-stepper { display: flex; align-items: center; gap: .35rem; }
.stepper-button { min-width: 44px; padding: .3rem; font-size: 1.25rem; line-height: 1; }
.stepper-button.disabled { opacity: .4; }
.stepper-form { display: flex; align-items: center; gap: .35rem; margin: 0; }
.stepper-form label { font-size: .85rem; color: var(--muted); }
.stepper-form input { width: 4.5rem; text-align: center; min-height: 40px; padding: .3rem; }
.ingredient-section { font-size: .95rem; margin: .9rem 0 .3rem; color: var(--muted); }
.ingredient-list { list-style: none; padding: 0; margin: 0; }
.ingredient-list li { padding: .45rem 0; border-bottom: 1px solid var(--border); display: flex; gap: .5rem; align-items: baseline; justify-content: space-between; }
.ingredient-list li:last-child { border-bottom: 0; }
.step-list { padding-left: 1.4rem; margin: 0; }
.step-list li { margin-bottom: .9rem; padding-left: .2rem; }
.step-list li::marker { font-weight: 700; color: var(--accent); }
.step-list p { margin: 0 0 .3rem; }
.timer-chip { font-variant-numeric: tabular-nums; cursor: default; }
.nutrition-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(120px, 1fr)); gap: .5rem; margin: 0 0 .6rem; }
.nutrition-grid > div { background: var(--surface-2); border-radius: 10px; padding: .45rem .6rem; }
.nutrition-grid dt { font-size: .75rem; color: var(--muted); }
.nutrition-grid dd { margin: 0; font-weight: 700; font-variant-numeric: tabular-nums; }
.gap-list { padding-left: 1.2rem; }
.stars { color: #e0a100; letter-spacing: .1em; font-size: 1.2rem; }
.star-row { display: flex; gap: .15rem; }
.star-button { font-size: 1.8rem; line-height: 1; background: none; border: 0; color: #e0a100; cursor: pointer; min-width: 44px; min-height: 44px; border-radius: 10px; }
.star-button:hover { background: var(--surface-2); }
.recipe-share .secret { font-size: .9rem; }
.decision-forms { display: grid; gap: .75rem; }
.reject-form textarea { min-height: 3rem; }
.field-grid { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 0 .75rem; }
@media (min-width: 700px) { .field-grid { grid-template-columns: repeat(4, minmax(0, 1fr)); } }
.ingredient-preview { margin-top: .5rem; overflow-x: auto; }
.ingredient-preview h3 { font-size: .95rem; margin: 0 0 .3rem; }
.preview-table td { font-size: .9rem; }
.preview-section td { font-weight: 700; color: var(--muted); }
.preview-amount { white-space: nowrap; font-variant-numeric: tabular-nums; }
.form-actions { position: sticky; bottom: calc(var(--tabbar-height) + env(safe-area-inset-bottom)); background: var(--bg); padding: .6rem 0; z-index: 5; }
@media (min-width: 900px) { .form-actions { bottom: 0; } }
.cook-header { display: flex; align-items: center; gap: .75rem; margin-bottom: .75rem; }
.cook-title { font-size: 1.2rem; margin: 0; }
.cook-ingredients { background: var(--surface); border: 1px solid var(--border); border-radius: var(--radius); padding: .6rem 1rem; margin-bottom: 1rem; }
.cook-ingredients summary { cursor: pointer; font-weight: 600; min-height: 32px; }
.cook-steps { list-style: none; padding: 0; margin: 0; }
.cook-step { background: var(--surface); border: 1px solid var(--border); border-radius: var(--radius); padding: 1.25rem; margin-bottom: 1rem; }
.cook-step-number { color: var(--accent); font-weight: 700; margin: 0 0 .5rem; }
.cook-step-text { font-size: 1.6rem; line-height: 1.4; margin: 0 0 .6rem; }
@media (min-width: 700px) { .cook-step-text { font-size: 2rem; } }
.cook.is-stepping .cook-step { display: none; min-height: 40vh; }
.cook.is-stepping .cook-step.is-current { display: block; }
.cook-nav { position: sticky; bottom: calc(var(--tabbar-height) + env(safe-area-inset-bottom)); gap: .5rem; justify-content: space-between; background: var(--bg); padding: .6rem 0; }
.cook-nav .button { flex: 1; min-height: 56px; font-size: 1.1rem; }
@media (min-width: 900px) { .cook-nav { bottom: 0; } }
.timer-button { font-variant-numeric: tabular-nums; font-size: 1.1rem; min-height: 52px; }
.timer-button .timer-label { font-weight: 400; color: var(--muted); font-size: .85rem; }
.timer-button.is-running { border-color: var(--accent); color: var(--accent); }
.timer-button.is-done, .timer-tray-item.is-done { background: var(--danger-soft); color: var(--danger); border-color: var(--danger); animation: timer-pulse 1s ease-in-out infinite; }
@keyframes timer-pulse { 50% { opacity: .6; } }
@media (prefers-reduced-motion: reduce) { .timer-button.is-done, .timer-tray-item.is-done { animation: none; } }
.timer-tray { position: sticky; top: 3.8rem; z-index: 15; display: flex; flex-wrap: wrap; gap: .4rem; }
.timer-tray:not(:empty) { margin-bottom: .75rem; }
.icon { display: inline-flex; vertical-align: -3px; }
.timer-tray-item { background: var(--surface); border: 1px solid var(--accent); color: var(--text); border-radius: 999px; padding: .35rem .8rem;
  font: inherit; font-size: .9rem; font-variant-numeric: tabular-nums; box-shadow: var(--shadow); cursor: pointer; }
.print-page { background: #fff; color: #111; }
.recipe-print { max-width: 720px; margin: 0 auto; padding: 1.5rem 1rem; }
@media print {
  .recipe-actions, .recipe-rating, .recipe-share, .recipe-publication, .recipe-moderation, .servings-stepper, .segmented,
  .print-controls, .flash, .cook-nav, .timer-tray { display: none !important; }
  body { background: #fff; color: #000; }
  main { padding: 0; max-width: none; }
  .card { border: 0; box-shadow: none; padding: 0; }
  a { color: inherit; text-decoration: none; }
}
/* ── Recipes: collections, chefs, photo recipes, import, generate ─────────── */
.notice { background: var(--pending-bg); color: var(--pending-text); padding: .7rem .9rem; border-radius: 10px; margin-bottom: 1rem; }
.notice ul { margin: .3rem 0 0; padding-left: 1.2rem; }
.recipe-sources { margin-bottom: 1rem; }
input[type=file] { width: 100%; padding: .5rem 0; font: inherit; color: var(--text); }
.photo-current { display: block; max-width: 220px; max-height: 160px; object-fit: cover; border-radius: 10px; margin-bottom: .5rem; }
.back-link { display: inline-block; margin-bottom: .5rem; font-size: .9rem; }
.collection-header { margin-bottom: 1rem; }
.collection-edit summary { cursor: pointer; font-weight: 600; min-height: 32px; }
.collection-recipes { padding-left: 2.2rem; list-style: decimal; }
.collection-recipes li { display: list-item; }
.collection-recipes li > div:first-child { display: inline-block; margin-right: .5rem; }
.collection-recipes li .button-row { margin-top: .3rem; }
.shopping-add { margin-top: .9rem; display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; }
.shopping-add select { max-width: 14rem; }
.chef-credit { color: inherit; }
.chef-header { display: flex; flex-wrap: wrap; gap: 1rem; align-items: flex-start; margin-bottom: 1rem; }
.chef-photo { width: 120px; height: 120px; object-fit: cover; border-radius: 50%; }
.chef-avatar { width: 44px; height: 44px; border-radius: 50%; object-fit: cover; flex: none; display: inline-flex; align-items: center; justify-content: center; background: var(--surface-2); color: var(--muted); }
.chef-list li { justify-content: flex-start; }
.chef-row-text { min-width: 0; }
.chef-photo-form { margin-bottom: 1rem; }
.photo-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(160px, 1fr)); gap: .75rem; }
.photo-card { margin: 0; padding: 0; overflow: hidden; }
.photo-card img { width: 100%; aspect-ratio: 4 / 3; object-fit: cover; display: block; background: var(--surface-2); }
.photo-card figcaption { padding: .5rem .7rem .7rem; display: grid; gap: .3rem; }
.config-example { white-space: pre-wrap; font-size: .9rem; }
.feed-more { margin-top: .5rem; }
/* --- nutrition-diary --- */
.nutrition-nav { margin-bottom: 1rem; flex-wrap: wrap; overflow-x: visible; }
.nutrition-nav .segment { flex: 1 0 auto; }
input[type=date] { width: 100%; padding: .7rem .8rem; border-radius: 10px; border: 1px solid var(--border); background: var(--surface);
  color: var(--text); font: inherit; min-height: 44px; }
.day-switcher { display: flex; align-items: center; justify-content: space-between; gap: .5rem; margin-bottom: .75rem; }
.day-title { margin: 0; text-align: center; flex: 1; font-size: 1.05rem; }
.summary-figures { display: grid; grid-template-columns: repeat(3, 1fr); gap: .5rem; text-align: center; margin-bottom: .6rem; }
.summary-figures > div { display: flex; flex-direction: column; }
.summary-figure { font-size: 1.5rem; font-weight: 700; font-variant-numeric: tabular-nums; }
.summary-figure.over { color: var(--danger); }
.intake-bar { height: 10px; border-radius: 999px; background: var(--surface-2); overflow: hidden; margin: .2rem 0 .7rem; }
.intake-fill { display: block; height: 100%; background: var(--accent); border-radius: 999px; }
.intake-fill.over { background: var(--danger); }
.summary-macros { display: grid; grid-template-columns: repeat(3, 1fr); gap: .5rem; font-variant-numeric: tabular-nums; }
.summary-macros > div { display: flex; flex-direction: column; }
.meal .button-small { margin-top: .5rem; }
.entry-kcal { white-space: nowrap; font-variant-numeric: tabular-nums; color: var(--muted); }
.nutrient-details summary, .diary-tools summary { cursor: pointer; font-weight: 600; min-height: 32px; }
.diary-tools details + details { margin-top: .6rem; }
.food-results { padding: 0 1rem; }
.food-results li { display: block; }
.food-result { display: flex; flex-direction: column; gap: .4rem; }
.amount-form { display: flex; flex-wrap: wrap; gap: .4rem; align-items: center; margin: 0; }
.amount-form .amount-input { width: 6rem; min-height: 40px; padding: .3rem .5rem; }
.amount-form select.input { width: auto; min-height: 40px; padding: .3rem .5rem; }
.cart-row { display: flex; flex-wrap: wrap; justify-content: space-between; gap: .5rem; width: 100%; }
.stepper-value { min-width: 3rem; text-align: center; font-variant-numeric: tabular-nums; }
.chart-frame { color: var(--text); }
.chart { width: 100%; height: auto; display: block; }
.chart-bar { fill: var(--accent); }
.chart-bar-over { fill: var(--danger); }
.chart-target { stroke: var(--text); stroke-width: 1.5; stroke-dasharray: 6 4; }
.chart-grid { stroke: var(--border); stroke-width: 1; }
.chart-label { fill: var(--muted); font-size: 15px; }
.chart-line { fill: none; stroke: var(--accent); stroke-width: 2.5; }
.chart-dot { fill: var(--surface); stroke: var(--muted); stroke-width: 1.5; }
.low-target-warning { margin-bottom: .75rem; }
/* ── Shopping ────────────────────────────────────────────────────────── */
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.shopping-add { display: flex; gap: .5rem; margin-bottom: .5rem; position: sticky; top: 3.6rem; z-index: 6; background: var(--bg); padding: .4rem 0; }
.shopping-add input { flex: 1; min-height: 52px; font-size: 1.05rem; }
.shopping-add .button { min-height: 52px; padding: .6rem 1.2rem; }
.shopping-group { margin-bottom: 1rem; }
.shopping-group-header { display: flex; align-items: center; justify-content: space-between; gap: .5rem; margin: .9rem 0 .35rem; }
.shopping-group-header h2 { margin: 0; font-size: .85rem; color: var(--muted); text-transform: uppercase; letter-spacing: .04em; }
.shopping-items { list-style: none; padding: 0; margin: 0; background: var(--surface); border: 1px solid var(--border); border-radius: var(--radius); box-shadow: var(--shadow); }
.shopping-item { display: flex; align-items: stretch; border-bottom: 1px solid var(--border); position: relative; }
.shopping-item:last-child { border-bottom: 0; }
.js .shopping-item { touch-action: pan-y; transition: transform .12s ease-out; background: var(--surface); }
.shopping-item.is-swiping-away { background: var(--danger-soft); box-shadow: inset -4px 0 0 var(--danger); }
.shopping-check-form { flex: 1; margin: 0; display: flex; min-width: 0; }
.shopping-check { flex: 1; display: flex; align-items: center; gap: .85rem; min-height: 60px; padding: .6rem .9rem; background: none; border: 0;
  color: var(--text); font: inherit; text-align: left; cursor: pointer; border-radius: var(--radius); -webkit-tap-highlight-color: transparent; }
.shopping-check:active { background: var(--surface-2); }
.shopping-box { flex: none; width: 30px; height: 30px; border-radius: 9px; border: 2px solid var(--muted); display: inline-flex; align-items: center;
  justify-content: center; font-weight: 800; color: var(--accent-text); }
.is-checked .shopping-box { background: var(--accent); border-color: var(--accent); }
.shopping-item-text { display: flex; flex-direction: column; min-width: 0; }
.shopping-item-name { font-size: 1.08rem; overflow-wrap: anywhere; }
.shopping-item-meta { font-size: .82rem; }
.is-checked .shopping-item-name { text-decoration: line-through; color: var(--muted); }
.shopping-item-more { flex: none; }
.shopping-item-more > summary { list-style: none; min-width: 56px; min-height: 60px; height: 100%; display: flex; align-items: center; justify-content: center;
  cursor: pointer; font-size: 1.4rem; color: var(--muted); border-left: 1px solid var(--border); }
.shopping-item-more > summary::-webkit-details-marker { display: none; }
.shopping-editor { position: absolute; right: .4rem; top: calc(100% - .4rem); z-index: 8; width: min(92vw, 360px); background: var(--surface);
  border: 1px solid var(--border); border-radius: var(--radius); box-shadow: 0 8px 32px rgba(0,0,0,.2); padding: .9rem; display: grid; gap: .4rem; }
.shopping-editor form { margin: 0; }
.shopping-actions { margin: 1rem 0; }
.shopping-settings > summary { cursor: pointer; font-weight: 600; min-height: 44px; display: flex; align-items: center; }
.shopping-settings[open] > summary { margin-bottom: .6rem; }
.shopping-share-text { white-space: pre-wrap; font-size: .95rem; margin: .6rem 0; }
.shopping-list-link { display: block; flex: 1; color: var(--text); text-decoration: none; min-height: 44px; }
.shopping-low-stock { margin: 0 0 1rem; }
.shopping-bought-items { list-style: none; padding: 0; margin: .6rem 0 1rem; display: flex; flex-direction: column; gap: .6rem; }
.shopping-bought-item { background: var(--surface); border: 1px solid var(--border); border-radius: var(--radius); padding: .7rem .9rem; }
.shopping-bought-name { display: flex; align-items: center; gap: .6rem; min-height: 44px; font-size: 1.05rem; }
.shopping-bought-name input { width: 24px; height: 24px; }
.shopping-bought-fields { display: grid; grid-template-columns: repeat(auto-fit, minmax(8.5rem, 1fr)); gap: .5rem; }
.shopping-bought-fields .field { margin: 0; }
@media print { .shopping-add, .shopping-item-more, .shopping-actions, .shopping-settings { display: none !important; } }
/* ── Pantry ──────────────────────────────────────────────────────────── */
:root { --soon-bg: #fdf0d5; --soon-text: #8a5a00; }
@media (prefers-color-scheme: dark) { :root:not([data-theme="light"]) { --soon-bg: #3a2e14; --soon-text: #f5c46a; } }
:root[data-theme="dark"] { --soon-bg: #3a2e14; --soon-text: #f5c46a; }
.badge-expired { background: var(--danger-soft); color: var(--danger); }
.badge-soon { background: var(--soon-bg); color: var(--soon-text); }
.pantry-alert { display: block; padding: .7rem .9rem; border-radius: 10px; margin-bottom: .75rem; background: var(--soon-bg); color: var(--soon-text); font-weight: 600; text-decoration: none; }
.pantry-alert-info { background: var(--accent-soft); color: var(--accent); }
.pantry-links { margin-bottom: 1rem; }
.pantry-list .pantry-amount { font-weight: 700; font-variant-numeric: tabular-nums; white-space: nowrap; }
.pantry-amount-card { display: grid; gap: .75rem; justify-items: center; }
.pantry-stepper { display: flex; align-items: center; gap: 1rem; }
.pantry-stepper .stepper-button { min-width: 56px; min-height: 56px; font-size: 1.6rem; }
.pantry-big-amount { font-size: 2rem; font-weight: 700; font-variant-numeric: tabular-nums; min-width: 6ch; text-align: center; }
.pantry-set-form { display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; justify-content: center; }
.pantry-set-form input { width: 7rem; }
.pantry-set-form select { width: auto; }
.pantry-actions { display: grid; gap: .75rem; }
.pantry-location .field { margin-bottom: .4rem; }
input[type=date] { width: 100%; padding: .7rem .8rem; border-radius: 10px; border: 1px solid var(--border); background: var(--surface); color: var(--text); font: inherit; min-height: 44px; }
.ledger-list li { align-items: flex-start; }
.pantry-review form { margin: .5rem 0; }
.pantry-cookable .row-title { font-size: 1.05rem; }
.pantry-share { height: 8px; border-radius: 999px; background: var(--surface-2); margin: .5rem 0 .3rem; overflow: hidden; }
.pantry-share-fill { height: 100%; background: var(--accent); border-radius: 999px; }
.pantry-shortfall td:not(:first-child), .pantry-shortfall th:not(:first-child) { text-align: right; font-variant-numeric: tabular-nums; }
"""#
}
