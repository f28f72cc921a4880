/**
 * A reference page: Redocly's build-docs of an OpenAPI document (openapi.yaml, or the mock's operator.openapi.yaml)
 * with Redoc inlined (no CDN), in a template that adds the site's navigation and raises two colours of Redoc's
 * theme to a 4.5:1 contrast.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './contract.js';
import { navigation } from './page.js';
import type { SitePage } from './site-map.js';

const template = (nav: string) => `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8" />
  <title>{{title}}</title>
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <style>
    body { padding: 0; margin: 0; }
    .site-nav { background: #14304f; font: 15px/1.4 system-ui, sans-serif; padding: .4rem 1rem; }
    .site-nav ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: .2rem 1rem; }
    .site-nav a { color: #fff; }
    .site-nav a[aria-current="page"] { font-weight: 700; }
  </style>
  {{{redocHead}}}
  <style>
    /* After Redoc's own styles: its light link blue (3.8:1) and description grey (2.7:1) fail 4.5:1. */
    :root:root { --link-color-primary: #0a4fb5; --color-blue-6: #0a4fb5; --text-color-description: #50525c; --color-warm-grey-7: #5c5e6b; --search-trigger-color: #50525c; }
    /* The GET badge's green on its pale green (2.3:1), shown in the operator reference's menu. */
    :root:root .tag-get { --tag-color: #136b3c; }
  </style>
</head>
<body>
  <header class="site-nav">${nav}</header>
  {{{redocHTML}}}
</body>
</html>
`;

/** Redoc draws its "API docs by Redocly" logo from cdn.redoc.ly; the site must not reach the network. */
const offlineLogo = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="90" height="20"><text x="0" y="15" font-family="sans-serif" font-size="14" fill="#1a1a1a">Redocly</text></svg>')}`;

export function buildReference(outDir: string, entry: SitePage & { contract: string }): void {
  const pagePath = entry.path;
  const output = path.join(outDir, pagePath);
  mkdirSync(path.dirname(output), { recursive: true });
  const templateFile = path.join(outDir, '.reference-template.hbs');
  writeFileSync(templateFile, template(navigation(pagePath)));
  const redocly = realpathSync(path.join(repoRoot, 'node_modules', '.bin', 'redocly'));
  try {
    execFileSync(process.execPath, [
      redocly, 'build-docs', entry.contract, '--inlineBundle', '--template', templateFile, '--output', output,
      '--title', `${entry.title} · Partner Ingest Service`,
    ], {
      cwd: repoRoot,
      stdio: 'pipe',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
  } finally {
    rmSync(templateFile, { force: true });
  }
  const html = readFileSync(output, 'utf8');
  const offline = html.replace(/https:\/\/cdn\.redoc\.ly\/redoc\/logo-mini(-full)?\.svg/g, offlineLogo);
  if (offline.includes('https://cdn.redoc.ly')) throw new Error('docs: the reference still loads something from cdn.redoc.ly');
  writeFileSync(output, offline);
}
