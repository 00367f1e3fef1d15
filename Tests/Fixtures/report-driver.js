// Drives a Listshot report page the way a reviewer would, then writes what it saw as JSON into
// <pre id="driver-results">, for ReportBrowserTests to read from `chromium --dump-dom`.
(function () {
  'use strict';
  var results = {};
  function shownText() { var o = document.getElementById('shown'); return o ? o.textContent : null; }
  function visibleRows() {
    return Array.prototype.filter.call(document.querySelectorAll('#cases tbody tr'), function (r) { return !r.hidden; }).length;
  }
  var search = document.getElementById('search');
  if (search) {
    results.page = 'index';
    results.initialShown = shownText();
    results.initialRows = visibleRows();
    search.value = 'night';
    search.dispatchEvent(new Event('input'));
    results.afterSearchRows = visibleRows();
    results.afterSearchShown = shownText();
    search.value = 'no-such-case-anywhere';
    search.dispatchEvent(new Event('input'));
    results.noMatchRows = visibleRows();
    results.noMatchMessageVisible = !document.getElementById('none').hidden;
    search.value = '';
    search.dispatchEvent(new Event('input'));
    var passed = document.querySelector('input[name=status][value=passed]');
    passed.checked = !passed.checked;
    passed.dispatchEvent(new Event('change'));
    results.afterPassedToggleRows = visibleRows();
    var failed = document.querySelector('input[name=status][value=failed]');
    failed.checked = false;
    failed.dispatchEvent(new Event('change'));
    results.afterFailedOffRows = visibleRows();
  }
  var range = document.querySelector('.wipe-range');
  if (range) {
    results.page = 'case';
    var view = range.closest('.view');
    // Show the slider view first, as clicking its tab does.
    var panel = range.closest('.panel');
    var tab = Array.prototype.filter.call(panel.querySelectorAll('.tab'), function (t) { return t.textContent === 'Slider'; })[0];
    if (tab) { tab.click(); }
    range.value = '25';
    range.dispatchEvent(new Event('input'));
    results.topWidth = view.querySelector('.wipe-top').style.width;
    results.readout = view.querySelector('.wipe-readout').textContent;
    results.ariaValueText = range.getAttribute('aria-valuetext');
    results.labels = Array.prototype.map.call(view.querySelectorAll('.wipe-label'), function (l) { return l.textContent; });
    var label = document.querySelector('label[for="' + range.id + '"]');
    results.inputLabel = label ? label.textContent : null;
    results.sliderVisible = view.classList.contains('active');
  }
  var pre = document.createElement('pre');
  pre.id = 'driver-results';
  pre.textContent = JSON.stringify(results);
  document.body.appendChild(pre);
})();
