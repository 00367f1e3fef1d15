extension HTMLReport {
    static let style = """
    :root { --ok:#1e8e3e; --bad:#d93025; --new:#1a73e8; --orphan:#8a6d00; --line:#dadce0; --bg:#f8f9fa; }
    * { box-sizing: border-box; }
    body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; margin: 0; padding: 24px; color: #202124; background: #fff; }
    header h1 { margin: 0 0 4px; font-size: 22px; }
    .catalog { margin: 0 0 12px; color: #5f6368; }
    .summary { display: flex; gap: 8px; flex-wrap: wrap; }
    .pill { padding: 4px 12px; border-radius: 999px; background: var(--bg); border: 1px solid var(--line); }
    .pill.ok b { color: var(--ok); } .pill.bad b { color: var(--bad); } .pill.new b { color: var(--new); } .pill.orphan b { color: var(--orphan); }
    .warning { background: #fef7e0; border: 1px solid #f9ab00; border-radius: 8px; padding: 8px 16px; margin: 16px 0; }
    .warning h2 { font-size: 15px; margin: 8px 0; }
    .allgood { color: var(--ok); }
    h2 { font-size: 17px; margin: 24px 0 8px; }
    .card { border: 1px solid var(--line); border-radius: 12px; padding: 16px; margin: 16px 0; }
    .card h3 { margin: 0; font-size: 16px; font-family: ui-monospace, monospace; }
    .spec { margin: 2px 0 8px; color: #5f6368; font-size: 12px; }
    .changes { background: var(--bg); border-radius: 8px; padding: 4px 12px; }
    .changes h4 { margin: 8px 0 4px; font-size: 13px; }
    .changes li { font-family: ui-monospace, monospace; font-size: 12.5px; }
    .appearances { display: flex; gap: 16px; flex-wrap: wrap; margin-top: 12px; }
    .panel { flex: 1 1 380px; min-width: 320px; border: 1px solid var(--line); border-radius: 8px; padding: 8px 12px; }
    .panel h4 { margin: 4px 0; text-transform: capitalize; }
    .status { font-size: 11px; text-transform: uppercase; padding: 1px 6px; border-radius: 4px; color: #fff; }
    .status.failed, .status.error { background: var(--bad); } .status.new { background: var(--new); } .status.passed { background: var(--ok); }
    .message, .stats { margin: 4px 0; color: #3c4043; font-size: 12.5px; }
    .toolbar { display: flex; justify-content: space-between; align-items: center; gap: 8px; margin: 8px 0; flex-wrap: wrap; }
    .tabs { display: flex; gap: 4px; flex-wrap: wrap; }
    .tab { border: 1px solid var(--line); background: #fff; border-radius: 6px; padding: 3px 10px; cursor: pointer; font: inherit; }
    .tab.active { background: #202124; color: #fff; border-color: #202124; }
    .views { overflow: auto; max-height: 80vh; background: repeating-conic-gradient(#eee 0% 25%, #fff 0% 50%) 50% / 16px 16px; border-radius: 6px; }
    .view { display: none; } .view.active { display: block; }
    .view img { display: block; max-width: 100%; }
    .panel.zoomed .view img { max-width: none; image-rendering: pixelated; }
    .caption { margin: 4px 8px; font-size: 12px; color: #5f6368; }
    .wipe { position: relative; display: inline-block; }
    .wipe > img { display: block; }
    .wipe-top { position: absolute; inset: 0 auto 0 0; width: 50%; overflow: hidden; border-right: 2px solid var(--bad); }
    .wipe-top img { display: block; max-width: none; }
    .wipe-label { position: absolute; top: 6px; padding: 1px 8px; border-radius: 4px; background: rgba(32,33,36,.8); color: #fff; font-size: 12px; pointer-events: none; }
    .wipe-label.left { left: 6px; } .wipe-label.right { right: 6px; }
    .wipe-controls { display: flex; gap: 8px; align-items: center; margin: 6px 0; font-size: 12.5px; }
    .wipe-range { flex: 1; }
    .wipe-readout { min-width: 9em; text-align: right; font-variant-numeric: tabular-nums; }
    .filter { display: flex; gap: 12px; align-items: center; flex-wrap: wrap; margin: 20px 0 8px; padding: 8px 12px; background: var(--bg); border: 1px solid var(--line); border-radius: 8px; }
    .filter input[type=search] { flex: 1 1 260px; font: inherit; padding: 4px 8px; border: 1px solid var(--line); border-radius: 6px; }
    #shown { margin-left: auto; color: #5f6368; }
    table.cases { border-collapse: collapse; width: 100%; }
    table.cases th, table.cases td { border-bottom: 1px solid var(--line); padding: 6px 8px; text-align: left; vertical-align: top; }
    table.cases td.num { font-variant-numeric: tabular-nums; white-space: nowrap; }
    .changes-list { margin: 0; padding-left: 16px; font-family: ui-monospace, monospace; font-size: 12px; }
    .thumb { max-width: 96px; max-height: 72px; border: 1px solid var(--line); border-radius: 4px; }
    tr[hidden] { display: none; }
    .pager { display: flex; gap: 16px; margin: 0 0 12px; }
    .pager .disabled { color: #9aa0a6; }
    .card h1 { margin: 0; font-size: 18px; font-family: ui-monospace, monospace; }
    .command { display: flex; gap: 8px; align-items: center; background: #202124; color: #e8eaed; border-radius: 6px; padding: 6px 10px; }
    .command code { flex: 1; font-size: 12.5px; overflow-x: auto; white-space: nowrap; }
    .copy { border: 0; border-radius: 4px; padding: 2px 8px; cursor: pointer; }
    .elements code, li code { background: var(--bg); padding: 0 4px; border-radius: 4px; }
    details.passed { margin-top: 24px; } details.passed small { color: #5f6368; }
    """

    /// The index: search box and status filters over the rows, with a live count. `#q=text` in
    /// the address fills the search box on load (for links and screenshots).
    static let indexScript = """
    (function () {
      'use strict';
      var search = document.getElementById('search');
      var boxes = Array.prototype.slice.call(document.querySelectorAll('input[name=status]'));
      var rows = Array.prototype.slice.call(document.querySelectorAll('#cases tbody tr'));
      var shown = document.getElementById('shown');
      var none = document.getElementById('none');
      function apply() {
        var words = search.value.toLowerCase().split(/\\s+/).filter(Boolean);
        var statuses = boxes.filter(function (b) { return b.checked; }).map(function (b) { return b.value; });
        var count = 0;
        rows.forEach(function (row) {
          var text = row.dataset.search || '';
          var visible = statuses.indexOf(row.dataset.status) >= 0 && words.every(function (w) { return text.indexOf(w) >= 0; });
          row.hidden = !visible;
          if (visible) { count += 1; }
        });
        shown.textContent = count + ' of ' + rows.length + ' shown';
        none.hidden = count > 0;
      }
      var match = /^#q=(.*)$/.exec(window.location.hash);
      if (match) { try { search.value = decodeURIComponent(match[1]); } catch (e) { search.value = match[1]; } }
      search.addEventListener('input', apply);
      boxes.forEach(function (b) { b.addEventListener('change', apply); });
      document.querySelectorAll('.copy').forEach(function (button) {
        button.addEventListener('click', function () {
          if (navigator.clipboard) { navigator.clipboard.writeText(button.dataset.copy).then(function () { button.textContent = 'Copied'; }, function () {}); }
        });
      });
      apply();
      document.body.dataset.ready = 'true';
    })();
    """

    /// A case page: tabs, zoom, the labelled wipe slider and copy buttons.
    static let caseScript = """
    (function () {
      'use strict';
      function panelOf(el) { return el.closest('.panel'); }
      document.querySelectorAll('.tab').forEach(function (tab) {
        tab.addEventListener('click', function () {
          var panel = panelOf(tab);
          panel.querySelectorAll('.tab').forEach(function (t) { t.classList.toggle('active', t === tab); });
          panel.querySelectorAll('.view').forEach(function (v) { v.classList.toggle('active', v.dataset.view === tab.dataset.tab); });
          panel.querySelectorAll('.wipe-range').forEach(function (r) { r.dispatchEvent(new Event('input')); });
        });
      });
      document.querySelectorAll('.zoom select').forEach(function (select) {
        select.addEventListener('change', function () {
          var panel = panelOf(select);
          var factor = select.value;
          panel.classList.toggle('zoomed', factor !== 'fit');
          panel.querySelectorAll('.view img').forEach(function (img) {
            img.style.width = factor === 'fit' ? '' : (img.naturalWidth * Number(factor) / (window.devicePixelRatio || 1)) + 'px';
          });
          panel.querySelectorAll('.wipe-range').forEach(function (r) { r.dispatchEvent(new Event('input')); });
        });
      });
      document.querySelectorAll('.wipe-range').forEach(function (range) {
        var view = range.closest('.view');
        var top = view.querySelector('.wipe-top');
        var under = view.querySelector('.wipe-under');
        var readout = view.querySelector('.wipe-readout');
        function sync() {
          top.style.width = range.value + '%';
          var img = top.querySelector('img');
          if (img && under) { img.style.width = under.getBoundingClientRect().width + 'px'; }
          var text = range.value + '% expected';
          readout.textContent = text;
          range.setAttribute('aria-valuetext', text);
        }
        range.addEventListener('input', sync);
        window.addEventListener('resize', sync);
        if (under) { under.addEventListener('load', sync); }
        sync();
      });
      document.querySelectorAll('.copy').forEach(function (button) {
        button.addEventListener('click', function () {
          if (navigator.clipboard) { navigator.clipboard.writeText(button.dataset.copy).then(function () { button.textContent = 'Copied'; }, function () {}); }
        });
      });
      // #slider (or #diff, #expected, …) in the address opens that view in every panel.
      var wanted = window.location.hash.slice(1).toLowerCase();
      if (wanted) {
        document.querySelectorAll('.tab').forEach(function (tab) {
          if (tab.textContent.toLowerCase().replace(/ /g, '-') === wanted) { tab.click(); }
        });
      }
      document.body.dataset.ready = 'true';
    })();
    """
}
