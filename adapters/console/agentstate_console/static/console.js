// agentstate console: live updates without a reload.
// The element #live names the fragment that renders it (data-live) and the version it shows
// (data-version). Every data-poll milliseconds the script asks for that fragment with the
// version; the server answers 204 while nothing changed, or the new fragment with its
// version in the X-Console-Version header. The fragment is HTML the server escaped; it is
// never evaluated as script. A region being typed into is left alone until it is not.
"use strict";
(function () {
  const region = document.getElementById("live");
  if (!region || !region.dataset.live) {
    return;
  }
  const period = Math.max(parseInt(region.dataset.poll || "2000", 10), 250);
  let busy = false;

  function editing() {
    if (region.contains(document.activeElement) && document.activeElement !== document.body) {
      return true;
    }
    for (const input of region.querySelectorAll("input, textarea")) {
      if (input.type !== "hidden" && input.value !== input.defaultValue) {
        return true;
      }
    }
    return false;
  }

  function openDetails() {
    const open = new Set();
    for (const details of region.querySelectorAll("details[open]")) {
      const row = details.closest("[id]");
      if (row) {
        open.add(row.id);
      }
    }
    return open;
  }

  async function poll() {
    if (busy || document.hidden || editing()) {
      return;
    }
    busy = true;
    try {
      const url = new URL(region.dataset.live, window.location.href);
      url.searchParams.set("v", region.dataset.version || "");
      const response = await fetch(url, { credentials: "same-origin", cache: "no-store" });
      if (response.status === 200 && !editing()) {
        const html = await response.text();
        const open = openDetails();
        region.innerHTML = html;
        region.dataset.version = response.headers.get("X-Console-Version") || "";
        for (const id of open) {
          const row = document.getElementById(id);
          const details = row && row.querySelector("details");
          if (details) {
            details.open = true;
          }
        }
        document.dispatchEvent(new CustomEvent("console:updated"));
      }
    } catch (error) {
      // The console is restarting or the network dropped: try again at the next tick.
    } finally {
      busy = false;
    }
  }

  window.setInterval(poll, period);
})();
