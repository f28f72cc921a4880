/**
 * The dashboard's one HTML page: landmarks, labelled controls, table headers; empty until the script
 * (dashboard.js) has the operator token and fills it from the operator API. Kept as a string so that it ships
 * in dist/ with the code.
 */
export const dashboardHtml = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Partner Ingest mock · Dashboard</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/_dashboard/dashboard.css">
<script type="module" src="/_dashboard/dashboard.js"></script>
</head>
<body>
<header class="top">
  <h1>Partner Ingest mock <span class="sub">dashboard</span></h1>
  <p id="connection" class="connection" role="status" aria-live="polite">Not connected</p>
  <button type="button" id="sign-out" hidden>Forget token</button>
</header>
<main>
  <section id="login" aria-labelledby="login-title" class="panel">
    <h2 id="login-title">Operator token</h2>
    <form id="login-form">
      <label for="token">Operator token (sent as the X-Operator-Token header)</label>
      <input id="token" name="token" type="password" autocomplete="off" spellcheck="false" required>
      <button type="submit">Connect</button>
    </form>
    <p id="login-error" class="error" role="alert"></p>
    <p class="hint">Kept for this tab only (sessionStorage), sent as a header, never in a URL. The mock prints it at start
      (default <code>op_local_dev</code>).</p>
  </section>

  <div id="app" hidden>
    <p id="notice" class="error" role="alert"></p>

    <section id="clock" aria-labelledby="clock-title" class="panel">
      <h2 id="clock-title">Clock</h2>
      <p><span id="clock-kind">…</span> clock, now <time id="clock-now"></time></p>
      <div id="clock-buttons" class="buttons" role="group" aria-label="Advance the virtual clock" hidden>
        <button type="button" data-advance="1m">Advance +1 min</button>
        <button type="button" data-advance="1h">Advance +1 h</button>
        <button type="button" data-advance="1d">Advance +1 day</button>
      </div>
    </section>

    <section id="ingests-section" aria-labelledby="ingests-title" class="panel">
      <h2 id="ingests-title">Ingests</h2>
      <div class="filters" role="search" aria-label="Filter ingests">
        <label for="filter-partner">Partner</label>
        <select id="filter-partner"><option value="">All partners</option></select>
        <label for="filter-status">Status</label>
        <select id="filter-status">
          <option value="">Any status</option>
          <option value="processing">processing</option>
          <option value="completed">completed</option>
          <option value="failed">failed</option>
        </select>
      </div>
      <table id="ingests">
        <caption class="visually-hidden">Ingests, newest first, updated live</caption>
        <thead>
          <tr>
            <th scope="col">Ingest</th>
            <th scope="col">Album</th>
            <th scope="col">Partner</th>
            <th scope="col">Release</th>
            <th scope="col">Status</th>
            <th scope="col">Resources <span class="unit">total / completed / failed</span></th>
            <th scope="col">Received</th>
            <th scope="col">Webhook</th>
            <th scope="col"><span class="visually-hidden">Actions</span></th>
          </tr>
        </thead>
        <tbody></tbody>
      </table>
      <p id="ingests-empty" class="hint" hidden>No ingest yet. Submit one with the partner API.</p>
    </section>

    <section id="album" aria-labelledby="album-title" class="panel" hidden></section>

    <section id="events-section" aria-labelledby="events-title" class="panel">
      <h2 id="events-title">Webhook deliveries</h2>
      <p><span id="events-scope">Newest events of every ingest</span>
        <button type="button" id="events-all" hidden>Show every ingest</button></p>
      <div id="events"></div>
    </section>

    <section id="partners-section" aria-labelledby="partners-title" class="panel">
      <h2 id="partners-title">Partners</h2>
      <table id="partners">
        <caption class="visually-hidden">Partners with their webhook URL and keys (masked)</caption>
        <thead>
          <tr>
            <th scope="col">Partner</th>
            <th scope="col">Active</th>
            <th scope="col">Webhook URL</th>
            <th scope="col">API keys</th>
          </tr>
        </thead>
        <tbody></tbody>
      </table>
    </section>
  </div>
</main>
</body>
</html>
`;
