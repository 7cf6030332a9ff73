// Draws the operations page's web-vitals charts (Chart.js, loaded before this script): for each
// metric, the p75 of every route as a bar coloured by its rating, and the "good" threshold as a
// line, so a slow route stands out at a glance. The figures come from /demo/ops/api/vitals.
/* global Chart */
(function () {
  const COLORS = { good: '#1a7f37', 'needs-improvement': '#b35900', poor: '#c62828' };

  function draw(data) {
    const routes = data.routes.map((entry) => entry.route);
    document.querySelectorAll('canvas[data-metric]').forEach((canvas) => {
      const name = canvas.dataset.metric;
      const metrics = data.routes.map((entry) => entry.metrics[name]);
      const good = data.thresholds[name].good;
      new Chart(canvas, {
        data: {
          labels: routes,
          datasets: [
            {
              type: 'bar',
              label: `${name} p75`,
              data: metrics.map((metric) => (metric ? metric.p75 : null)),
              backgroundColor: metrics.map((metric) => (metric ? COLORS[metric.rating] : '#999')),
            },
            {
              type: 'line',
              label: `Good (≤ ${good})`,
              data: routes.map(() => good),
              borderColor: '#1b2430',
              borderDash: [6, 4],
              pointRadius: 0,
            },
          ],
        },
        options: {
          animation: false,
          maintainAspectRatio: false,
          scales: { y: { beginAtZero: true } },
        },
      });
    });
    document.getElementById('ops-charts').dataset.ready = 'true';
  }

  fetch('/demo/ops/api/vitals', { headers: { Accept: 'application/json' } })
    .then((response) => response.json())
    .then(draw)
    .catch((error) => console.warn('The charts could not be drawn.', error));
})();
