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
