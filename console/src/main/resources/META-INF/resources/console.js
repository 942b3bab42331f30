// What htmx leaves unshown: it swaps no 4xx or 5xx answer, and a request without an answer shows nothing at all.
// A form's refusal goes into an alert right after the form, in the words of the console's problem page (the gateway's
// own message); the page stays as it was, with what the person typed, and the form's next success clears the alert.
// A refused link, or any answer to an ended sign-in, shows the problem page itself, as a browser without htmx would.
// A file of the console's own: its Content-Security-Policy allows no inline script.
(() => {
  const ALERT = 'form-problem';

  /** The form a request came from, or null for a link. */
  const formOf = (element) => (element instanceof HTMLAnchorElement ? null : element?.closest('form') ?? null);

  /** The alert now shown for this form (or, for a link, at the top of the page), if any. */
  function shown(form) {
    const next = form ? form.nextElementSibling : document.querySelector('main')?.firstElementChild;
    return next?.classList.contains(ALERT) ? next : null;
  }

  /** A new element each time: screen readers announce an alert when it appears, even with the same words. */
  function show(form, text) {
    const alert = document.createElement('p');
    alert.className = `problem ${ALERT}`;
    alert.setAttribute('role', 'alert');
    alert.textContent = text;
    const old = shown(form);
    if (old) {
      old.replaceWith(alert);
    } else if (form) {
      form.after(alert);
    } else {
      document.querySelector('main')?.prepend(alert);
    }
  }

  /** The console's problem page carries the reason; any other answer (a proxy's, say) only its status. */
  function reason(xhr) {
    const problem = new DOMParser().parseFromString(xhr.responseText, 'text/html').querySelector('.problem');
    return problem?.textContent.trim() || `the answer was HTTP ${xhr.status}${xhr.statusText ? ` ${xhr.statusText}` : ''}`
      + ', with no reason given. Try again; if it keeps failing, whoever runs the console can find the cause in its log.';
  }

  document.addEventListener('htmx:beforeSwap', (event) => {
    const { xhr, requestConfig } = event.detail;
    if (xhr.status < 400) {
      return;
    }
    const form = formOf(requestConfig.elt);
    if (form && xhr.status !== 401) {
      event.detail.shouldSwap = false;
      show(form, `Not done: ${reason(xhr)}`);
    } else if (requestConfig.boosted) {
      event.detail.shouldSwap = true;
      event.detail.isError = false;
    }
  });

  document.addEventListener('htmx:afterRequest', (event) => {
    if (event.detail.successful) {
      shown(formOf(event.detail.elt))?.remove();
    }
  });

  document.addEventListener('htmx:sendError', (event) => {
    show(formOf(event.detail.elt), 'No answer from the console: check the network connection, then reload the page to '
      + 'see whether the change was made.');
  });

  // A page kept for the Back button is kept without its alerts: it comes back without what was typed.
  document.addEventListener('htmx:beforeHistorySave', () => {
    document.querySelectorAll(`.${ALERT}`).forEach((alert) => alert.remove());
  });
})();
