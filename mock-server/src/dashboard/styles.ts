/** The dashboard's stylesheet (served as /_dashboard/dashboard.css). Colours keep a 4.5:1 contrast or more. */
export const dashboardCss = `
:root { color-scheme: light; --ink: #1b1f24; --muted: #4a5360; --line: #d0d7de; --bg: #f6f8fa; --panel: #ffffff;
  --accent: #0a4f8f; --ok: #135e22; --ok-bg: #e3f6e7; --bad: #8a1020; --bad-bg: #fde7ea; --run: #0b4f8a; --run-bg: #e0efff;
  --warn: #6b4500; --warn-bg: #fff3d6; }
* { box-sizing: border-box; }
[hidden] { display: none !important; }
body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: var(--bg); }
code, pre, .mono { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 12.5px; }
.top { display: flex; gap: 16px; align-items: center; padding: 10px 20px; background: #14213d; color: #ffffff; }
.top h1 { font-size: 18px; margin: 0; flex: 1; }
.top .sub { font-weight: 400; color: #d6e2ff; }
.top .connection { margin: 0; }
.top button { background: #ffffff; color: #14213d; }
main { padding: 16px 20px; display: grid; gap: 16px; max-width: 1400px; }
.panel { background: var(--panel); border: 1px solid var(--line); border-radius: 6px; padding: 12px 16px; }
h2 { font-size: 16px; margin: 0 0 8px; }
h3 { font-size: 14px; margin: 0; }
button { font: inherit; padding: 4px 10px; border: 1px solid var(--accent); border-radius: 4px; background: var(--accent); color: #ffffff; cursor: pointer; }
button.secondary { background: #ffffff; color: var(--accent); }
button[aria-pressed="true"] { background: #14213d; border-color: #14213d; color: #ffffff; }
button:disabled { opacity: .6; cursor: progress; }
button:focus-visible, select:focus-visible, input:focus-visible, summary:focus-visible { outline: 3px solid #f0a500; outline-offset: 2px; }
input, select { font: inherit; padding: 4px 6px; border: 1px solid #6e7781; border-radius: 4px; background: #ffffff; color: var(--ink); }
#login-form { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; }
#login-form input { min-width: 280px; }
.hint { color: var(--muted); }
.error { color: var(--bad); font-weight: 600; margin: 0; }
.error:empty { display: none; }
.buttons, .filters { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; margin-bottom: 8px; }
.filters label { color: var(--muted); }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: 5px 8px; border-bottom: 1px solid var(--line); vertical-align: top; }
th { font-weight: 600; color: var(--muted); background: var(--bg); }
th .unit { display: block; font-weight: 400; font-size: 12px; }
tr.selected td { background: #eef4ff; }
.badge { display: inline-block; padding: 0 8px; border-radius: 10px; font-weight: 600; font-size: 12.5px; white-space: nowrap; }
.badge.processing, .badge.pending, .badge.in-flight { color: var(--run); background: var(--run-bg); }
.badge.completed, .badge.delivered, .badge.succeeded { color: var(--ok); background: var(--ok-bg); }
.badge.failed, .badge.lost { color: var(--bad); background: var(--bad-bg); }
.badge.undeliverable, .badge.revoked { color: var(--warn); background: var(--warn-bg); }
.counts { font-variant-numeric: tabular-nums; white-space: nowrap; }
time { white-space: nowrap; font-variant-numeric: tabular-nums; }
td.status .hint { max-width: 44ch; font-size: 12.5px; }
.event { border: 1px solid var(--line); border-radius: 6px; padding: 8px 12px; margin-bottom: 10px; }
.event header { display: flex; gap: 10px; align-items: center; flex-wrap: wrap; margin-bottom: 6px; }
.event header h3 { flex: 1; }
.event .meta { color: var(--muted); margin: 0 0 6px; }
ol.attempts { list-style: none; margin: 0; padding: 0; }
ol.attempts li { border-top: 1px solid var(--line); padding: 4px 0; }
summary { cursor: pointer; }
summary .mono { margin-left: 4px; }
dl.exchange { display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; margin: 6px 0 4px 18px; }
dl.exchange dt { color: var(--muted); font-weight: 600; }
dl.exchange dd { margin: 0; min-width: 0; }
pre { margin: 0; padding: 6px 8px; background: var(--bg); border: 1px solid var(--line); border-radius: 4px;
  white-space: pre-wrap; overflow-wrap: anywhere; max-height: 200px; overflow: auto; }
.keys { margin: 0; padding-left: 16px; }
a { color: var(--accent); }
a:focus-visible, h2:focus-visible, mark:focus-visible { outline: 3px solid #f0a500; outline-offset: 2px; }
td.album-cell .album-name { font-weight: 600; }
.badge.ok { color: var(--ok); background: var(--ok-bg); }
.badge.severity-error { color: var(--bad); background: var(--bad-bg); }
.badge.severity-warning { color: var(--warn); background: var(--warn-bg); }
#album { display: grid; gap: 14px; }
#album h3 { margin-bottom: 6px; }
.album-head { display: flex; gap: 12px; align-items: baseline; justify-content: space-between; }
.album-head h2 { margin: 0; }
.album-head h2 .sub { font-weight: 400; color: var(--muted); }
.album-body { display: grid; gap: 16px; }
.album { display: flex; gap: 20px; align-items: flex-start; flex-wrap: wrap; }
.album figure { margin: 0; width: 200px; }
.cover-art { display: block; width: 200px; height: 200px; object-fit: cover; border-radius: 6px; border: 1px solid var(--line); background: var(--bg); }
.album figcaption { margin-top: 6px; font-size: 12.5px; }
.album-meta { flex: 1; min-width: 280px; }
.album-artist { font-size: 16px; margin: 0 0 8px; }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 3px 14px; margin: 0; }
dl.facts dt { color: var(--muted); font-weight: 600; }
dl.facts dd { margin: 0; }
td.num { font-variant-numeric: tabular-nums; white-space: nowrap; }
th.track-title { color: var(--ink); background: none; font-weight: 600; }
ul.file-results { list-style: none; margin: 0; padding: 0; }
ul.file-results li + li { margin-top: 2px; }
ul.file-results .file-name { color: var(--muted); font-size: 12px; }
ul.file-results .reason, td .path { font-size: 12px; color: var(--bad); }
td .path { color: var(--muted); overflow-wrap: anywhere; }
#album-xml { display: grid; gap: 6px; }
pre.xml { position: relative; max-height: 60vh; white-space: pre; overflow: auto; padding: 4px 0; counter-reset: none; line-height: 1.5; }
pre.xml .line { display: block; padding: 0 10px 0 0; }
pre.xml .line::before { content: attr(data-line); display: inline-block; width: 6ch; margin-right: 12px; padding-right: 8px;
  text-align: right; color: var(--muted); border-right: 1px solid var(--line); user-select: none; }
pre.xml mark.line { background: #fff1b8; color: var(--ink); box-shadow: inset 4px 0 0 #b07800; }
pre.xml mark.line::before { color: var(--ink); font-weight: 700; }
.visually-hidden { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
`;
