// Draws the operations page's web-vitals charts (Chart.js, loaded before this script): for each
// metric, the p75 of every route as a bar coloured by its rating, and the "good" threshold as a
// line, so a slow route stands out at a glance. The figures come from /demo/ops/api/vitals.
/* global Chart */
(function () {
  const COLORS = { good: '#1a7f37', 'needs-improvement': '#b35900', poor: '#c62828' };

  /** Draws the "good" threshold as a dashed line across the chart, labelled. */
  function goodLine(good) {
    return {
      id: 'goodLine',
      afterDatasetsDraw(chart) {
        const { ctx, chartArea, scales } = chart;
        const y = scales.y.getPixelForValue(good);
        ctx.save();
        ctx.strokeStyle = '#1b2430';
        ctx.setLineDash([6, 4]);
        ctx.beginPath();
        ctx.moveTo(chartArea.left, y);
        ctx.lineTo(chartArea.right, y);
        ctx.stroke();
        ctx.fillStyle = '#1b2430';
        ctx.font = '12px system-ui, sans-serif';
        ctx.textAlign = 'right';
        ctx.fillText(`good ≤ ${good}`, chartArea.right, y - 4);
        ctx.restore();
      },
    };
  }

  function draw(data) {
    const routes = data.routes.map((entry) => entry.route);
    document.querySelectorAll('canvas[data-metric]').forEach((canvas) => {
      const name = canvas.dataset.metric;
      const metrics = data.routes.map((entry) => entry.metrics[name]);
      const good = data.thresholds[name].good;
      new Chart(canvas, {
        type: 'bar',
        data: {
          labels: routes,
          datasets: [
            {
              label: `${name} p75`,
              data: metrics.map((metric) => (metric ? metric.p75 : null)),
              backgroundColor: metrics.map((metric) => (metric ? COLORS[metric.rating] : '#999')),
            },
          ],
        },
        options: {
          animation: false,
          maintainAspectRatio: false,
          plugins: { legend: { display: false } },
          // Room above the threshold, so the "good" line is always on the chart.
          scales: { y: { beginAtZero: true, suggestedMax: good * 1.25 } },
        },
        plugins: [goodLine(good)],
      });
    });
    document.getElementById('ops-charts').dataset.ready = 'true';
  }

  fetch('/demo/ops/api/vitals', { headers: { Accept: 'application/json' } })
    .then((response) => response.json())
    .then(draw)
    .catch((error) => console.warn('The charts could not be drawn.', error));
})();
