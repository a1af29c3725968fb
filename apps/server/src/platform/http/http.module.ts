import type { FeatureModule } from '../module.ts';
import type { HttpApp } from './httpApp.ts';
import { registerApiReference } from './apiReference.ts';
import { registerWebApp, type FirstPageOf } from './webApp.ts';

/**
 * The HTTP app as a module: the API reference, the web app's files (registered after every API route), ready once started,
 * closed when stopped (in-flight requests finish). Listening is the caller's: `Limelight.listen`.
 */
export function createHttpModule(
  app: HttpApp,
  web: { distDir: string; allowsStripeJs: boolean; firstPageOf?: FirstPageOf },
): { module: FeatureModule } {
  const module: FeatureModule = {
    name: 'http',
    routes: () => {
      registerApiReference(app);
      return registerWebApp(app, web.distDir, web);
    },
    async start() {
      await app.ready();
    },
    async stop() {
      await app.close();
    },
  };
  return { module };
}
