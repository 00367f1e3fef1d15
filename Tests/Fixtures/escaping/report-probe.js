// Reads what a Listshot report page became in the browser, for EscapingBrowserTests: the title,
// every attribute whose name a report never writes (event handlers, autofocus, …), every script
// element, and the text behind each Copy button. Written as JSON into <pre id="probe-results">.
(function () {
  'use strict';
  var written = ['class', 'id', 'href', 'src', 'alt', 'loading', 'rel', 'lang', 'charset', 'name', 'content', 'type', 'placeholder',
                 'autocomplete', 'role', 'for', 'value', 'checked', 'aria-live', 'aria-valuetext', 'min', 'max', 'hidden',
                 'data-ready', 'data-status', 'data-search', 'data-copy', 'data-tab', 'data-view', 'data-panel', 'style'];
  var foreign = [];
  Array.prototype.forEach.call(document.querySelectorAll('*'), function (element) {
    Array.prototype.forEach.call(element.attributes, function (a) {
      if (written.indexOf(a.name) < 0) { foreign.push(element.tagName + ' ' + a.name); }
    });
  });
  var results = {
    title: document.title,
    foreign: foreign,
    scripts: document.querySelectorAll('script').length,
    copies: Array.prototype.map.call(document.querySelectorAll('button.copy'), function (b) { return b.dataset.copy; }),
    codes: Array.prototype.map.call(document.querySelectorAll('.command code'), function (c) { return c.textContent; })
  };
  var json = JSON.stringify(results).replace(/[\u007f-\uffff]/g, function (c) { return '\\u' + ('000' + c.charCodeAt(0).toString(16)).slice(-4); });
  var pre = document.createElement('pre');
  pre.id = 'probe-results';
  pre.textContent = json;
  document.body.appendChild(pre);
})();
