/**
 * The shell of every page the build writes (all but the Redoc reference): lang, landmarks, a skip link, the
 * shared navigation, one stylesheet. Plain HTML and CSS, no script: it reads the same offline and in any browser.
 */
import { relativeHref, sitePages } from './site-map.js';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\'': '&#39;' })[c]!);
}

/** The shared navigation, marking the current page; `from` is the path of the page it is written into. */
export function navigation(from: string): string {
  const items = sitePages.map((p) => {
    const current = p.path === from ? ' aria-current="page"' : '';
    return `<li><a href="${relativeHref(from, p.path)}"${current}>${escapeHtml(p.title)}</a></li>`;
  });
  return `<nav aria-label="Documentation"><ul>${items.join('')}</ul></nav>`;
}

export function page(options: { path: string; title: string; body: string }): string {
  const { path, title, body } = options;
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Partner Ingest Service</title>
<link rel="stylesheet" href="${relativeHref(path, 'assets/site.css')}">
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header><p class="brand"><a href="${relativeHref(path, 'index.html')}">Partner Ingest Service</a> <span>docs</span></p></header>
<div class="layout">
${navigation(path)}
<main id="main">
${body}
</main>
</div>
<footer><p>Built by <code>npm run docs</code> from <code>openapi.yaml</code>, <code>asyncapi.yaml</code> and <code>docs/guides/</code>.</p></footer>
</body>
</html>
`;
}

/** Colours chosen for contrast (text at least 7:1 on its background, links 4.5:1 or more). */
export const siteCss = `*{box-sizing:border-box}
body{margin:0;font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#fff}
a{color:#0645ad}
a:focus-visible{outline:3px solid #b35900;outline-offset:2px}
.skip{position:absolute;left:-9999px;top:0;background:#fff;padding:.5rem}
.skip:focus{left:.5rem}
header{background:#14304f;color:#fff;padding:.6rem 1.2rem}
header .brand{margin:0;font-weight:600}
header a{color:#fff;text-decoration:none}
header span{color:#d7e3f1;font-weight:400}
.layout{display:flex;gap:2rem;max-width:78rem;margin:0 auto;padding:1rem 1.2rem}
nav{flex:0 0 15rem}
nav ul{list-style:none;margin:0;padding:0;position:sticky;top:1rem}
nav li{margin:.15rem 0}
nav a{display:block;padding:.3rem .5rem;border-radius:4px;text-decoration:none}
nav a:hover{background:#eef3f9}
nav a[aria-current="page"]{background:#14304f;color:#fff}
main{flex:1;min-width:0}
h1{font-size:1.9rem;margin-top:.3rem}
h2{margin-top:2rem;border-bottom:1px solid #d0d7de;padding-bottom:.2rem}
code{font-family:ui-monospace,"SFMono-Regular",Menlo,Consolas,monospace;font-size:.9em;background:#f3f4f6;padding:.05em .3em;border-radius:3px}
pre{background:#f6f8fa;border:1px solid #d0d7de;border-radius:6px;padding:.8rem 1rem;overflow:auto;line-height:1.4}
pre code{background:none;padding:0}
table{border-collapse:collapse;margin:1rem 0;display:block;overflow-x:auto}
th,td{border:1px solid #d0d7de;padding:.35rem .6rem;text-align:left;vertical-align:top}
th{background:#f3f4f6}
figure{margin:1rem 0}
figcaption{color:#3d4650}
img{max-width:100%;height:auto}
.cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(16rem,1fr));gap:1rem;padding:0;list-style:none}
.cards li{border:1px solid #d0d7de;border-radius:6px;padding:.8rem 1rem}
.cards h3{margin:.1rem 0 .4rem;font-size:1.1rem}
.cards p{margin:0;color:#333}
footer{border-top:1px solid #d0d7de;color:#3d4650;padding:.6rem 1.2rem;font-size:.9rem;max-width:78rem;margin:2rem auto 0}
@media (max-width:48rem){.layout{flex-direction:column}nav{flex:none}}
`;
