import helmet from 'helmet';
import type { RequestHandler } from 'express';

// Headers for everything the backend serves (the API, Swagger UI and, under `make run`, the SPA).
// antd injects its styles at run time, Swagger UI needs inline styles, Stripe Elements needs its
// own script and frames; a course lesson's YouTube or Vimeo video plays in the hosts' privacy-minded
// players (@coach/shared video-link.ts), framed once the reader presses play, as is a video inside
// a post (video-embed.ts).
// deploy/security-headers.conf gives nginx's own files the same set (the
// e2e suite compares them).
export function securityHeaders(): RequestHandler {
  const headers = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://js.stripe.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https://api.stripe.com'],
        frameSrc: [
          'https://js.stripe.com',
          'https://hooks.stripe.com',
          'https://www.youtube-nocookie.com',
          'https://player.vimeo.com',
        ],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });
  // HSTS means something only on an https response (browsers ignore it over http), so it goes
  // out when the request came over https: directly or, behind the proxy, per X-Forwarded-Proto.
  const hsts = helmet.strictTransportSecurity({ maxAge: 31536000, includeSubDomains: true });
  return (req, res, next) =>
    headers(req, res, (error?: unknown) => (error || !req.secure ? next(error) : hsts(req, res, next)));
}
