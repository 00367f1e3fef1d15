(function () {
  'use strict';
  var search = document.getElementById('search');
  var boxes = Array.prototype.slice.call(document.querySelectorAll('input[name=status]'));
  var rows = Array.prototype.slice.call(document.querySelectorAll('#cases tbody tr'));
  var shown = document.getElementById('shown');
  var none = document.getElementById('none');
  function apply() {
    var words = search.value.toLowerCase().split(/\s+/).filter(Boolean);
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
