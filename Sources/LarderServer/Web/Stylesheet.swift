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
"""#
}
