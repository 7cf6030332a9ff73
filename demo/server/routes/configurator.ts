// /demo/configurator: the header configurator page (../configurator.ts), in the demo pages' one
// page shell under the strict CSP. It needs this server's origin and the header build's manifest
// for the snippets it gives, hence a route module rather than a static page.
import { renderConfigurator } from '../configurator.js';
import { renderPageShell } from '../page-shell.js';
import { pinnedLoader, stableLoader } from './embedding.js';
import type { RouteModule } from './types.js';

export const configuratorRoutes: RouteModule = {
  mount(app, { origin, paths }) {
    app.get(['/demo/configurator', '/demo/configurator.html'], (_req, res) => {
      const html = renderPageShell({
        title: 'Configurator – shs-header demo',
        postLogoutRedirectUri: '/demo/configurator',
        stylesheets: ['/demo/configurator.css'],
        scripts: ['/demo/configurator.js'],
        main: renderConfigurator(origin, {
          stable: stableLoader(origin),
          pinned: pinnedLoader(origin, paths.distHeader),
        }),
      });
      res.set('Cache-Control', 'no-cache').type('html').send(html);
    });
  },
};
